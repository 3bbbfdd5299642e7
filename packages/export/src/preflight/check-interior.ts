import { BLEED, MAX_PAGES_PAPERBACK, MIN_PAGES_PAPERBACK, trimDimensions } from '@bookloom/core';
import { pageFrame } from '../pdf/page-geometry';
import { checkImagesAndText, insideRect } from './check-page-content';
import type { CheckContext, CheckStats } from './types';

const TOL = 0.5;
const near = (a: number[] | undefined, b: number[]) =>
  !!a && a.length === 4 && a.every((v, i) => Math.abs(v - b[i]) <= TOL);
const fmt = (a: number[]) => `[${a.map((v) => +v.toFixed(2)).join(' ')}]`;

/** Interior rules: page count, exact boxes with bleed on the outer edge, margins, DPI, blanks. */
export function checkInterior({ facts, findings, trim, bleed }: CheckContext): CheckStats {
  const n = facts.pages.length;
  if (n < MIN_PAGES_PAPERBACK)
    findings.push({
      severity: 'error',
      code: 'page-count-min',
      message: `${n} pages; a paperback needs at least ${MIN_PAGES_PAPERBACK}`,
    });
  if (n > MAX_PAGES_PAPERBACK)
    findings.push({
      severity: 'error',
      code: 'page-count-max',
      message: `${n} pages; the maximum is ${MAX_PAGES_PAPERBACK}`,
    });
  if (n % 2 === 1)
    findings.push({
      severity: 'error',
      code: 'page-count-odd',
      message: `${n} pages; the count must be even`,
    });
  const dpis: number[] = [];
  const sizes: number[] = [];
  const blank: number[] = [];
  const hasBleed = bleed ?? (trim ? guessBleed(facts.pages[0]?.media, trim) : false);
  facts.pages.forEach((p, i) => {
    const page = i + 1;
    checkImagesAndText(p, page, findings, dpis, sizes);
    if (p.scan.images.length === 0 && p.scan.texts.length === 0) blank.push(page);
    if (!trim) return;
    const f = pageFrame(trim, hasBleed, page, n);
    const media = [0, 0, f.width, f.height];
    if (!near(p.media, media))
      findings.push({
        severity: 'error',
        code: 'page-size',
        page,
        message: `MediaBox ${fmt(p.media)} should be ${fmt(media)} (${trim}${hasBleed ? ' with bleed' : ''})`,
      });
    const trimBox = [f.trim.x, f.height - f.trim.y - f.trim.h, f.trim.x + f.trim.w, f.height - f.trim.y];
    if (hasBleed && !near(p.trim, trimBox))
      findings.push({
        severity: 'error',
        code: 'trim-box',
        page,
        message: `TrimBox ${p.trim ? fmt(p.trim) : 'missing'} should be ${fmt(trimBox)} (bleed on the outer edge)`,
      });
    if (hasBleed && !near(p.bleed, media))
      findings.push({
        severity: 'error',
        code: 'bleed-box',
        page,
        message: `BleedBox ${p.bleed ? fmt(p.bleed) : 'missing'} should equal the MediaBox`,
      });
    const outside = p.scan.texts.filter((t) => !insideRect(t.x, t.y, f.safe, f.height));
    if (outside.length)
      findings.push({
        severity: 'error',
        code: 'text-in-margin',
        page,
        message: `${outside.length} line(s) of text start inside the margins`,
      });
  });
  // Blank runs: KDP rejects more than two blank pages in a row, except at the end of the book.
  let run: number[] = [];
  for (const b of [...blank, Number.POSITIVE_INFINITY]) {
    if (run.length && b !== run[run.length - 1] + 1) {
      if (run.length > 2 && run[run.length - 1] !== n)
        findings.push({
          severity: 'error',
          code: 'blank-run',
          page: run[0],
          message: `${run.length} blank pages in a row (pages ${run[0]}–${run[run.length - 1]})`,
        });
      run = [];
    }
    run.push(b);
  }
  return {
    images: dpis.length,
    minImageDpi: dpis.length ? Math.min(...dpis) : null,
    minFontPt: sizes.length ? Math.min(...sizes) : null,
    blankPages: blank,
  };
}

function guessBleed(media: number[] | undefined, trim: NonNullable<CheckContext['trim']>) {
  if (!media) return false;
  return Math.abs(media[2] - media[0] - (trimDimensions(trim).width + BLEED) * 72) <= TOL;
}
