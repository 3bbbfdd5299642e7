import { describe, expect, it } from 'vitest';
import { buildCoverPdf } from '../cover/build-cover-pdf';
import { resolveBook } from '../options';
import { book } from '../test-support';
import { buildInteriorPdf } from './build-interior-pdf';
import { knownPageCount } from './page-count-memo';

describe('interior page count kept for the cover wrap', () => {
  it('is known after the interior of the same book, and only for exactly that book and options', async () => {
    const pages = Array.from({ length: 30 }, (_, i) => ({
      text: `Page ${i + 1}: the moon rose.`,
      layout: 'text-only' as const,
    }));
    const doc = book({ title: 'Memo', pages });
    const interior = await buildInteriorPdf(doc, { baseDir: '/nowhere' });
    expect(knownPageCount(resolveBook(doc, { baseDir: '/elsewhere' }))).toBe(interior.pageCount);
    expect(knownPageCount(resolveBook({ ...doc, title: 'Other' }))).toBeUndefined();
    expect(knownPageCount(resolveBook(doc, { trim: '8x10' }))).toBeUndefined();
    expect((await buildCoverPdf(doc)).pageCount).toBe(interior.pageCount);
  });
});
