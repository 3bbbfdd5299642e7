import type { ConceptCtx } from '../concept-art';
import { drawHero } from '../hero';
import { r } from '../icons';
import { escapeXml } from '../render';
import type { AnswerKey, DotSpec, MazeSpec, PuzzleHints, WordSearchSpec } from './puzzle-types';

type Box = { x: number; y: number; size: number };
const INK = '#000';

/** Puzzle and answer-key pages: clean black line art on white, drawn from the puzzle's spec. */
export function puzzleArt(ctx: ConceptCtx, h: PuzzleHints): string {
  const { c } = ctx;
  const parts = [`<rect width="${c.w}" height="${c.h}" fill="#fff"/>`];
  // Mazes leave room around the grid for the hero at the entrance and the goal at the exit.
  const side = Math.min(c.w, c.h) - (h.kind === 'maze' ? 240 : 60);
  const box = { x: (c.w - side) / 2, y: (c.h - side) / 2, size: side };
  if (h.kind === 'answer-key') {
    const keys = h.keys ?? [];
    const half = (side - 30) / 2;
    keys.forEach((k, i) => {
      const b = { x: box.x + (i % 2) * (half + 30), y: box.y + Math.floor(i / 2) * (half + 30), size: half };
      parts.push(
        `<rect x="${r(b.x)}" y="${r(b.y)}" width="${r(half)}" height="${r(half)}" fill="none" stroke="#777" stroke-width="2" rx="12"/>`,
      );
      parts.push(label(b, String(k.number)));
      parts.push(drawKey(ctx, k, inset(b, 36), true));
    });
    return parts.join('');
  }
  parts.push(
    drawKey(
      ctx,
      {
        number: h.number ?? 1,
        kind: h.kind as AnswerKey['kind'],
        maze: h.maze,
        wordSearch: h.wordSearch,
        dots: h.dots,
      },
      box,
      false,
      h.goal,
    ),
  );
  return parts.join('');
}

const inset = (b: Box, d: number): Box => ({ x: b.x + d, y: b.y + d, size: b.size - 2 * d });

const label = (b: Box, text: string) =>
  `<circle cx="${r(b.x + 26)}" cy="${r(b.y + 26)}" r="22" fill="#000"/><text x="${r(b.x + 26)}" y="${r(b.y + 36)}" text-anchor="middle" font-family="Fredoka" font-weight="700" font-size="28" fill="#fff">${escapeXml(text)}</text>`;

function drawKey(ctx: ConceptCtx, k: AnswerKey, b: Box, solved: boolean, goal?: string) {
  if (k.maze) return maze(ctx, k.maze, b, solved, goal);
  if (k.wordSearch) return wordSearch(k.wordSearch, b, solved);
  if (k.dots) return dots(k.dots, b, solved);
  return '';
}

function maze(ctx: ConceptCtx, m: MazeSpec, b: Box, solved: boolean, goal?: string) {
  const cell = b.size / Math.max(m.cols, m.rows);
  const x0 = b.x + (b.size - cell * m.cols) / 2;
  const y0 = b.y + (b.size - cell * m.rows) / 2;
  let d = '';
  for (let i = 0; i < m.walls.length; i++) {
    const cx = x0 + (i % m.cols) * cell;
    const cy = y0 + Math.floor(i / m.cols) * cell;
    const w = m.walls[i];
    const entrance = i === 0;
    const exit = i === m.walls.length - 1;
    if (w & 1 && !entrance) d += `M${r(cx)} ${r(cy)}h${r(cell)}`;
    if (w & 8 && !entrance) d += `M${r(cx)} ${r(cy)}v${r(cell)}`;
    if (w & 2 && !exit) d += `M${r(cx + cell)} ${r(cy)}v${r(cell)}`;
    if (w & 4 && !exit) d += `M${r(cx)} ${r(cy + cell)}h${r(cell)}`;
  }
  const stroke = Math.max(2.5, Math.min(7, cell / 9));
  let out = `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${r(stroke)}" stroke-linecap="square"/>`;
  if (solved) {
    const pts = m.solution.map(([c, rr]) => `${r(x0 + (c + 0.5) * cell)} ${r(y0 + (rr + 0.5) * cell)}`);
    out += `<path d="M${pts.join(' L')}" fill="none" stroke="#9a9a9a" stroke-width="${r(cell * 0.35)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  } else {
    const s = 110;
    out += drawHero(ctx.hero, { x: x0 + cell / 2, baseY: y0 - 6, height: s, lineArt: true, linePx: 2 });
    if (goal) out += ctx.p.icon(goal, x0 + cell * (m.cols - 0.5), y0 + cell * m.rows + s * 0.5, s * 0.8);
  }
  return out;
}

function wordSearch(g: WordSearchSpec, b: Box, solved: boolean) {
  const cell = b.size / g.size;
  const size = cell * 0.58;
  let out = '';
  if (solved)
    for (const w of g.words) {
      const x1 = b.x + (w.col + 0.5) * cell;
      const y1 = b.y + (w.row + 0.5) * cell;
      const x2 = x1 + w.dc * (w.word.length - 1) * cell;
      const y2 = y1 + w.dr * (w.word.length - 1) * cell;
      out += `<path d="M${r(x1)} ${r(y1)} L${r(x2)} ${r(y2)}" stroke="#bdbdbd" stroke-width="${r(cell * 0.8)}" stroke-linecap="round"/>`;
    }
  out += `<rect x="${r(b.x)}" y="${r(b.y)}" width="${r(b.size)}" height="${r(b.size)}" fill="none" stroke="${INK}" stroke-width="3" rx="10"/>`;
  g.grid.forEach((row, ri) => {
    [...row].forEach((ch, ci) => {
      out += `<text x="${r(b.x + (ci + 0.5) * cell)}" y="${r(b.y + (ri + 0.5) * cell + size * 0.36)}" text-anchor="middle" font-family="Andika" font-weight="700" font-size="${r(size)}" fill="${INK}">${ch}</text>`;
    });
  });
  return out;
}

function dots(s: DotSpec, b: Box, solved: boolean) {
  const pts = s.points.map(([x, y]) => [b.x + x * b.size, b.y + y * b.size] as const);
  const cx = pts.reduce((a, p) => a + p[0], 0) / pts.length;
  const cy = pts.reduce((a, p) => a + p[1], 0) / pts.length;
  const font = Math.max(14, Math.min(30, b.size / 28));
  let out = '';
  if (solved)
    out += `<path d="M${pts.map((p) => `${r(p[0])} ${r(p[1])}`).join(' L')} Z" fill="none" stroke="${INK}" stroke-width="${r(font / 6)}" stroke-linejoin="round"/>`;
  pts.forEach(([x, y], i) => {
    const dx = x - cx;
    const dy = y - cy;
    const len = Math.hypot(dx, dy) || 1;
    const lx = x + (dx / len) * font * 0.9;
    const ly = y + (dy / len) * font * 0.9 + font * 0.35;
    out += `<circle cx="${r(x)}" cy="${r(y)}" r="${r(font / 4)}" fill="${INK}"/><text x="${r(lx)}" y="${r(ly)}" text-anchor="middle" font-family="Andika" font-size="${r(font)}" fill="${INK}">${i + 1}</text>`;
  });
  return out;
}
