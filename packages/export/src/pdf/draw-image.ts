import type { PreparedImage } from '../images/prepare-image';
import type { Rect } from './page-geometry';
import { type PassthroughPng, parsePassthroughPng, passthroughPng } from './png-passthrough';

/** Per document: each PNG's image object (embedded once however often it is drawn) and a label counter. */
const pngs = new WeakMap<
  PDFKit.PDFDocument,
  { n: number; byData: Map<Buffer, PassthroughPng>; jpegs: Map<Buffer, unknown> }
>();

type Opener = { openImage(src: Buffer): unknown };

/** PNG bytes as a pass-through image object (fast), or the bytes themselves for pdfkit to read. */
function source(doc: PDFKit.PDFDocument, img: PreparedImage): Buffer | PassthroughPng {
  const mine = pngs.get(doc) ?? { n: 0, byData: new Map<Buffer, PassthroughPng>(), jpegs: new Map() };
  pngs.set(doc, mine);
  if (img.format !== 'png') {
    // pdfkit embeds bytes anew on every call; its opened image object is embedded once.
    // (pdfkit's typings do not name openImage.)
    const opened = mine.jpegs.get(img.data) ?? (doc as unknown as Opener).openImage(img.data);
    mine.jpegs.set(img.data, opened);
    return opened as unknown as Buffer;
  }
  let out = mine.byData.get(img.data);
  if (!out) {
    const parsed = parsePassthroughPng(img.data);
    if (!parsed) return img.data;
    out = passthroughPng(parsed, `BP${++mine.n}`);
    mine.byData.set(img.data, out);
  }
  return out;
}

/** Places art in a rect: `contain` centres it whole, `cover` fills and clips (bleed art). */
export function drawImage(
  doc: PDFKit.PDFDocument,
  img: PreparedImage,
  r: Rect,
  fit: 'contain' | 'cover',
  rounded = false,
) {
  const scale =
    fit === 'cover'
      ? Math.max(r.w / img.width, r.h / img.height)
      : Math.min(r.w / img.width, r.h / img.height);
  const w = img.width * scale;
  const h = img.height * scale;
  const x = r.x + (r.w - w) / 2;
  const y = r.y + (r.h - h) / 2;
  doc.save();
  if (fit === 'cover') doc.rect(r.x, r.y, r.w, r.h).clip();
  else if (rounded) doc.roundedRect(x, y, w, h, 10).clip();
  // pdfkit's typings only name paths and bytes; it takes an image object as well (see png-passthrough).
  doc.image(source(doc, img) as Buffer, x, y, { width: w, height: h });
  doc.restore();
}
