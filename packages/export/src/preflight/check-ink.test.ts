import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildInteriorPdf } from '../pdf/build-interior-pdf';
import { addBoxedPage, createPdf } from '../pdf/create-pdf';
import { pageFrame } from '../pdf/page-geometry';
import { book, scratch } from '../test-support';
import { preflightPdf } from './preflight';

/** A 24-page 6x9 interior whose page 3 gets `draw`; every other page carries a line of text. */
async function interior(
  bleed: boolean,
  draw: (doc: PDFKit.PDFDocument, f: ReturnType<typeof pageFrame>) => void,
) {
  const { doc, finish } = createPdf({
    title: 'T',
    author: 'A',
    kind: 'interior',
    trim: '6x9',
    bleed,
    paper: 'white',
    pages: 24,
  });
  for (let i = 1; i <= 24; i++) {
    const f = pageFrame('6x9', bleed, i, 24);
    addBoxedPage(doc, f.width, f.height, f.trim);
    if (i === 3) draw(doc, f);
    else doc.fontSize(12).text(`Page ${i}`, f.safe.x, f.safe.y, { lineBreak: false });
  }
  return finish();
}

const codes = async (pdf: Buffer) => (await preflightPdf(pdf)).findings.map((f) => `${f.code}@${f.page}`);

describe('ink-aware preflight', () => {
  it('fails art that runs to the page edge without bleed (the comic case), naming page, side and fix', async () => {
    const pdf = await interior(false, (doc, f) => doc.rect(0, 0, f.width, f.height).fill('#fdf6e3'));
    const r = await preflightPdf(pdf);
    const ink = r.findings.find((f) => f.code === 'ink-in-margin');
    expect(ink).toMatchObject({ severity: 'error', page: 3 });
    expect(ink?.message).toMatch(/outside edge: 0\.00 in from the trim, inside the 0\.250 in margin/);
    expect(ink?.message).toMatch(/gutter \(the fold\)/);
    expect(ink?.fix).toMatch(/inside the margins/);
  });

  it('fails a panel border 0.11 in from the fold even when the page bleeds', async () => {
    const pdf = await interior(true, (doc, f) =>
      doc
        .rect(f.trim.x + 8, f.safe.y, f.safe.x + f.safe.w - f.trim.x - 8, 200)
        .lineWidth(3)
        .stroke('#1d1d1d'),
    );
    expect(await codes(pdf)).toContain('ink-in-margin@3');
  });

  it('passes full-bleed art and art inside the safe area; flags art that stops at the trim', async () => {
    expect(
      await codes(await interior(true, (doc, f) => doc.rect(0, 0, f.width, f.height).fill('#3b6fd0'))),
    ).toEqual([]);
    expect(
      await codes(
        await interior(false, (doc, f) => doc.rect(f.safe.x, f.safe.y, f.safe.w, f.safe.h).fill('#3b6fd0')),
      ),
    ).toEqual([]);
    const short = await codes(
      await interior(true, (doc, f) => doc.rect(f.trim.x, f.trim.y, f.trim.w, f.trim.h).fill('#3b6fd0')),
    );
    expect(short).toContain('bleed-short@3');
  });

  it('flags unflattened transparency', async () => {
    const pdf = await interior(false, (doc, f) =>
      doc.save().fillOpacity(0.88).rect(f.safe.x, f.safe.y, 50, 50).fill('#fff').restore(),
    );
    expect(await codes(pdf)).toContain('transparency@3');
  });

  it('passes a comic book export with and without bleed: panels and bubbles stay in the safe area', async () => {
    const dir = scratch();
    // Comic art draws its own borders right at the picture's edges.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1875" height="2775"><rect width="1875" height="2775" fill="#fdf6e3"/><rect x="20" y="20" width="1835" height="1600" fill="#9bd" stroke="#1d1d1d" stroke-width="14"/></svg>';
    writeFileSync(join(dir, 'comic.png'), await sharp(Buffer.from(svg)).png().toBuffer());
    for (const bleed of [true, false]) {
      const doc = book({
        type: 'comic-books',
        trim: '6x9',
        bleed,
        pages: [{ text: 'Bam!', image: 'comic.png', layout: 'image-full' }],
      });
      const pdf = await buildInteriorPdf(doc, { baseDir: dir });
      expect(await codes(pdf.bytes), `bleed ${bleed}`).toEqual([]);
    }
  });
});
