import {
  BOOK_TYPES,
  type BookType,
  imageTopArtBox,
  interiorPageSize,
  MIN_IMAGE_DPI,
  parseBookDocument,
  TRIM_SIZES,
} from '@bookloom/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnswerKey,
  MazeSpec,
  PuzzleHints,
  WordSearchSpec,
} from './builtin/pictures/puzzles/puzzle-types';
import { generateBook } from './generate-book';
import { sniffImage } from './http/image-bytes';
import { createProviders, type ProviderSet } from './providers/create-providers';
import type { BookRequest, GeneratedBook } from './types';

// Every one of the 25 book types, end to end with the real offline engines (no key, no network):
// a complete, valid Book document whose every picture is a real PNG at 300 DPI for its trim.
let providers: ProviderSet;
beforeAll(async () => {
  providers = await createProviders({});
});
afterAll(() => providers?.close());

/** Trims are cycled over the types so every KDP size is drawn at least once. */
const requestFor = (type: BookType, i: number, language: 'en' | 'fr'): BookRequest => ({
  title: language === 'fr' ? 'Lina et la grande aventure' : 'Lina and the Big Adventure',
  author: 'Ada',
  type,
  description:
    language === 'fr'
      ? 'Une petite héroïne curieuse découvre le monde et aide ses amis.'
      : 'A curious little hero explores the world and helps her friends.',
  pages: type === 'activity-books' ? 9 : 4,
  language,
  trim: TRIM_SIZES[i % TRIM_SIZES.length],
  bleed: i % 2 === 0,
  quality: 'standard',
  seed: 100 + i,
});

/** Share of clearly coloured pixels (a channel spread above 24) in a downscaled copy. */
async function colouredShare(png: Uint8Array) {
  const { data } = await sharp(png).resize(300).raw().toBuffer({ resolveWithObject: true });
  let coloured = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > 24)
      coloured++;
  }
  return coloured / (data.length / 3);
}

async function expectCompleteBook(req: BookRequest, book: GeneratedBook) {
  const doc = parseBookDocument(book.document);
  expect(doc.type).toBe(req.type);
  expect(doc.language).toBe(req.language);
  expect(doc.pages).toHaveLength(req.pages);
  for (const p of doc.pages) expect(`${p.heading ?? ''}${p.text}`.trim().length).toBeGreaterThan(0);
  const names = [doc.cover.image, ...doc.pages.map((p) => p.image)];
  expect([...book.images.keys()].sort()).toEqual([...names].sort());
  const page = interiorPageSize(req.trim, req.bleed);
  const cover = interiorPageSize(req.trim, true);
  for (const name of names) {
    const png = book.images.get(name!)!;
    expect(sniffImage(png), name).toBe('png');
    // An image-top page with text is drawn in its art box's shape (issue 14: it fills the box).
    const p = doc.pages.find((x) => x.image === name);
    const size =
      name === doc.cover.image
        ? cover
        : p?.layout === 'image-top' && p.text
          ? imageTopArtBox(req.trim, req.bleed, req.pages, Boolean(p.heading))
          : page;
    expect(await sharp(png).metadata(), `${req.type} ${name}`).toMatchObject({
      format: 'png',
      width: Math.round(size.width * MIN_IMAGE_DPI),
      height: Math.round(size.height * MIN_IMAGE_DPI),
    });
  }
  // Not a blank page: page 1 has real contrast.
  const stats = await sharp(book.images.get(doc.pages[0].image!)!).resize(300).stats();
  expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(20);
  return doc;
}

