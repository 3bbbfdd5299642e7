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
 * JavaScript). Before rendering, each large baseline JPEG is replaced, in a copy of the file
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
    const dct =
      name(filter) === '/DCTDecode' ||
      (filter instanceof PDFArray && filter.size() === 1 && name(filter.get(0)) === '/DCTDecode');
    const w = (d.lookup(PDFName.of('Width')) as PDFNumber | undefined)?.asNumber() ?? 0;
    const h = (d.lookup(PDFName.of('Height')) as PDFNumber | undefined)?.asNumber() ?? 0;
    const space = name(d.get(PDFName.of('ColorSpace')));
    if (!dct || w * h < BIG || (space !== '/DeviceRGB' && space !== '/DeviceGray')) continue;
    jobs.push(
      sharp(Buffer.from(obj.contents), { failOn: 'none' })
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
