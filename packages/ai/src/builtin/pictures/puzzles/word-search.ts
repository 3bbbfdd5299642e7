import type { Rng } from '../rng';
import type { PlacedWord, WordSearchSpec } from './puzzle-types';

const LETTERS = 'ABCDEFGHIJKLMNOPRSTUVWY';

/** Grid words: capitals without accents or spaces (how French word searches are printed too). */
export const gridWord = (w: string) =>
  w
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();

/**
 * Places each word (right and down; diagonals from level 1; backwards from level 2) without
 * conflicting letters, then fills the rest. Words that cannot be placed are left out.
 */
export function generateWordSearch(words: string[], size: number, level: number, rng: Rng): WordSearchSpec {
  const dirs: [number, number][] = [
    [0, 1],
    [1, 0],
  ];
  if (level >= 1) dirs.push([1, 1]);
  if (level >= 2) dirs.push([0, -1], [-1, 0], [-1, -1]);
  const cells: (string | undefined)[][] = Array.from({ length: size }, () => new Array(size).fill(undefined));
  const placed: PlacedWord[] = [];
  const unique = [...new Set(words.map(gridWord).filter((w) => w.length >= 3 && w.length <= size))];
  for (const word of unique) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const [dr, dc] = rng.pick(dirs);
      const row = rng.int(0, size - 1);
      const col = rng.int(0, size - 1);
      const endR = row + dr * (word.length - 1);
      const endC = col + dc * (word.length - 1);
      if (endR < 0 || endC < 0 || endR >= size || endC >= size) continue;
      let fits = true;
      for (let i = 0; i < word.length && fits; i++) {
        const ch = cells[row + dr * i][col + dc * i];
        fits = ch === undefined || ch === word[i];
      }
      if (!fits) continue;
      for (let i = 0; i < word.length; i++) cells[row + dr * i][col + dc * i] = word[i];
      placed.push({ word, row, col, dr, dc });
      break;
    }
  }
  const grid = cells.map((line) => line.map((ch) => ch ?? LETTERS[rng.int(0, LETTERS.length - 1)]).join(''));
  return { size, grid, words: placed };
}

/** Reads a placed word back out of the grid (tests use it to prove every word is there). */
export const readWord = (g: WordSearchSpec, w: PlacedWord) =>
  Array.from({ length: w.word.length }, (_, i) => g.grid[w.row + w.dr * i][w.col + w.dc * i]).join('');
