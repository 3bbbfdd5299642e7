import { BLEED, gutterMargin, outsideMargin, type TrimSize, trimDimensions } from '@bookloom/core';

/** PDF points per inch. */
export const PT = 72;

export type Rect = { x: number; y: number; w: number; h: number };

/** One interior page, in points, top-left origin (pdfkit's drawing coordinates). */
export type PageFrame = {
  width: number;
  height: number;
  /** The trimmed page inside the media box. */
  trim: Rect;
  /** Inside every KDP margin: text and framed art stay here. */
  safe: Rect;
  /** Right-hand page (odd page number): gutter on the left, bleed on the right. */
  recto: boolean;
};

/**
 * KDP interior page geometry. With bleed the page grows by 0.125 in on the outer edge only
 * (right on recto, left on verso) and 0.125 in at top and bottom; the gutter edge never bleeds.
 * Margins are measured from the trim edge, so they hold whether or not the page bleeds.
 */
export function pageFrame(trim: TrimSize, bleed: boolean, pageNumber: number, pageCount: number): PageFrame {
  const { width: tw, height: th } = trimDimensions(trim);
  const recto = pageNumber % 2 === 1;
  const b = bleed ? BLEED * PT : 0;
  const trimRect: Rect = { x: recto ? 0 : b, y: b, w: tw * PT, h: th * PT };
  const gutter = gutterMargin(pageCount) * PT;
  const outside = outsideMargin(bleed) * PT;
  const safe: Rect = {
    x: trimRect.x + (recto ? gutter : outside),
    y: trimRect.y + outside,
    w: trimRect.w - gutter - outside,
    h: trimRect.h - 2 * outside,
  };
  return { width: trimRect.w + b, height: trimRect.h + 2 * b, trim: trimRect, safe, recto };
}

/** The PDF box array [llx lly urx ury] (bottom-left origin) of a top-left-origin rect. */
export const pdfBox = (r: Rect, pageHeight: number): number[] => [
  r.x,
  pageHeight - r.y - r.h,
  r.x + r.w,
  pageHeight - r.y,
];
