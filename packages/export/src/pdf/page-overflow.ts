import { type BookPage, TRIM_SIZES, type TrimSize } from '@bookloom/core';
import { TextWarnings } from '../text/sanitize-text';
import { textHeight } from '../text/typeset';
import { createPdf } from './create-pdf';
import { PT, pageFrame, type Rect } from './page-geometry';
import { pageRegions } from './page-regions';
import { MIN_BODY_PT, planStoryPage } from './plan-interior';

export type OverflowBook = { trim: string; bleed: boolean; type?: string; pageCount: number };
/** text: the body does not fit on its page at the minimum size (the PDF continues it on extra pages);
 * heading: the heading had to be shortened. */
export type PageOverflow = { text: boolean; heading: boolean };

// One measuring document for the process: pdfkit caches the loaded fonts on it, so a measure costs
// only the text layout. Nothing is ever drawn on it.
let measurer: PDFKit.PDFDocument | undefined;
const measuringDoc = () => {
  measurer ??= createPdf({
    title: '',
    author: '',
    kind: 'interior',
    trim: '6x9',
    bleed: false,
    paper: 'white',
    pages: 0,
  }).doc;
  return measurer;
};

/**
 * Whether a story page's text is over its capacity, measured exactly as the interior PDF plans it (same
 * regions, fonts, sizes and fitting). The book editor shows it on the page before export.
 */
export function pageOverflow(page: BookPage, book: OverflowBook): PageOverflow {
  const trim = ((TRIM_SIZES as readonly string[]).includes(book.trim) ? book.trim : '6x9') as TrimSize;
  // Front matter (title, copyright) comes before the story pages, as in planInterior's first pass.
  const frame = pageFrame(trim, book.bleed, 1, book.pageCount + 2);
  const s: Rect = { x: 0, y: 0, w: frame.safe.w, h: frame.safe.h };
  const fullBleed = book.bleed && book.type !== 'comic-books';
  const text = page.text?.trim() ?? '';
  // Cheap certainty first: more characters than the text region could hold even if every glyph were
  // 0.15 em wide at the minimum size. (pdfkit wraps a long unbroken word letter by letter, which costs
  // seconds for thousands of letters; such text is over capacity long before that.)
  const hasImage = Boolean(page.image) && page.layout !== 'text-only';
  const region = pageRegions(
    page.layout,
    s,
    { text: true, heading: false, image: hasImage },
    0,
    fullBleed,
  ).text;
  if (region) {
    const perLine = region.w / (0.15 * MIN_BODY_PT);
    const lines = region.h / (MIN_BODY_PT * 1.35);
    if (text.length > Math.ceil(perLine) * Math.ceil(lines)) return { text: true, heading: false };
  }
  const m = measuringDoc();
  const planned = planStoryPage(page, m, new TextWarnings(), s, frame.trim.w / PT, fullBleed);
  let textOver = Boolean(planned.rest);
  // fitText keeps at least the first word on the page; when that word alone is too big (one unbroken
  // run of letters), the PDF would overflow its box, so the editor must say so.
  const block = planned.block;
  if (!textOver && block && planned.regions.text && !/\s/.test(block.text))
    textOver =
      textHeight(m, block.text, 'body', block.size, {
        width: planned.regions.text.w,
        lineGap: block.lineGap,
      }) > planned.regions.text.h;
  return { text: textOver, heading: Boolean(planned.heading?.rest) };
}
