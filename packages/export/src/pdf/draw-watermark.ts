import { FONTS } from '../text/fonts';
import type { Rect } from './page-geometry';

/**
 * Diagonal proof watermark, kept inside the safe area (so even proofs pass the margin checks):
 * sized to 80% of the safe area's diagonal and rotated about its centre.
 */
export function drawWatermark(doc: PDFKit.PDFDocument, text: string, s: Rect) {
  const diag = Math.hypot(s.w, s.h);
  doc.font(FONTS.display).fontSize(1);
  const size = Math.min(96, (diag * 0.8) / Math.max(doc.widthOfString(text), 0.01));
  const angle = (Math.atan2(s.h, s.w) * 180) / Math.PI;
  const cx = s.x + s.w / 2;
  const cy = s.y + s.h / 2;
  doc.save();
  doc.rotate(-angle, { origin: [cx, cy] });
  doc.font(FONTS.display).fontSize(size).fillOpacity(0.18).fillColor('#6b625c');
  const w = doc.widthOfString(text);
  doc.text(text, cx - w / 2, cy - size * 0.6, { lineBreak: false });
  doc.restore();
}
