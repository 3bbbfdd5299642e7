import type PDFDocument from 'pdfkit';
import { FONTS } from '../text/fonts';
import type { Rect } from './page-geometry';
import type { TextBlock } from './plan-interior';

export const INK = '#2b2522';

export const blockHeight = (doc: PDFKit.PDFDocument, b: TextBlock, width: number) =>
  doc.font(FONTS[b.font]).fontSize(b.size).heightOfString(b.text, { width, lineGap: b.lineGap });

/**
 * Draws a fitted block inside `r`, vertically placed by `valign`. The height limit stops pdfkit
 * from ever adding a page on its own; the plan already made sure the text fits.
 */
export function drawBlock(
  doc: InstanceType<typeof PDFDocument>,
  b: TextBlock,
  r: Rect,
  valign: 'top' | 'middle' | 'bottom' = 'top',
) {
  const h = Math.min(blockHeight(doc, b, r.w), r.h);
  const y = valign === 'top' ? r.y : valign === 'middle' ? r.y + (r.h - h) / 2 : r.y + r.h - h;
  doc
    .font(FONTS[b.font])
    .fontSize(b.size)
    .fillColor(INK)
    .text(b.text, r.x, y, { width: r.w, height: r.h - (y - r.y) + 1, lineGap: b.lineGap, align: b.align });
}
