import { MIN_FONT_PT, MIN_IMAGE_DPI } from '@bookloom/core';
import type { Rect } from '../pdf/page-geometry';
import type { PdfPageFacts } from './read-pdf';
import type { Finding } from './types';

const TOL = 1;
/** A point (PDF coordinates) inside a top-left-origin rect of a page `h` points high. */
export const insideRect = (x: number, y: number, r: Rect, h: number) =>
  x >= r.x - TOL && x <= r.x + r.w + TOL && h - y >= r.y - TOL && h - y <= r.y + r.h + TOL;

/** Image DPI, colour space and text size checks shared by interior and cover. */
export function checkImagesAndText(
  p: PdfPageFacts,
  page: number,
  findings: Finding[],
  dpis: number[],
  sizes: number[],
) {
  for (const d of p.scan.images) {
    const x = p.xobjects.get(d.name);
    if (!x || d.width <= 0 || d.height <= 0) continue;
    const dpi = Math.min(x.width / (d.width / 72), x.height / (d.height / 72));
    dpis.push(dpi);
    if (dpi < MIN_IMAGE_DPI - 1)
      findings.push({
        severity: 'error',
        code: 'image-dpi',
        page,
        message: `Image ${x.width}×${x.height} px placed at ${dpi.toFixed(0)} DPI (KDP needs ${MIN_IMAGE_DPI})`,
      });
    if (x.colorSpace.includes('CMYK'))
      findings.push({
        severity: 'warning',
        code: 'image-cmyk',
        page,
        message: 'CMYK image; KDP expects RGB images',
      });
  }
  for (const t of p.scan.texts) {
    sizes.push(t.size);
    if (t.size < MIN_FONT_PT - 0.01)
      findings.push({
        severity: 'error',
        code: 'text-too-small',
        page,
        message: `Text at ${t.size.toFixed(1)} pt (minimum ${MIN_FONT_PT} pt)`,
      });
  }
}
