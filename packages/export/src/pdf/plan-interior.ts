import { type BookPage, gutterMargin, MIN_PAGES_PAPERBACK, type PageLayout } from '@bookloom/core';
import type { ResolvedBook } from '../options';
import { type FittedText, fitText, type TextMeasurer, type TextStyle } from '../text/fit-text';
import { FONTS, type FontName } from '../text/fonts';
import { sanitizeText, type TextWarnings } from '../text/sanitize-text';
import { PT, pageFrame, type Rect } from './page-geometry';
import { pageRegions, type Regions } from './page-regions';

export type TextBlock = FittedText & { font: FontName; align: 'center' | 'left'; lineGap: number };
export type PlannedPage =
  | { kind: 'title' }
  | { kind: 'copyright' }
  | {
      kind: 'story';
      source: number;
      layout: PageLayout;
      regions: Regions;
      heading?: TextBlock;
      text?: TextBlock;
      image?: string;
    }
  | { kind: 'continued'; source: number; regions: Regions; text: TextBlock }
  | { kind: 'draw'; prompt: number }
  /** The empty back of a coloring page, so markers that bleed through spoil nothing. */
  | { kind: 'blank' };

export type InteriorPlan = { pages: PlannedPage[]; gutterPages: number; warnings: string[] };

const lineGap = (size: number) => size * 0.35;
export const MIN_BODY_PT = 11;

function bodyStyle(trimWidthIn: number, layout: PageLayout): TextStyle {
  const base = trimWidthIn >= 8 ? 20 : trimWidthIn >= 6.9 ? 18 : 15;
  const max = layout === 'text-only' ? base + 4 : layout === 'coloring' ? Math.min(base, 16) : base;
  return { font: 'body', max, min: MIN_BODY_PT, lineGap };
}
const HEADING: TextStyle = { font: 'display', max: 26, min: 14, lineGap: (s) => s * 0.15 };

/**
 * Decides every interior page before anything is drawn: front matter, one page per story page,
 * continuation pages for text that does not fit at the minimum size, then padding to KDP's
 * minimum and an even count. Margins depend on the final count, so we re-plan if it changes band.
 */
export function planInterior(book: ResolvedBook, m: TextMeasurer, tw: TextWarnings): InteriorPlan {
  let gutterPages = book.doc.pages.length + 2;
  for (let i = 0; ; i++) {
    const plan = planOnce(book, m, tw, gutterPages);
    const count = plan.pages.length;
    if (gutterMargin(count) === gutterMargin(gutterPages) || i === 3) return plan;
    gutterPages = count;
  }
}

function planOnce(book: ResolvedBook, m: TextMeasurer, tw: TextWarnings, gutterPages: number): InteriorPlan {
  const frame = pageFrame(book.trim, book.bleed, 1, gutterPages);
  const s: Rect = { x: 0, y: 0, w: frame.safe.w, h: frame.safe.h };
  const pages: PlannedPage[] = [{ kind: 'title' }, { kind: 'copyright' }];
  const warnings: string[] = [];
  const trimW = frame.trim.w / PT;
  // Comic art draws its own panel borders and bubbles, which must stay inside the safe area on
  // both sides of the spread, so comics never bleed; other image-full art bleeds when the book does.
  const fullBleed = book.bleed && book.doc.type !== 'comic-books';
  book.doc.pages.forEach((p, source) => {
    // Coloring pages on the right-hand page (odd page number) with a blank back.
    const alone = book.blankBacks && p.layout === 'coloring';
    if (alone && pages.length % 2 === 1) pages.push({ kind: 'blank' });
    const {
      heading,
      regions,
      block,
      rest: firstRest,
      hasImage,
      style,
    } = planStoryPage(p, m, tw, s, trimW, fullBleed);
    let rest = firstRest;
    if (heading?.rest) warnings.push(`Page ${source + 1}: heading too long, shortened.`);
    pages.push({
      kind: 'story',
      source,
      layout: p.layout,
      regions,
      heading: heading
        ? { ...heading, font: 'display', align: 'center', lineGap: HEADING.lineGap(heading.size) }
        : undefined,
      text: block,
      image: hasImage ? p.image : undefined,
    });
    if (rest)
      warnings.push(
        `Page ${source + 1}: text too long for one page at ${MIN_BODY_PT} pt; continued on the next page(s).`,
      );
    while (rest) {
      const fitted = fitText(m, rest, s.w, s.h, { ...style, max: MIN_BODY_PT });
      pages.push({
        kind: 'continued',
        source,
        regions: { text: s },
        text: { ...fitted, font: 'body', align: 'left', lineGap: lineGap(fitted.size) },
      });
      rest = fitted.rest;
    }
    if (alone) pages.push({ kind: 'blank' });
  });
  // Padding: "draw your own picture" pages rather than blanks, so a child gets something to do.
  let prompt = 0;
  while (pages.length < MIN_PAGES_PAPERBACK || pages.length % 2 === 1)
    pages.push({ kind: 'draw', prompt: prompt++ });
  return { pages, gutterPages, warnings };
}

/**
 * One story page's regions and fitted text, as the PDF prints it: `rest` is the text that does not fit on the
 * page at the minimum size (continued on extra pages), `heading.rest` a heading that had to be shortened.
 * The editor's overflow flag (`pageOverflow`) uses this same function.
 */
export function planStoryPage(
  p: BookPage,
  m: TextMeasurer,
  tw: TextWarnings,
  s: Rect,
  trimW: number,
  fullBleed: boolean,
) {
  const text = p.text?.trim() ? tw.add(sanitizeText(p.text, 'body')) : '';
  const headingText = p.heading?.trim() ? tw.add(sanitizeText(p.heading, 'display')) : '';
  const heading = headingText ? fitText(m, headingText, s.w, 1.4 * PT, HEADING) : undefined;
  const headingH = heading
    ? m
        .font(FONTS.display)
        .fontSize(heading.size)
        .heightOfString(heading.text, { width: s.w, lineGap: HEADING.lineGap(heading.size) })
    : 0;
  const hasImage = Boolean(p.image) && p.layout !== 'text-only';
  const regions = pageRegions(
    p.layout,
    s,
    { text: Boolean(text), heading: Boolean(heading), image: hasImage },
    headingH,
    fullBleed,
  );
  const style = bodyStyle(trimW, p.layout);
  let block: TextBlock | undefined;
  let rest = '';
  if (text && regions.text) {
    const fitted = fitText(m, text, regions.text.w, regions.text.h, style);
    const align = text.length <= 280 ? 'center' : 'left';
    block = { ...fitted, font: 'body' as const, align, lineGap: lineGap(fitted.size) } as TextBlock;
    rest = fitted.rest;
  }
  return { heading, regions, block, rest, hasImage, style };
}
