import type { Rng } from '../rng';
import type { MazeSpec } from './puzzle-types';

const N = 1;
const E = 2;
const S = 4;
const W = 8;
const MOVES = [
  { bit: N, back: S, dc: 0, dr: -1 },
  { bit: E, back: W, dc: 1, dr: 0 },
  { bit: S, back: N, dc: 0, dr: 1 },
  { bit: W, back: E, dc: -1, dr: 0 },
];

/** A perfect maze (exactly one path between any two cells) by depth-first carving. */
export function generateMaze(cols: number, rows: number, rng: Rng): MazeSpec {
  const walls = new Array<number>(cols * rows).fill(N | E | S | W);
  const seen = new Uint8Array(cols * rows);
  const stack = [0];
  seen[0] = 1;
  while (stack.length) {
    const cell = stack[stack.length - 1];
    const c = cell % cols;
    const r = Math.floor(cell / cols);
    const open = rng.shuffle(MOVES).filter((m) => {
      const nc = c + m.dc;
      const nr = r + m.dr;
      return nc >= 0 && nr >= 0 && nc < cols && nr < rows && !seen[nr * cols + nc];
    });
    if (!open.length) {
      stack.pop();
      continue;
    }
    const m = open[0];
    const next = (r + m.dr) * cols + c + m.dc;
    walls[cell] &= ~m.bit;
    walls[next] &= ~m.back;
    seen[next] = 1;
    stack.push(next);
  }
  const spec: MazeSpec = { cols, rows, walls, solution: [] };
  spec.solution = solveMaze(spec) ?? [];
  return spec;
}

/** Breadth-first path from the top-left cell to the bottom-right one through open walls. */
export function solveMaze(m: MazeSpec): [number, number][] | undefined {
  const goal = m.cols * m.rows - 1;
  const prev = new Int32Array(m.cols * m.rows).fill(-1);
  prev[0] = 0;
  const queue = [0];
  while (queue.length) {
    const cell = queue.shift()!;
    if (cell === goal) break;
    const c = cell % m.cols;
    const r = Math.floor(cell / m.cols);
    for (const mv of MOVES) {
      if (m.walls[cell] & mv.bit) continue;
      const nc = c + mv.dc;
      const nr = r + mv.dr;
      if (nc < 0 || nr < 0 || nc >= m.cols || nr >= m.rows) continue;
      const next = nr * m.cols + nc;
      if (prev[next] !== -1) continue;
      prev[next] = cell;
      queue.push(next);
    }
  }
  if (prev[goal] === -1) return undefined;
  const path: [number, number][] = [];
  for (let cell = goal; ; cell = prev[cell]) {
    path.unshift([cell % m.cols, Math.floor(cell / m.cols)]);
    if (cell === 0) break;
  }
  return path;
}
