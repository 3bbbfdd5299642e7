import { SPINE_TEXT_MIN_PAGES } from '@bookloom/core';
import { coverGeometry } from '../cover/cover-geometry';
import { checkImagesAndText, insideRect } from './check-page-content';
import type { CheckContext, CheckStats } from './types';

const TOL = 0.5;

/** Cover wrap rules: size from the spine formula, text in safe zones, spine text from 80 pages, barcode area clear. */
export function checkCover({ facts, findings, trim, paper, pageCount }: CheckContext): CheckStats {
  const dpis: number[] = [];
  const sizes: number[] = [];
  if (facts.pages.length !== 1)
    findings.push({
      severity: 'error',
      code: 'cover-pages',
      message: `A cover wrap is one page; this PDF has ${facts.pages.length}`,
    });
  const p = facts.pages[0];
  if (p) checkImagesAndText(p, 1, findings, dpis, sizes);
  if (p && trim && paper && pageCount) {
    const g = coverGeometry(trim, pageCount, paper);
    const w = p.media[2] - p.media[0];
    const h = p.media[3] - p.media[1];
    if (Math.abs(w - g.width) > TOL || Math.abs(h - g.height) > TOL)
      findings.push({
        severity: 'error',
        code: 'cover-size',
        message: `Cover is ${(w / 72).toFixed(4)} × ${(h / 72).toFixed(4)} in; ${pageCount} pages on ${paper} need ${(g.width / 72).toFixed(4)} × ${(g.height / 72).toFixed(4)} in (spine ${(g.spineWidth / 72).toFixed(4)} in)`,
      });
    for (const t of p.scan.texts) {
      if (insideRect(t.x, t.y, g.barcode, g.height))
        findings.push({
          severity: 'error',
          code: 'barcode-area',
          message: 'Text inside the barcode area on the back cover',
        });
      else if (insideRect(t.x, t.y, g.spine, g.height)) {
        if (pageCount < SPINE_TEXT_MIN_PAGES)
          findings.push({
            severity: 'error',
            code: 'spine-text',
            message: `Spine text on a ${pageCount}-page book (KDP allows it from ${SPINE_TEXT_MIN_PAGES} pages)`,
          });
      } else if (!insideRect(t.x, t.y, g.frontSafe, g.height) && !insideRect(t.x, t.y, g.backSafe, g.height))
        findings.push({
          severity: 'error',
          code: 'cover-text-outside-safe',
          message: 'Cover text closer than 0.25 in to the trim',
        });
    }
  } else
    findings.push({
      severity: 'warning',
      code: 'cover-unchecked',
      message: 'Trim, paper or page count unknown: cover size not checked',
    });
  return {
    images: dpis.length,
    minImageDpi: dpis.length ? Math.min(...dpis) : null,
    minFontPt: sizes.length ? Math.min(...sizes) : null,
    blankPages: [],
  };
}
