import { crc32 } from 'node:zlib';
import {
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';
import sharp from 'sharp';

/** Images above this many pixels are swapped for an eighth-size copy before the ink render. */
const BIG = 1_000_000;

const name = (v: unknown) => (v instanceof PDFName ? v.asString() : '');

/**
 * Decoding print-size JPEGs is almost all of a low-resolution render (pdf.js decodes JPEG in
 * JavaScript; Flate-compressed PNG data too). Before rendering, each large baseline JPEG or
 * PNG-predicted Flate image (the pass-through PNGs) is replaced, in a copy of the file
 * only, by an eighth-size copy made with libjpeg's DCT scaling (shrink-on-load, on sharp's
 * thread pool): the page looks the same at 36 dpi, placement and clipping unchanged.
 * Returns the original bytes untouched when nothing is worth shrinking.
 */
export async function shrinkImages(bytes: Uint8Array, onlyPages?: number[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, {
    updateMetadata: false,
    ignoreEncryption: true,
    parseSpeed: ParseSpeeds.Fastest,
  });
  // Only images placed on the pages that will be rendered are worth shrinking.
  const wanted = onlyPages ? imagesOn(doc, onlyPages) : undefined;
  const jobs: Promise<void>[] = [];
  for (const [ref, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue;
    if (wanted && !wanted.has(ref.toString())) continue;
    const d = obj.dict;
    if (name(d.get(PDFName.of('Subtype'))) !== '/Image') continue;
    const filter = d.lookup(PDFName.of('Filter'));
    const only = filter instanceof PDFArray && filter.size() === 1 ? name(filter.get(0)) : name(filter);
    const w = (d.lookup(PDFName.of('Width')) as PDFNumber | undefined)?.asNumber() ?? 0;
    const h = (d.lookup(PDFName.of('Height')) as PDFNumber | undefined)?.asNumber() ?? 0;
    const space = name(d.get(PDFName.of('ColorSpace')));
    if (w * h < BIG || (space !== '/DeviceRGB' && space !== '/DeviceGray')) continue;
    const source =
      only === '/DCTDecode'
        ? Buffer.from(obj.contents)
        : only === '/FlateDecode'
          ? pngOf(d, w, h, space === '/DeviceRGB' ? 3 : 1, obj.contents)
          : undefined;
    if (!source) continue;
    jobs.push(
      sharp(source, { failOn: 'none' })
        .resize(Math.max(1, Math.ceil(w / 8)), Math.max(1, Math.ceil(h / 8)), {
          fit: 'fill',
          fastShrinkOnLoad: true,
        })
        .toColourspace(space === '/DeviceGray' ? 'b-w' : 'srgb')
        .jpeg({ quality: 80 })
        .toBuffer({ resolveWithObject: true })
        .then(({ data, info }) => {
          const dict = d.clone(doc.context);
          dict.set(PDFName.of('Width'), PDFNumber.of(info.width));
          dict.set(PDFName.of('Height'), PDFNumber.of(info.height));
          dict.delete(PDFName.of('DecodeParms'));
          dict.set(PDFName.of('Filter'), PDFName.of('DCTDecode'));
          doc.context.assign(ref, PDFRawStream.of(dict, data));
        })
        // An image sharp cannot read stays as it is; pdf.js decodes it the slow way.
        .catch(() => {}),
    );
  }
  if (jobs.length === 0) return new Uint8Array(bytes); // a plain copy: pdf.js refuses Buffers
  await Promise.all(jobs);
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
};

/**
 * A Flate image written with PNG predictors (as a PNG's IDAT data passes into the PDF, see
 * pdf/png-passthrough) is a PNG again once its header is put back: libvips then decodes it
 * natively instead of pdf.js inflating and unfiltering it in JavaScript. Other Flate images: none.
 */
function pngOf(d: PDFDict, w: number, h: number, colors: number, data: Uint8Array): Buffer | undefined {
  const parms = d.lookup(PDFName.of('DecodeParms'));
  if (!(parms instanceof PDFDict)) return undefined;
  const num = (k: string) => (parms.lookup(PDFName.of(k)) as PDFNumber | undefined)?.asNumber();
  const bits = (d.lookup(PDFName.of('BitsPerComponent')) as PDFNumber | undefined)?.asNumber();
  if ((num('Predictor') ?? 1) < 10 || (num('Colors') ?? 1) !== colors || bits !== 8) return undefined;
  if ((num('Columns') ?? 1) !== w || (num('BitsPerComponent') ?? 8) !== 8) return undefined;
  if (d.has(PDFName.of('Mask')) || d.has(PDFName.of('SMask')) || d.has(PDFName.of('Decode')))
    return undefined;
  const ihdr = Buffer.concat([u32(w), u32(h), Buffer.from([8, colors === 3 ? 2 : 0, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from(data.buffer, data.byteOffset, data.byteLength)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** References of the XObjects named in the resources of the given pages (0-based). */
function imagesOn(doc: PDFDocument, pages: number[]): Set<string> {
  const all = doc.getPages();
  const refs = new Set<string>();
  for (const i of pages) {
    const xo = all[i]?.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, v] of xo?.entries() ?? []) if (v instanceof PDFRef) refs.add(v.toString());
  }
  return refs;
}
