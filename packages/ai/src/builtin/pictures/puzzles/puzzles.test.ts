import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../../types';
import { createRng } from '../rng';
import { generateMaze, solveMaze } from './maze';
import { planPuzzlePages, puzzleCount } from './plan-puzzles';
import type { AnswerKey, MazeSpec, PuzzleHints } from './puzzle-types';
import { generateWordSearch, gridWord, readWord } from './word-search';

const req: BookRequest = {
  title: 'Puzzle Time',
  author: 'Ada',
  type: 'activity-books',
  description: 'Dinosaur puzzles for a rainy day.',
  pages: 24,
  language: 'en',
  trim: '8.5x11',
  bleed: false,
  quality: 'standard',
};

/** Independent check: walking the path only crosses open walls and goes cell to neighbour cell. */
function walkable(m: MazeSpec, path: [number, number][]) {
  const bits: Record<string, number> = { '0,-1': 1, '1,0': 2, '0,1': 4, '-1,0': 8 };
  for (let i = 1; i < path.length; i++) {
    const [c0, r0] = path[i - 1];
    const [c1, r1] = path[i];
    const bit = bits[`${c1 - c0},${r1 - r0}`];
    if (!bit || m.walls[r0 * m.cols + c0] & bit) return false;
  }
  return true;
}

describe('mazes', () => {
  it('are perfect mazes with a path from entrance to exit', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const m = generateMaze(4 + seed, 3 + seed, createRng(seed));
      const open =
        m.walls.reduce((n, w) => n + (4 - ((w & 1) + ((w >> 1) & 1) + ((w >> 2) & 1) + ((w >> 3) & 1))), 0) /
        2;
      expect(open).toBe(m.cols * m.rows - 1); // a spanning tree: every cell reachable, no loops
      expect(m.solution[0]).toEqual([0, 0]);
      expect(m.solution.at(-1)).toEqual([m.cols - 1, m.rows - 1]);
      expect(walkable(m, m.solution)).toBe(true);
    }
  });

  it('detects an unsolvable maze', () => {
    const m = generateMaze(5, 5, createRng(1));
    const sealed = { ...m, walls: m.walls.map((w, i) => (i === m.walls.length - 1 ? 15 : w)) };
    // Close the neighbours' sides too so the exit cell is unreachable.
    sealed.walls[m.walls.length - 2] |= 2;
    sealed.walls[m.walls.length - 1 - m.cols] |= 4;
    expect(solveMaze(sealed)).toBeUndefined();
  });
});

describe('word searches', () => {
  it('hide every listed word where it says', () => {
    for (let level = 0; level <= 2; level++) {
      const g = generateWordSearch(
        ['volcano', 'fossil', 'fougère', 'claw', 'roar'],
        10,
        level,
        createRng(level + 3),
      );
      expect(g.grid).toHaveLength(10);
      expect(g.words.length).toBeGreaterThanOrEqual(4);
      for (const w of g.words) expect(readWord(g, w)).toBe(w.word);
    }
    expect(gridWord('Fougère géante')).toBe('FOUGEREGEANTE');
  });
});

describe('activity books', () => {
  it('fill exactly the requested pages: puzzles of rising difficulty, then answer keys', () => {
    for (const pages of [4, 9, 24, 50]) {
      const plan = planPuzzlePages({ ...req, pages }, 11);
      expect(plan).toHaveLength(pages);
      const puzzles = plan.filter((p) => (p.hints as PuzzleHints).kind !== 'answer-key');
      expect(puzzles).toHaveLength(puzzleCount(pages));
      const keys = plan.slice(puzzles.length).flatMap((p) => (p.hints as PuzzleHints).keys as AnswerKey[]);
      expect(keys.map((k) => k.number)).toEqual(puzzles.map((_, i) => i + 1));
    }
    const mazes = planPuzzlePages(req, 2)
      .map((p) => (p.hints as PuzzleHints).maze)
      .filter((m): m is MazeSpec => Boolean(m));
    expect(mazes.length).toBeGreaterThan(2);
    expect(mazes.at(-1)!.cols).toBeGreaterThan(mazes[0].cols);
    for (const m of mazes) expect(walkable(m, solveMaze(m)!)).toBe(true);
  });

  it('name in the text only the words really hidden, and the number of dots really drawn', () => {
    for (const p of planPuzzlePages({ ...req, language: 'fr' }, 4)) {
      const h = p.hints as PuzzleHints;
      if (h.wordSearch) for (const w of h.wordSearch.words) expect(p.text).toContain(w.word);
      if (h.dots) expect(p.text).toContain(`de 1 à ${h.dots.points.length}`);
    }
  });

  it('are reproducible per seed and differ across seeds', () => {
    expect(planPuzzlePages(req, 7)).toEqual(planPuzzlePages(req, 7));
    expect(JSON.stringify(planPuzzlePages(req, 7))).not.toBe(JSON.stringify(planPuzzlePages(req, 8)));
  });
});
