import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BookDocument } from '@bookloom/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exportBook } from '../export-book';
import { preflightPdf } from '../preflight/preflight';
import { EXAMPLE_DIR, exampleBook, scratch, tool } from '../test-support';
import { padShortBook } from './pad-short-book';

// Issue 14: a maths workbook's added practice pages are squared paper (5 mm), a spelling one's ruled.
const workbook = (title: string, language: 'en' | 'fr' = 'en'): BookDocument => ({
  ...exampleBook(),
  type: 'educational-workbooks',
  title,
  description: '',
  language,
});

/** Lines crossing the middle row and the middle column of a PDF page, and their spacing in mm. */
async function paperOf(pdf: Buffer, page: number) {
  const out = join(scratch(), 'p');
  // 254 DPI: 10 px a millimetre.
  tool(
    'pdftoppm',
    ['-r', '254', '-gray', '-png', '-singlefile', '-f', `${page}`, '-l', `${page}`, '{}', out],
    pdf,
  );
  const { data, info } = await sharp(`${out}.png`).raw().toBuffer({ resolveWithObject: true });
  const lines = (at: (k: number) => number, n: number) => {
    const centres: number[] = [];
    let run: number[] = [];
    for (let k = 0; k <= n; k++) {
      if (k < n && at(k) < 235) run.push(k);
      else if (run.length) {
        centres.push((run[0] + run.at(-1)!) / 2);
        run = [];
      }
    }
    const gaps = centres.slice(1).map((c, i) => c - centres[i]);
    return { count: centres.length, mm: gaps.length ? gaps.reduce((a, b) => a + b) / gaps.length / 10 : 0 };
  };
  const midY = Math.round(info.height * 0.6);
  const midX = Math.round(info.width / 2);
  const top = Math.round(info.height * 0.15);
  return {
    across: lines((x) => data[(midY * info.width + x) * info.channels], info.width),
    // Below the heading.
    down: lines((y) => data[((y + top) * info.width + midX) * info.channels], info.height - top),
  };
}

describe('a maths workbook is padded with squared paper, a spelling one with ruled lines', () => {
  it('the PDF’s own padding: 5 mm squares for sums and tables (en, fr), ruled lines for spelling; preflight passes', async () => {
    for (const [title, language] of [
      ['Addition practice', 'en'],
      ['Les tables de multiplication', 'fr'],
    ] as const) {
      const pdf = (await exportBook(workbook(title, language), 'pdf', { baseDir: EXAMPLE_DIR })).bytes;
      const paper = await paperOf(pdf, 24);
      expect(paper.across.count, title).toBeGreaterThan(30);
      expect(Math.abs(paper.across.mm - 5)).toBeLessThan(0.1);
      expect(Math.abs(paper.down.mm - 5)).toBeLessThan(0.1);
      // The grid stays inside the safe area.
      expect((await preflightPdf(pdf)).ok).toBe(true);
    }
    const spelling = (await exportBook(workbook('Spelling practice'), 'pdf', { baseDir: EXAMPLE_DIR })).bytes;
    const ruled = await paperOf(spelling, 24);
    expect(ruled.across.count).toBeLessThanOrEqual(1);
    expect(Math.abs(ruled.down.mm - 0.45 * 25.4)).toBeLessThan(0.3);
  }, 120_000);

  it('pad-short-book: a maths workbook’s added pages are squared paper printed at 5 mm, spelling keeps ruled', async () => {
    const readImage = (name: string) => readFile(join(EXAMPLE_DIR, name));
    const opts = { trim: '8.5x8.5' as const, bleed: true, readImage };
    const maths = await padShortBook(workbook('Subtraction for grade 1'), 'notes', opts);
    const added = maths.doc.pages.slice(exampleBook().pages.length);
    expect(new Set(added.map((p) => p.image))).toEqual(new Set(['fill-squares.png']));
    expect(added[0].alt).toMatch(/squared/i);
    const dir = scratch();
    await cp(EXAMPLE_DIR, dir, { recursive: true });
    for (const [name, bytes] of maths.images) await writeFile(join(dir, name), bytes);
    const pdf = (await exportBook(maths.doc, 'pdf', { baseDir: dir })).bytes;
    const paper = await paperOf(pdf, 24);
    expect(paper.across.count).toBeGreaterThan(30);
    expect(Math.abs(paper.across.mm - 5)).toBeLessThan(0.3);
    expect(Math.abs(paper.down.mm - 5)).toBeLessThan(0.3);
    expect((await preflightPdf(pdf)).ok).toBe(true);
    const spelling = await padShortBook(workbook('Spelling practice'), 'notes', opts);
    expect(new Set(spelling.doc.pages.slice(-16).map((p) => p.image))).toEqual(new Set(['fill-notes.png']));
  }, 120_000);
});
