import type { PreparedImage } from '../images/prepare-image';
import type { Rect } from './page-geometry';

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
  doc.image(img.data, x, y, { width: w, height: h });
  doc.restore();
}
