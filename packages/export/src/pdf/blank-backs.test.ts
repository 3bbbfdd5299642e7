import { describe, expect, it } from 'vitest';
import { buildCoverPdf } from '../cover/build-cover-pdf';
import { coverGeometry } from '../cover/cover-geometry';
import { preflightPdf } from '../preflight/preflight';
import { book, EXAMPLE_DIR } from '../test-support';
import { buildInteriorPdf } from './build-interior-pdf';

const coloring = (n: number) =>
  book({
    type: 'coloring',
    trim: '8.5x11',
    bleed: false,
    paper: 'white',
    pages: Array.from({ length: n }, (_, i) => ({
      text: `Colour me ${i + 1}`,
      image: 'colour-me.png',
      layout: 'coloring' as const,
    })),
  });

describe('coloring pages on right-hand pages with blank backs', () => {
  it('puts each coloring page on an odd page with an empty page behind it (default for coloring books)', async () => {
    const r = await buildInteriorPdf(coloring(3), { baseDir: EXAMPLE_DIR });
    const p = await preflightPdf(r.bytes);
    expect(p.ok).toBe(true);
    // title 1, copyright 2, coloring 3/5/7 with blank backs 4/6/8, then padding.
    expect(p.stats.blankPages.slice(0, 3)).toEqual([4, 6, 8]);
    const off = await preflightPdf(
      (await buildInteriorPdf(coloring(3), { baseDir: EXAMPLE_DIR, blankBacks: false })).bytes,
    );
    expect(off.stats.blankPages).toEqual([]);
  });

  it('counts the blank backs in the page count and the cover spine', async () => {
    const doc = coloring(20);
    const interior = await buildInteriorPdf(doc, { baseDir: EXAMPLE_DIR });
    expect(interior.pageCount).toBe(42); // 2 front matter + 20 × 2
    const cover = await buildCoverPdf(doc, { baseDir: EXAMPLE_DIR });
    const g = coverGeometry('8.5x11', 42, 'white');
    const c = await preflightPdf(cover.bytes, { pageCount: 42 });
    expect(c.findings.map((f) => f.code)).not.toContain('cover-size');
    expect(c.stats.widthIn).toBeCloseTo(g.width / 72, 3);
    const flat = await buildInteriorPdf(doc, { baseDir: EXAMPLE_DIR, blankBacks: false });
    expect(flat.pageCount).toBe(24);
  });
});
