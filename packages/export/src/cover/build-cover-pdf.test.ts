import { PAPER_THICKNESS, PAPER_TYPES } from '@bookloom/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preflightPdf } from '../preflight/preflight';
import {
  book,
  EXAMPLE_DIR,
  exampleBook,
  pdfBoxes,
  pdfFonts,
  pdfImages,
  pdfText,
  scratch,
  tool,
} from '../test-support';
import { buildCoverPdf } from './build-cover-pdf';
import { coverGeometry } from './cover-geometry';

describe('buildCoverPdf', () => {
  for (const paper of PAPER_TYPES)
    it(`sizes the wrap by the spine formula on ${paper} paper`, async () => {
      const r = await buildCoverPdf(exampleBook(), { baseDir: EXAMPLE_DIR, paper, pageCount: 100 });
      const { boxes } = pdfBoxes(r.bytes, 1);
      // 0.125 + 8.5 + spine + 8.5 + 0.125 in wide, 8.5 + 0.25 in high.
      expect(boxes[1].MediaBox[2] / 72).toBeCloseTo(17.25 + 100 * PAPER_THICKNESS[paper], 3);
      expect(boxes[1].MediaBox[3] / 72).toBeCloseTo(8.75, 3);
      expect((await preflightPdf(r.bytes)).findings).toEqual([]);
    });

  it('plans the interior to know the page count, and keeps the spine plain under 80 pages', async () => {
    const short = await buildCoverPdf(exampleBook(), { baseDir: EXAMPLE_DIR });
    expect(short.pageCount).toBe(24);
    const long = await buildCoverPdf(exampleBook(), { baseDir: EXAMPLE_DIR, pageCount: 120 });
    const spineText = (bytes: Buffer, pages: number) => {
      const g = coverGeometry('8.5x8.5', pages, 'premium-color');
      const args = [
        '-x',
        String(Math.floor(g.spine.x)),
        '-y',
        '0',
        '-W',
        String(Math.ceil(g.spine.w)),
        '-H',
        String(g.height),
        '-r',
        '72',
        '{}',
        '-',
      ];
      return tool('pdftotext', args, bytes).replace(/\s+/g, '');
    };
    expect(spineText(short.bytes, 24)).toBe('');
    expect(spineText(long.bytes, 120)).toContain('PiptheLittleCloud');
  });

  it('bleeds the front art, embeds fonts and keeps the barcode area clear and white', async () => {
    const r = await buildCoverPdf(exampleBook(), { baseDir: EXAMPLE_DIR });
    expect(pdfFonts(r.bytes).every((f) => f.emb === 'yes')).toBe(true);
    expect(pdfImages(r.bytes)[0].xppi).toBeGreaterThanOrEqual(300);
    const dir = scratch();
    tool('pdftoppm', ['-r', '20', '-png', '-singlefile', '{}', `${dir}/c`], r.bytes);
    const { data, info } = await sharp(`${dir}/c.png`).raw().toBuffer({ resolveWithObject: true });
    const g = coverGeometry('8.5x8.5', 24, 'premium-color');
    const px = (x: number, y: number) => {
      const i = (Math.round((y * 20) / 72) * info.width + Math.round((x * 20) / 72)) * info.channels;
      return [data[i], data[i + 1], data[i + 2]];
    };
    const b = g.barcode;
    for (const [fx, fy] of [
      [0.1, 0.1],
      [0.5, 0.5],
      [0.9, 0.9],
    ])
      expect(px(b.x + b.w * fx, b.y + b.h * fy)).toEqual([255, 255, 255]);
    // Front art reaches the outer edge and the top edge (bleed), not a white margin.
    expect(px(g.width - 1, g.height / 2)).not.toEqual([255, 255, 255]);
    expect(px(g.front.x + g.front.w / 2, 1)).not.toEqual([255, 255, 255]);
  });

  it('makes a plain cover without art, keeping odd titles and long blurbs in the safe zones', async () => {
    const doc = book({
      title: 'Captain Whiskers & the <Moon> Pirates 🚀 漢',
      author: 'Ada Reyes',
      description: 'A blurb that goes on. '.repeat(60),
    });
    const r = await buildCoverPdf(doc, { watermark: 'PROOF' });
    expect(r.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/No cover image/), expect.stringMatching(/no glyph/)]),
    );
    // The rocket comes from the emoji face; only the character no face has is "?".
    expect(pdfText(r.bytes)).toMatch(/Captain Whiskers & the <Moon> Pirates 🚀 ?\?/);
    expect((await preflightPdf(r.bytes)).findings).toEqual([]);
  });
});
