import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shrinkImages } from './shrink-images';

/** Widths of the image XObjects in a PDF, read back with pdf-lib. */
async function imageWidths(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const widths: number[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue;
    const d = obj.dict;
    if (String(d.get(PDFName.of('Subtype'))) === '/Image')
      widths.push((d.get(PDFName.of('Width')) as PDFNumber).asNumber());
  }
  return widths;
}

describe('shrinkImages', () => {
  it('swaps only the large JPEGs placed on the pages that will be rendered', async () => {
    const jpg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d02020' } })
      .jpeg()
      .toBuffer();
    const doc = await PDFDocument.create();
    doc.addPage([144, 144]).drawText('text only', { x: 10, y: 10, size: 10 });
    doc.addPage([144, 144]).drawImage(await doc.embedJpg(jpg), { x: 0, y: 0, width: 72, height: 72 });
    const bytes = await doc.save();
    expect(await imageWidths(await shrinkImages(bytes))).toEqual([200]);
    expect(await imageWidths(await shrinkImages(bytes, [1]))).toEqual([200]);
    expect(await imageWidths(await shrinkImages(bytes, [0]))).toEqual([1600]);
  });
});
