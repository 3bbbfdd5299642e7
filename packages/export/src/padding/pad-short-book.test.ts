import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pagesToAdd } from '@bookloom/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openZip } from '../epub/epub-test-support';
import { exportBook } from '../export-book';
import { EXAMPLE_DIR, exampleBook, pdfText, scratch, tool } from '../test-support';
import { padShortBook } from './pad-short-book';

// Issue 14, "short books are honest": the pages a paperback needs are the user's choice, added to
// the Book document so the print PDF and the EPUB both carry them.
const readImage = (name: string) => readFile(join(EXAMPLE_DIR, name));
const opts = { trim: '8.5x8.5' as const, bleed: true, readImage };

async function padded(fill: 'coloring' | 'draw' | 'notes') {
  const doc = exampleBook();
  const r = await padShortBook(doc, fill, opts);
  const dir = scratch();
  for (const name of new Set([doc.cover.image, ...doc.pages.map((p) => p.image)]))
    if (name) await writeFile(join(dir, name), await readImage(name));
  for (const [name, bytes] of r.images) await writeFile(join(dir, name), bytes);
  return { doc, r, dir };
}

describe('short books: added pages of the chosen kind', () => {
  it('counts the pages a paperback needs (front matter included, coloring books print one side)', () => {
    expect(pagesToAdd(6)).toBe(16);
    expect(pagesToAdd(22)).toBe(0);
    expect(pagesToAdd(21)).toBe(1);
    // 2 + 8 × 2 = 18 pages: 3 added coloring-layout pages, each with its blank back, make 24.
    expect(pagesToAdd(8, 'coloring')).toBe(3);
    expect(pagesToAdd(8, 'coloring', true)).toBe(3);
    // Printed two-sided (no blank backs), a coloring page is one page like any other.
    expect(pagesToAdd(8, 'coloring', false)).toBe(14);
  });

  it('coloring versions of the book’s own scenes, then draw and notes pages by turns', async () => {
    const { doc, r, dir } = await padded('coloring');
    const added = r.doc.pages.slice(doc.pages.length);
    expect(added).toHaveLength(16);
    // One coloring version per scene of the book (image-full and image-top pages: 3 in the sample).
    const colour = added.filter((p) => p.image?.startsWith('fill-color-'));
    expect(colour.map((p) => p.text)).toEqual([
      'Colour the picture from page 1 in your own colours.',
      'Colour the picture from page 2 in your own colours.',
      'Colour the picture from page 4 in your own colours.',
    ]);
    for (const p of colour) expect(p.alt).toMatch(/^Line art to color: /);
    // Line art: white paper with dark lines, no colour.
    const art = r.images.get('fill-color-1.png')!;
    const { channels, width } = await sharp(art).metadata();
    expect(channels).toBe(3);
    expect(width).toBe((await sharp(await readImage('morning.jpg')).metadata()).width);
    const stats = await sharp(art).stats();
    expect(stats.channels[0].mean).toBeGreaterThan(180);
    expect(stats.channels[0].min).toBeLessThan(40);
    expect(stats.isOpaque).toBe(true);
    const { data } = await sharp(art).resize(200).raw().toBuffer({ resolveWithObject: true });
    let coloured = 0;
    for (let i = 0; i < data.length; i += 3)
      if (Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > 24)
        coloured++;
    expect(coloured).toBe(0);
    // Never the same page twice in a row.
    for (let i = 1; i < added.length; i++)
      expect(`${added[i].image}|${added[i].heading}|${added[i].text}`).not.toBe(
        `${added[i - 1].image}|${added[i - 1].heading}|${added[i - 1].text}`,
      );
    // The print PDF is 24 pages with them, preflight passes, and the EPUB carries them too.
    const pdf = await exportBook(r.doc, 'pdf', { baseDir: dir });
    expect(pdf.preflight?.ok).toBe(true);
    expect(tool('pdfinfo', [], pdf.bytes)).toMatch(/Pages:\s+24\b/);
    expect(pdfText(pdf.bytes)).toContain('Colour the picture from page 4');
    const epub = openZip((await exportBook(r.doc, 'epub', { baseDir: dir })).bytes);
    const xhtml = epub.list
      .filter((n) => n.endsWith('.xhtml'))
      .map((n) => epub.text(n))
      .join('');
    expect(xhtml).toContain('Colour the picture from page 2');
    expect(xhtml).toContain('Line art to color: ');
  }, 120_000);

  it('draw-your-own pages rotate six prompts; notes pages rotate their headings (French)', async () => {
    const { r, doc } = await padded('draw');
    const prompts = r.doc.pages.slice(doc.pages.length).map((p) => p.text);
    expect(prompts).toHaveLength(16);
    expect(new Set(prompts).size).toBe(6);
    for (let i = 1; i < prompts.length; i++) expect(prompts[i]).not.toBe(prompts[i - 1]);
    const fr = await padShortBook({ ...exampleBook(), language: 'fr' }, 'notes', opts);
    const headings = fr.doc.pages.slice(doc.pages.length).map((p) => p.heading);
    expect(headings.slice(0, 3)).toEqual(['Notes', 'Mon passage préféré', 'Les mots que j’ai appris']);
    expect(fr.doc.pages.at(-1)?.alt).toBe('Des lignes pour écrire.');
  });

  it('adds nothing to a book long enough', async () => {
    const doc = exampleBook();
    const long = { ...doc, pages: Array.from({ length: 22 }, () => doc.pages[2]) };
    const r = await padShortBook(long, 'coloring', opts);
    expect(r.doc.pages).toHaveLength(22);
    expect(r.images.size).toBe(0);
  });
});
