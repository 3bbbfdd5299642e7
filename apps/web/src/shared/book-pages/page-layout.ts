import {
  type BookPage,
  gutterMargin,
  outsideMargin,
  type PageLayout,
  TRIM_SIZES,
  type TrimSize,
  trimDimensions,
} from '@bookloom/core';

/**
 * The preview's copy of the PDF page plan (packages/export/src/pdf: page-geometry, page-regions,
 * plan-interior, draw-page), in points on the trimmed page, so a page on screen has the printed
 * page's margins, regions and type sizes. Text is measured with the fonts' metrics instead of
 * pdfkit, so a line may break differently; sizes and places are the same.
 */
export const PT = 72;
const GAP = 0.2 * PT;
const MIN_BODY_PT = 11;

/** Andika: ascent + descent = 1.61 em, plus pdfkit's lineGap of 0.35 × size (plan-interior). */
export const BODY_LINE = 1.96;
/** Fredoka SemiBold: 1.21 em, plus lineGap 0.15 × size. */
export const HEADING_LINE = 1.36;
/** Average advance per character (measured on running text), with a margin for word wrapping. */
const BODY_EM_PER_CHAR = 0.48;
const HEADING_EM_PER_CHAR = 0.48;

export type Rect = { x: number; y: number; w: number; h: number };
export type TextBox = Rect & { size: number; align: 'center' | 'left'; valign: 'top' | 'middle' | 'bottom' };
export type PagePlan = {
  width: number;
  height: number;
  heading?: Rect & { size: number };
  image?: Rect & { fit: 'contain' | 'cover'; rounded: boolean };
  text?: TextBox;
  /** image-full: the light panel behind the text. */
  panel?: Rect;
};

export const asTrim = (trim: string): TrimSize =>
  (TRIM_SIZES as readonly string[]).includes(trim) ? (trim as TrimSize) : '6x9';

/** Height of `text` set at `size` in a column `width` wide (both in points). */
export function textHeight(text: string, size: number, width: number, emPerChar: number, line: number) {
  const perLine = Math.max(1, Math.floor(width / (size * emPerChar)));
  const lines = text.split('\n').reduce((n, para) => n + Math.max(1, Math.ceil(para.length / perLine)), 0);
  return lines * size * line;
}

/** The largest size from `max` down to `min` (0.5 pt steps) at which the text fits the box. */
export function fitSize(
  text: string,
  w: number,
  h: number,
  max: number,
  min: number,
  em: number,
  line: number,
) {
  for (let s = max; s > min; s -= 0.5) if (textHeight(text, s, w, em, line) <= h) return s;
  return min;
}

function bodyMax(trimWidthIn: number, layout: PageLayout) {
  const base = trimWidthIn >= 8 ? 20 : trimWidthIn >= 6.9 ? 18 : 15;
  return layout === 'text-only' ? base + 4 : layout === 'coloring' ? Math.min(base, 16) : base;
}

/**
 * @param storyIndex 0-based index of the page in the document; the PDF puts a title and a
 *   copyright page first, so the first story page is page 3, a right-hand page.
 * @param imageAspect width / height of the picture once loaded (centres image-top groups).
 */
export function planPage(
  page: BookPage,
  trimValue: string,
  bleed: boolean,
  storyIndex: number,
  pageCount: number,
  imageAspect?: number,
): PagePlan {
  const { width: tw, height: th } = trimDimensions(asTrim(trimValue));
  const W = tw * PT;
  const H = th * PT;
  const recto = (storyIndex + 3) % 2 === 1;
  const gutter = gutterMargin(pageCount + 4) * PT;
  const outside = outsideMargin(bleed) * PT;
  const s: Rect = { x: recto ? gutter : outside, y: outside, w: W - gutter - outside, h: H - 2 * outside };
  const layout = page.layout ?? 'image-top';
  const text = page.text?.trim() ?? '';
  const headingText = page.heading?.trim() ?? '';
  const hasImage = Boolean(page.image) && layout !== 'text-only';
  const plan: PagePlan = { width: W, height: H };

  let top = 0;
  if (headingText) {
    const size = fitSize(headingText, s.w, 1.4 * PT, 26, 14, HEADING_EM_PER_CHAR, HEADING_LINE);
    const h = Math.min(1.4 * PT, textHeight(headingText, size, s.w, HEADING_EM_PER_CHAR, HEADING_LINE));
    plan.heading = { x: s.x, y: s.y, w: s.w, h, size };
    top = h + GAP;
  }
  const body: Rect = { x: s.x, y: s.y + top, w: s.w, h: s.h - top };
  const max = bodyMax(tw, layout);
  const textBox = (r: Rect, valign: TextBox['valign']): TextBox => ({
    ...r,
    size: fitSize(text, r.w, r.h, max, MIN_BODY_PT, BODY_EM_PER_CHAR, BODY_LINE),
    align: text.length <= 280 ? 'center' : 'left',
    valign,
  });

  if (layout === 'image-full') {
    if (hasImage) plan.image = { x: 0, y: 0, w: W, h: H, fit: 'cover', rounded: false };
    if (text) {
      const ph = s.h * 0.38;
      const pad = 0.15 * PT;
      const box = textBox(
        { x: s.x + pad, y: s.y + s.h - ph + pad, w: s.w - 2 * pad, h: ph - 2 * pad },
        'bottom',
      );
      plan.text = box;
      if (hasImage) {
        const h = Math.min(textHeight(text, box.size, box.w, BODY_EM_PER_CHAR, BODY_LINE), box.h);
        plan.panel = { x: box.x - pad, y: box.y + box.h - h - pad, w: box.w + 2 * pad, h: h + 2 * pad };
      }
    }
    return plan;
  }
  if (layout === 'text-only' || !hasImage) {
    if (text) plan.text = textBox(body, layout === 'text-only' ? 'middle' : 'top');
    return plan;
  }
  const rounded = layout === 'image-top';
  if (!text) {
    plan.image = { ...body, fit: 'contain', rounded };
    return plan;
  }
  const share = layout === 'coloring' ? 0.86 : layout === 'activity' ? 0.72 : 0.76;
  const ih = body.h * share;
  const tb = textBox({ x: body.x, y: body.y + ih + GAP, w: body.w, h: body.h - ih - GAP }, 'top');
  if (layout === 'image-top' && imageAspect) {
    // draw-page: picture and text as one group, centred in the space both regions share.
    const imgH = Math.min(ih, body.w / imageAspect);
    const textH = Math.min(textHeight(text, tb.size, tb.w, BODY_EM_PER_CHAR, BODY_LINE), tb.h);
    const y = body.y + (tb.y + tb.h - body.y - (imgH + GAP + textH)) / 2;
    plan.image = { x: body.x, y, w: body.w, h: imgH, fit: 'contain', rounded };
    plan.text = { ...tb, y: y + imgH + GAP, h: tb.y + tb.h - (y + imgH + GAP) };
    return plan;
  }
  plan.image = { x: body.x, y: body.y, w: body.w, h: ih, fit: 'contain', rounded };
  plan.text = tb;
  return plan;
}
