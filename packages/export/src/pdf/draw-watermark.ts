import { FONTS } from '../text/fonts';
import { sanitizeText } from '../text/sanitize-text';
import { lineWidth, typeset } from '../text/typeset';
import type { Rect } from './page-geometry';

/**
 * Diagonal proof watermark, kept inside the safe area (so even proofs pass the margin checks):
 * sized to 80% of the safe area's diagonal and rotated about its centre.
 */
export function drawWatermark(doc: PDFKit.PDFDocument, raw: string, s: Rect) {
  // Any text the user typed: one line, control characters gone, emoji and RTL through typeset.
  const text = sanitizeText(raw.replace(/\s+/g, ' '), 'display').text;
  const diag = Math.hypot(s.w, s.h);
  const size = Math.min(96, (diag * 0.8) / Math.max(lineWidth(doc, text, 'display', 1), 0.01));
  const angle = (Math.atan2(s.h, s.w) * 180) / Math.PI;
  const cx = s.x + s.w / 2;
  const cy = s.y + s.h / 2;
  doc.save();
  // A light opaque grey (what #6b625c at 18 % looks like on paper): no transparency in print files.
  doc.rotate(-angle, { origin: [cx, cy] });
  doc.font(FONTS.display).fontSize(size).fillColor('#e9e7e6');
  const w = lineWidth(doc, text, 'display', size);
  typeset(doc, text, 'display', size, cx - w / 2, cy - size * 0.6, { width: w, lineBreak: false });
  doc.restore();
}
