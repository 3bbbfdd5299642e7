import { BLEED, MAX_PAGES_PAPERBACK, MIN_PAGES_PAPERBACK, trimDimensions } from '@bookloom/core';
import { pageFrame } from '../pdf/page-geometry';
import { checkInk } from './check-ink';
import { checkImagesAndText, insideRect } from './check-page-content';
import type { Box, ContentScan } from './scan-content';
import type { CheckContext, CheckStats } from './types';

const TOL = 0.5;
const near = (a: number[] | undefined, b: number[]) =>
  !!a && a.length === 4 && a.every((v, i) => Math.abs(v - b[i]) <= TOL);
const fmt = (a: number[]) => `[${a.map((v) => +v.toFixed(2)).join(' ')}]`;

/** Interior rules: page count, exact boxes with bleed on the outer edge, margins, DPI, blanks. */
export function checkInterior({ facts, findings, trim, bleed, render }: CheckContext): CheckStats {
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
    const raster = render?.(i);
    if (raster) checkInk(raster, f, page, hasBleed, findings);
    const outside = p.scan.texts.filter((t) => !insideRect(t.x, t.y, f.safe, f.height));
    if (outside.length)
      findings.push({
        severity: 'error',
        code: 'text-in-margin',
        page,
        message: `${outside.length} line(s) of text start inside the margins`,
        fix: 'Move the text inside the safe area (the margins KDP requires from the trim and the fold).',
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

/**
 * Pages the ink check must render (0-based). A page is proved safe without rendering when every
 * path, text start and image it paints lies inside the safe area, except images placed as
 * intended full-bleed art: on a bleed PDF, an opaque, axis-aligned image whose visible rectangle
 * (after rectangular clips) covers the whole MediaBox, i.e. past the trim by the full bleed on the
 * three outer edges. No other ink can then reach the margin band, and art that stops short of the
 * bleed (or runs to the page edge without bleed) is still rendered and reported. Forms, shadings,
 * inline images and masked or rotated art are not bounded exactly, so their pages are rendered.
 * Text is judged by where each line starts (as `text-in-margin` does); our layout fits lines
 * inside the safe area.
 */
export function pagesToRender({ facts, trim, bleed }: Pick<CheckContext, 'facts' | 'trim' | 'bleed'>) {
  const n = facts.pages.length;
  const all = facts.pages.map((_, i) => i);
  if (!trim) return all;
  const hasBleed = bleed ?? guessBleed(facts.pages[0]?.media, trim);
  return all.filter((i) => {
    const p = facts.pages[i];
    const f = pageFrame(trim, hasBleed, i + 1, n);
    const inside = (b: Box) =>
      insideRect(b.x0, b.y0, f.safe, f.height) && insideRect(b.x1, b.y1, f.safe, f.height);
    const fullBleed = (a: ContentScan['art'][number]) =>
      hasBleed &&
      a.exact &&
      p.xobjects.get(a.name)?.alpha === false &&
      a.box.x0 <= TOL &&
      a.box.y0 <= TOL &&
      a.box.x1 >= f.width - TOL &&
      a.box.y1 >= f.height - TOL;
    const { paint } = p.scan;
    if (paint === 'all') return true;
    if (p.scan.images.some((im) => !p.xobjects.has(im.name))) return true;
    if (p.scan.texts.some((t) => !insideRect(t.x, t.y, f.safe, f.height))) return true;
    if (paint && !inside(paint)) return true;
    return p.scan.art.some((a) => !inside(a.box) && !fullBleed(a));
  });
}

function guessBleed(media: number[] | undefined, trim: NonNullable<CheckContext['trim']>) {
  if (!media) return false;
  return Math.abs(media[2] - media[0] - (trimDimensions(trim).width + BLEED) * 72) <= TOL;
}
