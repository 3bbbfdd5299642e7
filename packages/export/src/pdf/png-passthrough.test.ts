import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shrinkImages } from '../preflight/shrink-images';
import { book, scratch, tool } from '../test-support';
import { buildInteriorPdf } from './build-interior-pdf';
import { parsePassthroughPng } from './png-passthrough';

// A full-bleed 8.5 × 8.5 page with bleed at 300 ppi, as the builtin engine draws it.
const W = 2588;
const H = 2625;

/** Flat drawn art (sky, a red sun): a PNG of ~0.003 bytes a pixel. */
const drawnPng = () =>
  sharp({ create: { width: W, height: H, channels: 3, background: '#7fb8e0' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect x="1000" y="1000" width="600" height="600" fill="#d02020"/></svg>`,
        ),
      },
    ])
    .removeAlpha()
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();

async function images(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  const out: { width: number; filter: string; contents: Uint8Array }[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream) || String(obj.dict.get(PDFName.of('Subtype'))) !== '/Image') continue;
    const width = (obj.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    out.push({ width, filter: String(obj.dict.get(PDFName.of('Filter'))), contents: obj.contents });
  }
  return out;
}

async function exportWith(png: Buffer) {
  const dir = scratch();
  writeFileSync(join(dir, 'art.png'), png);
  const doc = book({
    trim: '8.5x8.5',
    bleed: true,
    pages: [{ text: 'Hi.', image: 'art.png', layout: 'image-full' }],
  });
  return (await buildInteriorPdf(doc, { baseDir: dir })).bytes;
}

describe('PNG art embedded as it is stored', () => {
  it('passes compact drawn art into the PDF without decoding it, and it prints the same', async () => {
    const png = await drawnPng();
    const pdf = await exportWith(png);
    const [img] = await images(pdf);
    // The PNG's own compressed rows, not a JPEG made from them.
    expect(img).toMatchObject({ width: W, filter: '/FlateDecode' });
    expect(Buffer.compare(Buffer.from(img.contents), Buffer.concat(parsePassthroughPng(png)!.idat))).toBe(0);
    // Rendered by poppler: the red square where it was drawn (the page is the bleed box, 8.625 × 8.75 in).
    const out = join(scratch(), 'p');
    tool('pdftoppm', ['-r', '20', '-png', '-singlefile', '-f', '3', '-l', '3', '{}', out], pdf);
    const { data, info } = await sharp(`${out}.png`)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const i = (Math.round((y / H) * info.height) * info.width + Math.round((x / W) * info.width)) * 3;
      return [data[i], data[i + 1], data[i + 2]];
    };
    expect(at(1300, 1300)[0]).toBeGreaterThan(180);
    expect(at(1300, 1300)[2]).toBeLessThan(80);
    expect(at(400, 400)[2]).toBeGreaterThan(180);
  });

  it('still turns photographic PNG art into JPEG (a PNG of a photo would swell the PDF)', async () => {
    const noise = await sharp({
      create: {
        width: W,
        height: H,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const [img] = await images(await exportWith(noise));
    expect(img.filter).toBe('/DCTDecode');
  });

  it('is shrunk for the ink render like a JPEG (libvips decodes it, not pdf.js)', async () => {
    const pdf = await exportWith(await drawnPng());
    const small = await images(await shrinkImages(pdf));
    expect(small).toEqual([expect.objectContaining({ width: Math.ceil(W / 8), filter: '/DCTDecode' })]);
  });
});
