import type { BookDocument, PageLayout } from '@bookloom/core';
import type { ArtKind } from './epub-images';
import { EPUB_STRINGS } from './epub-strings';
import { flowText, type TextChunk } from './flow-text';
import { frenchSpacing } from './french-spacing';
import { type Box, type EpubPage, pageRegions } from './page-geometry';
import { wrapLines } from './text-measure';
import { cleanText, oneLine } from './xml-text';

export type TextPlacement = {
  chunk: TextChunk;
  box: Box;
  anchor: 'top' | 'middle' | 'bottom';
  panel: boolean;
};
export type PagePlan = {
  file: string;
  label: string;
  /** 1-based number of the book page this XHTML page shows (continuations share it). */
  bookPage: number;
  layout: PageLayout;
  heading?: { text: string; size: number; box: Box; panel: boolean };
  image?: { ref: string; kind: ArtKind; region: Box & { fit: 'contain' | 'cover' } };
  text?: TextPlacement;
};

const HEADING = { max: 60, min: 32, lineHeight: 1.2, maxLines: 2 };

/** Largest heading size that keeps it to two lines (long headings take more lines at the minimum). */
function fitHeading(text: string, width: number) {
  for (let size = HEADING.max; ; size = Math.max(HEADING.min, size - 4)) {
    const lines = wrapLines(text, 'display', size, width * 0.95).length;
    if (lines <= HEADING.maxLines || size === HEADING.min)
      return { size, h: Math.ceil(lines * size * HEADING.lineHeight) };
  }
}

const pad3 = (n: number) => String(n).padStart(3, '0');

/**
 * Turns book pages into XHTML pages: regions per layout, fitted heading and text, and
 * continuation pages for text that does not fit even at the smallest size.
 */
export function planPages(doc: BookDocument, page: EpubPage): PagePlan[] {
  const t = EPUB_STRINGS[doc.language];
  return doc.pages.flatMap((bp, i): PagePlan[] => {
    const n = i + 1;
    const fr = doc.language === 'fr';
    const heading = oneLine(fr ? frenchSpacing(bp.heading ?? '', false) : (bp.heading ?? ''));
    const text = cleanText(fr ? frenchSpacing(bp.text ?? '', true) : (bp.text ?? '')).trim();
    const h = heading ? fitHeading(heading, page.safe.w) : undefined;
    const has = { text: !!text, heading: !!heading, image: !!bp.image };
    const r = pageRegions(bp.layout, page, has, h?.h ?? 0);
    const kind: ArtKind = bp.layout === 'coloring' || bp.layout === 'activity' ? 'line' : 'painted';
    const anchor = r.panel ? 'bottom' : bp.layout === 'text-only' || !r.image ? 'middle' : 'top';
    const chunks = r.text ? flowText(text, r.text, page.safe) : [];
    const first: PagePlan = {
      file: `page-${pad3(n)}.xhtml`,
      label: heading || t.page(n),
      bookPage: n,
      layout: bp.layout,
      heading: h && r.heading ? { text: heading, size: h.size, box: r.heading, panel: !!r.panel } : undefined,
      image: bp.image && r.image ? { ref: bp.image, kind, region: r.image } : undefined,
      text: r.text && chunks[0] ? { chunk: chunks[0], box: r.text, anchor, panel: !!r.panel } : undefined,
    };
    const rest = chunks.slice(1).map(
      (chunk, k): PagePlan => ({
        file: `page-${pad3(n)}-${k + 2}.xhtml`,
        label: t.pageContinued(n),
        bookPage: n,
        layout: 'text-only',
        text: { chunk, box: page.safe, anchor: 'top', panel: false },
      }),
    );
    return [first, ...rest];
  });
}
