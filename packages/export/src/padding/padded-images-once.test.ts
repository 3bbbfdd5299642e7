import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportBook } from '../export-book';
import { EXAMPLE_DIR, exampleBook, scratch, tool } from '../test-support';
import { padShortBook } from './pad-short-book';

const readImage = (name: string) => readFile(join(EXAMPLE_DIR, name));

/** `pdfimages -list`: page and image object id of every drawn image. */
const drawn = (bytes: Buffer) =>
  tool('pdfimages', ['-list'], bytes)
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((l) => {
      const c = l.trim().split(/\s+/);
      return { page: Number(c[0]), object: Number(c[10]) };
    });

/** Issue 14: a short book's added pages share one picture; the PDF embeds it once, not once a page. */
describe('the pictures of added pages are embedded once', () => {
  it.each(['draw', 'notes'] as const)(
    '%s pages',
    async (fill) => {
      const doc = exampleBook();
      const r = await padShortBook(doc, fill, { trim: '8.5x8.5', bleed: true, readImage });
      const dir = scratch();
      for (const name of new Set([doc.cover.image, ...doc.pages.map((p) => p.image)]))
        if (name) await writeFile(join(dir, name), await readImage(name));
      for (const [name, bytes] of r.images) await writeFile(join(dir, name), bytes);
      const pdf = await exportBook(r.doc, 'pdf', { baseDir: dir });
      expect(pdf.preflight?.ok).toBe(true);
      const images = drawn(pdf.bytes);
      // Front matter (2) and the story pages come first; every later page is an added one.
      const added = images.filter((x) => x.page > 2 + doc.pages.length);
      expect(added.length).toBeGreaterThan(10);
      expect(new Set(added.map((x) => x.object)).size).toBe(1);
      // Same page geometry on every page (trim and bleed boxes unchanged).
      const info = tool('pdfinfo', ['-box', '-f', '1', '-l', '24'], pdf.bytes);
      const size = (box: string) => {
        const [x0, y0, x1, y1] = box.trim().split(/\s+/).map(Number);
        return `${x1 - x0}x${y1 - y0}`;
      };
      for (const box of ['MediaBox', 'TrimBox', 'BleedBox'])
        expect(
          new Set([...info.matchAll(new RegExp(`${box}:\\s+(.+)$`, 'gm'))].map((m) => size(m[1]))).size,
        ).toBe(1);
      expect(info).toMatch(/Pages:\s+24\b/);
    },
    120_000,
  );
});