/** Independent maze check: breadth-first search over open walls reaches the exit. */
function mazeSolvable(m: MazeSpec) {
  const moves: [number, number, number][] = [
    [1, 0, -1],
    [2, 1, 0],
    [4, 0, 1],
    [8, -1, 0],
  ];
  const seen = new Set([0]);
  const queue = [0];
  while (queue.length) {
    const cell = queue.shift()!;
    if (cell === m.cols * m.rows - 1) return true;
    const c = cell % m.cols;
    const r = Math.floor(cell / m.cols);
    for (const [bit, dc, dr] of moves) {
      const next = (r + dr) * m.cols + c + dc;
      if (m.walls[cell] & bit || seen.has(next)) continue;
      if (c + dc < 0 || r + dr < 0 || c + dc >= m.cols || r + dr >= m.rows) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return false;
}

/** Independent word-search check: each word is spelled in the grid where the key says. */
function wordsHidden(g: WordSearchSpec) {
  return g.words.every((w) =>
    [...w.word].every((ch, k) => g.grid[w.row + k * w.dr]?.[w.col + k * w.dc] === ch),
  );
}

describe('every book type generates a complete book offline', () => {
  const cases = BOOK_TYPES.map((type, i) => ({ type, i }));
  it.each(cases)('$type (en)', async ({ type, i }) => {
    const req = requestFor(type, i, 'en');
    const book = await generateBook(req, providers, { concurrency: 2 });
    const doc = await expectCompleteBook(req, book);
    const lineArt = doc.pages.filter((p) => p.layout === 'coloring' || p.layout === 'activity');
    if (type === 'coloring' || type === 'activity-books') {
      expect(lineArt).toHaveLength(doc.pages.length);
      expect(doc.paper).toBe('white');
    }
    // Line-art pages are black on white: almost no coloured pixel.
    for (const p of lineArt.slice(0, 2))
      expect(await colouredShare(book.images.get(p.image!)!), `${type} ${p.image}`).toBeLessThan(0.002);
  });

  // French where the words are the book: stories, rhymes, letters, numbers, comics, puzzles, journal.
  const french: BookType[] = [
    'story-book',
    'poetry-rhymes',
    'alphabet',
    'numbers',
    'comic-books',
    'activity-books',
    'journal',
    'dinosaurs',
  ];
  it.each(french)('%s (fr)', async (type) => {
    const req = requestFor(type, BOOK_TYPES.indexOf(type), 'fr');
    const book = await generateBook(req, providers, { concurrency: 2 });
    const doc = await expectCompleteBook(req, book);
    const text = doc.pages.map((p) => `${p.heading ?? ''} ${p.text}`).join(' ');
    expect(text).not.toMatch(/\b(the|and|with|find)\b/i);
  });
});

describe('activity books', () => {
  it.each(['en', 'fr'] as const)(
    'hold solvable puzzles and an answer-key section at the end (%s)',
    async (lang) => {
      const req = { ...requestFor('activity-books', 3, lang), pages: 12 };
      const book = await generateBook(req, providers, { concurrency: 2 });
      const doc = await expectCompleteBook(req, book);
      const hints = book.plan!.pages.map((p) => (p.hints ?? {}) as PuzzleHints);
      const firstKey = hints.findIndex((h) => h.kind === 'answer-key');
      expect(firstKey).toBeGreaterThan(0);
      // The answer keys are one section at the end, and the document says so.
      expect(hints.slice(firstKey).every((h) => h.kind === 'answer-key')).toBe(true);
      for (const p of doc.pages.slice(firstKey))
        expect(p.heading).toBe(lang === 'fr' ? 'Solutions' : 'Answers');
      const puzzles = hints.slice(0, firstKey);
      const keys = hints.slice(firstKey).flatMap((h) => h.keys as AnswerKey[]);
      expect(keys.map((k) => k.number)).toEqual(puzzles.map((h) => h.number));
      expect(new Set(puzzles.map((h) => h.kind))).toEqual(new Set(['maze', 'word-search', 'dot-to-dot']));
      for (const [n, h] of puzzles.entries()) {
        const key = keys[n];
        expect(key.kind).toBe(h.kind);
        if (h.maze) {
          expect(mazeSolvable(h.maze)).toBe(true);
          expect(key.maze).toEqual(h.maze);
        }
        if (h.wordSearch) {
          expect(h.wordSearch.words.length).toBeGreaterThanOrEqual(4);
          expect(wordsHidden(h.wordSearch)).toBe(true);
          for (const w of h.wordSearch.words) expect(doc.pages[n].text).toContain(w.word);
        }
        if (h.dots) {
          const pts = h.dots.points;
          expect(pts.length).toBeGreaterThanOrEqual(8);
          expect(new Set(pts.map((p) => p.join(','))).size).toBe(pts.length);
          expect(doc.pages[n].text).toContain(String(pts.length));
        }
      }
      // Difficulty rises: the last maze is bigger than the first.
      const mazes = puzzles.flatMap((h) => (h.maze ? [h.maze] : []));
      expect(mazes.at(-1)!.cols * mazes.at(-1)!.rows).toBeGreaterThan(mazes[0].cols * mazes[0].rows);
    },
  );
});
