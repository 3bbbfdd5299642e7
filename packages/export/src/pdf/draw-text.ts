import type PDFDocument from 'pdfkit';
import { textHeight, typeset } from '../text/typeset';
import type { Rect } from './page-geometry';
import type { TextBlock } from './plan-interior';

export const INK = '#2b2522';

export const blockHeight = (doc: PDFKit.PDFDocument, b: TextBlock, width: number) =>
  textHeight(doc, b.text, b.font, b.size, { width, lineGap: b.lineGap });

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
  doc.fillColor(INK);
  typeset(doc, b.text, b.font, b.size, r.x, y, {
    width: r.w,
    height: r.h - (y - r.y) + 1,
    lineGap: b.lineGap,
    align: b.align,
  });
}
