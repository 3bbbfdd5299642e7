import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCoverPdf } from '../cover/build-cover-pdf';
import { coverGeometry } from '../cover/cover-geometry';
import { addBoxedPage, createPdf } from '../pdf/create-pdf';
import { EXAMPLE_DIR, exampleBook } from '../test-support';
import { preflightPdf } from './preflight';

/** A PDF that breaks most KDP rules at once, written with pdfkit's defaults. */
async function badPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: [612, 630], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((r) => doc.on('end', () => r(Buffer.concat(chunks))));
  const img = await sharp({ create: { width: 144, height: 144, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  doc.font('Helvetica').fontSize(5).text('Tiny text in the margin', 2, 2);
  doc.image(img, 100, 100, { width: 144 }); // 144 px over 2 in: 72 DPI
  doc.link(100, 300, 100, 20, 'https://example.com');
  doc.outline.addItem('Chapter 1');
  for (let i = 0; i < 24; i++) doc.addPage({ size: [612, 630], margin: 0 });
  doc.fontSize(12).text('Last page', 100, 100);
  doc.end();
  return done;
}

describe('preflightPdf', () => {
  it('finds every broken rule in a bad interior, with pages', async () => {
    const r = await preflightPdf(await badPdf(), { kind: 'interior', trim: '8.5x8.5', bleed: true });
    expect(r.ok).toBe(false);
    const codes = new Set(r.findings.map((f) => f.code));
    for (const code of [
      'page-count-odd',
      'page-size',
      'trim-box',
      'bleed-box',
      'font-not-embedded',
      'image-dpi',
      'annotations',
      'bookmarks',
      'text-too-small',
      'text-in-margin',
      'blank-run',
    ])
      expect(codes, code).toContain(code);
    expect(r.findings.find((f) => f.code === 'image-dpi')).toMatchObject({ page: 1, severity: 'error' });
    expect(r.findings.find((f) => f.code === 'blank-run')?.message).toMatch(
      /23 blank pages in a row \(pages 2–24\)/,
    );
    expect(r.stats).toMatchObject({ pages: 25, minImageDpi: 72, minFontPt: 5 });
  });

  it('checks the cover width against the spine formula for the page count', async () => {
    const cover = await buildCoverPdf(exampleBook(), { baseDir: EXAMPLE_DIR, pageCount: 100 });
    expect((await preflightPdf(cover.bytes)).ok).toBe(true);
    const wrong = await preflightPdf(cover.bytes, { pageCount: 200 });
    expect(wrong.findings.map((f) => f.code)).toContain('cover-size');
  });

  it('flags spine text under 80 pages and text in the barcode area', async () => {
    const g = coverGeometry('8.5x8.5', 60, 'white');
    const { doc, finish } = createPdf({
      title: 'T',
      author: 'A',
      kind: 'cover',
      trim: '8.5x8.5',
      bleed: true,
      paper: 'white',
      pages: 60,
    });
    addBoxedPage(doc, g.width, g.height, g.trim);
    doc.fontSize(8).text('Spine', g.spine.x + 1, g.height / 2, { lineBreak: false });
    doc.fontSize(8).text('Over the barcode', g.barcode.x + 10, g.barcode.y + 10, { lineBreak: false });
    doc.fontSize(8).text('Too close to the trim', g.front.x + 20, g.front.y + 2, { lineBreak: false });
    const r = await preflightPdf(await finish());
    expect(r.findings.map((f) => f.code).sort()).toEqual([
      'barcode-area',
      'cover-text-outside-safe',
      'spine-text',
    ]);
  });

  it('reads the trim of a PDF made elsewhere from its page size', async () => {
    const doc = new PDFDocument({ size: [432, 648], margin: 0, autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((r) => doc.on('end', () => r(Buffer.concat(chunks))));
    for (let i = 0; i < 24; i++)
      doc
        .addPage({ size: [432, 648], margin: 0 })
        .fontSize(12)
        .text(`Page ${i + 1}`, 100, 300);
    doc.end();
    const r = await preflightPdf(await done);
    expect(r.stats).toMatchObject({ kind: 'interior', widthIn: 6, heightIn: 9, pages: 24 });
    expect(r.findings.map((f) => f.code)).toEqual(['font-not-embedded']);
  });

  it('reports a file that is not a PDF instead of throwing', async () => {
    const r = await preflightPdf(Buffer.from('<html>not a pdf</html>'));
    expect(r.ok).toBe(false);
    expect(r.findings[0].code).toBe('unreadable-pdf');
  });
});
