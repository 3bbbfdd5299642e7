import type { ResolvedBook } from '../options';
import { INK } from '../pdf/draw-text';
import { PT } from '../pdf/page-geometry';
import { fitText } from '../text/fit-text';
import { sanitizeText, type TextWarnings } from '../text/sanitize-text';
import { lineWidth, textHeight, typeset } from '../text/typeset';
import type { CoverGeometry } from './cover-geometry';

const PANEL = '#fffaf3';

/**
 * Title block and the author at the foot of the front safe zone, each on a light panel. Over art
 * the title sits at the top (the picture keeps the middle); on a plain cover it is centred higher.
 */
export function drawFrontText(
  doc: PDFKit.PDFDocument,
  g: CoverGeometry,
  book: ResolvedBook,
  tw: TextWarnings,
  overArt: boolean,
) {
  const safe = g.frontSafe;
  const s = overArt ? safe : { ...safe, y: safe.y + safe.h * 0.22, h: safe.h * 0.78 };
  const pad = 0.15 * PT;
  const inner = s.w - 2 * pad;
  const title = fitText(doc, tw.add(sanitizeText(book.doc.title, 'display')), inner, s.h * 0.3, {
    font: 'display',
    max: 54,
    min: 20,
    lineGap: (z) => z * 0.05,
  });
  const sub = book.doc.subtitle?.trim() ? tw.add(sanitizeText(book.doc.subtitle, 'body')) : '';
  const titleOpts = { width: inner, align: 'center' as const, lineGap: title.size * 0.05 };
  const th = textHeight(doc, title.text, 'display', title.size, titleOpts);
  const sh = sub ? textHeight(doc, sub, 'body', 16, { width: inner, align: 'center' }) + 6 : 0;
  panel(doc, s.x, s.y, s.w, th + sh + 2 * pad);
  doc.fillColor(INK);
  typeset(doc, title.text, 'display', title.size, s.x + pad, s.y + pad, { ...titleOpts, height: th + 2 });
  if (sub)
    typeset(doc, sub, 'body', 16, s.x + pad, s.y + pad + th + 6, {
      width: inner,
      align: 'center',
      height: sh,
    });
  const author = tw.add(sanitizeText(book.doc.author, 'bodyBold'));
  const ah = textHeight(doc, author, 'bodyBold', 18, { width: inner, align: 'center' });
  panel(doc, s.x + s.w * 0.15, safe.y + safe.h - ah - 2 * pad, s.w * 0.7, ah + 2 * pad);
  doc.fillColor(INK);
  typeset(doc, author, 'bodyBold', 18, s.x + pad, safe.y + safe.h - ah - pad, {
    width: inner,
    align: 'center',
    height: ah + 2,
  });
}

/** Blurb in the back safe zone, above the barcode area, which stays clear (white) for KDP's barcode. */
export function drawBackCover(
  doc: PDFKit.PDFDocument,
  g: CoverGeometry,
  book: ResolvedBook,
  tw: TextWarnings,
) {
  const s = g.backSafe;
  const blurb = book.doc.cover.backText?.trim() || book.doc.description?.trim();
  if (blurb) {
    const h = g.barcode.y - s.y - 0.3 * PT;
    const t = fitText(doc, tw.add(sanitizeText(blurb, 'body')), s.w * 0.9, h, {
      font: 'body',
      max: 16,
      min: 9,
      lineGap: (z) => z * 0.3,
    });
    doc.fillColor(INK);
    typeset(doc, t.text, 'body', t.size, s.x + s.w * 0.05, s.y + 0.3 * PT, {
      width: s.w * 0.9,
      height: h,
      lineGap: t.size * 0.3,
      align: 'left',
    });
  }
  doc.rect(g.barcode.x, g.barcode.y, g.barcode.w, g.barcode.h).fill('#ffffff');
}

/** Title · author down the spine (top to bottom, as KDP reads spines); false if it cannot fit. */
export function drawSpineText(
  doc: PDFKit.PDFDocument,
  g: CoverGeometry,
  book: ResolvedBook,
  tw: TextWarnings,
): boolean {
  const s = g.spineSafe;
  const text = `${tw.add(sanitizeText(book.doc.title, 'display'))}  ·  ${tw.add(sanitizeText(book.doc.author, 'display'))}`;
  let size = Math.min(16, s.w * 0.75);
  size = Math.min(size, (size * s.h) / lineWidth(doc, text, 'display', size));
  if (size < 7) return false;
  const w = lineWidth(doc, text, 'display', size);
  const cx = s.x + s.w / 2;
  doc.save();
  doc.rotate(90, { origin: [cx, s.y] });
  // After rotating, x runs down the spine and y runs across it (towards the back cover).
  doc.fillColor(INK);
  typeset(doc, text, 'display', size, cx + (s.h - w) / 2, s.y - size * 0.62, {
    width: w + 1,
    lineBreak: false,
  });
  doc.restore();
  return true;
}

/** Opaque: print files carry no transparency groups (the preflight checks). */
function panel(doc: PDFKit.PDFDocument, x: number, y: number, w: number, h: number) {
  doc.save().fillColor(PANEL).roundedRect(x, y, w, h, 14).fill().restore();
}
