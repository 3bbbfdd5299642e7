import { TRIM_SIZES, trimDimensions } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { preflightPdf } from '../preflight/preflight';
import { EXAMPLE_DIR, exampleBook, pdfBoxes, pdfFonts, pdfImages, pdfText, tool } from '../test-support';
import { buildInteriorPdf } from './build-interior-pdf';

describe('buildInteriorPdf: the sample book checked with poppler and qpdf', async () => {
  const r = await buildInteriorPdf(exampleBook(), { baseDir: EXAMPLE_DIR });

  it('pads to 24 pages with exact boxes, bleed on the outer edge', () => {
    const { boxes, pages } = pdfBoxes(r.bytes, 24);
    expect(pages).toBe(24);
    expect(r.pageCount).toBe(24);
    // 8.5 × 8.5 in with bleed: 8.625 × 8.75 in; recto bleeds right, verso left.
    expect(boxes[1].MediaBox).toEqual([0, 0, 621, 630]);
    expect(boxes[1].BleedBox).toEqual([0, 0, 621, 630]);
    expect(boxes[1].TrimBox).toEqual([0, 9, 612, 621]);
    expect(boxes[2].TrimBox).toEqual([9, 9, 621, 621]);
  });

  it('embeds every font, places art at >= 300 DPI and passes qpdf --check', () => {
    const fonts = pdfFonts(r.bytes);
    expect(fonts.map((f) => f.name.split('+')[1]).sort()).toEqual([
      'Andika',
      'Andika-Bold',
      'Fredoka-SemiBold',
    ]);
    expect(fonts.every((f) => f.emb === 'yes')).toBe(true);
    const images = pdfImages(r.bytes);
    expect(images).toHaveLength(5);
    expect(Math.min(...images.map((i) => Math.min(i.xppi, i.yppi)))).toBeGreaterThanOrEqual(300);
    // Painted art is JPEG (passed through), line art lossless greyscale.
    expect(images.filter((i) => i.enc === 'jpeg')).toHaveLength(3);
    expect(images.filter((i) => i.enc === 'image' && i.color === 'gray')).toHaveLength(2);
    expect(tool('qpdf', ['--check'], r.bytes)).toContain('No syntax or stream encoding errors');
  });

  it('typesets the front matter: title, author, AI disclosure, and no ISBN line without an ISBN', () => {
    const text = pdfText(r.bytes, 1, 2);
    expect(text).toContain('Pip the Little Cloud');
    expect(text).toContain('by Ada Reyes');
    expect(text).toContain('Illustrations created with AI assistance.');
    expect(text).toContain('© 2026 Ada Reyes');
    expect(text).not.toContain('ISBN');
  });

  it('prints the ISBN given on export, checked, and refuses a wrong check digit', async () => {
    const withIsbn = await buildInteriorPdf(exampleBook(), {
      baseDir: EXAMPLE_DIR,
      isbn: '978-0-306-40615-7',
    });
    const text = pdfText(withIsbn.bytes, 2, 2);
    expect(text).toContain('ISBN: 9780306406157');
    expect(text).toContain('Illustrations created with AI assistance.');
    await expect(
      buildInteriorPdf(exampleBook(), { baseDir: EXAMPLE_DIR, isbn: '978-0-306-40615-8' }),
    ).rejects.toThrow(/ISBN is not valid/);
  });

  it('passes its own preflight with no findings', async () => {
    const p = await preflightPdf(r.bytes);
    expect(p.findings).toEqual([]);
    expect(p.ok).toBe(true);
  });
});

describe('buildInteriorPdf: every trim size, bleed on and off', () => {
  for (const trim of TRIM_SIZES)
    for (const bleed of [true, false])
      it(`${trim} ${bleed ? 'with' : 'without'} bleed`, async () => {
        const r = await buildInteriorPdf(exampleBook(), { baseDir: EXAMPLE_DIR, trim, bleed });
        const { width, height } = trimDimensions(trim);
        const { boxes } = pdfBoxes(r.bytes, 2);
        const w = (width + (bleed ? 0.125 : 0)) * 72;
        const h = (height + (bleed ? 0.25 : 0)) * 72;
        expect(boxes[1].MediaBox[2]).toBeCloseTo(w, 2);
        expect(boxes[1].MediaBox[3]).toBeCloseTo(h, 2);
        expect(boxes[2].TrimBox[2] - boxes[2].TrimBox[0]).toBeCloseTo(width * 72, 2);
        expect(boxes[2].TrimBox[3] - boxes[2].TrimBox[1]).toBeCloseTo(height * 72, 2);
        const p = await preflightPdf(r.bytes);
        expect(p.findings.filter((f) => f.severity === 'error')).toEqual([]);
      });
});
