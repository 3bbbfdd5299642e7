import { type PageLayout, type TrimSize, trimDimensions } from '@bookloom/core';
import { IMAGE_TOP_SHARE } from '../pdf/page-regions';

/** A rectangle in viewport pixels (CSS px of the fixed-layout page). */
export type Box = { x: number; y: number; w: number; h: number };

/** Every page is this many CSS px wide; the height follows the trim's aspect ratio. */
export const PAGE_WIDTH_PX = 1200;

export type EpubPage = {
  width: number;
  height: number;
  /** Inside the margins: text and framed art stay here. */
  safe: Box;
  /** CSS px per inch of the printed trim, so sizes match the print edition's proportions. */
  ppi: number;
};

export function epubPage(trim: TrimSize): EpubPage {
  const t = trimDimensions(trim);
  const ppi = PAGE_WIDTH_PX / t.width;
  const height = Math.round(t.height * ppi);
  const m = Math.round(0.45 * ppi);
  return {
    width: PAGE_WIDTH_PX,
    height,
    ppi,
    safe: { x: m, y: m, w: PAGE_WIDTH_PX - 2 * m, h: height - 2 * m },
  };
}

export type Regions = {
  heading?: Box;
  /** Where the art may go; `cover` fills the box (cropping), `contain` fits inside it. */
  image?: Box & { fit: 'contain' | 'cover' };
  text?: Box;
  /** image-full: the text sits on a light panel over full-bleed art. */
  panel?: boolean;
};

/** Share of the body (below the heading) given to the art when a page also has text. */
const IMAGE_SHARE: Record<PageLayout, number> = {
  'image-top': IMAGE_TOP_SHARE,
  'image-full': 1,
  'text-only': 0,
  coloring: 0.86,
  activity: 0.72,
};

/**
 * Page regions per layout, mirroring the print interior so both editions look alike. Sizes never
 * depend on the text; the text is fitted (or flowed onto continuation pages) afterwards.
 */
export function pageRegions(
  layout: PageLayout,
  p: EpubPage,
  has: { text: boolean; heading: boolean; image: boolean },
  headingH: number,
): Regions {
  const s = p.safe;
  const gap = Math.round(0.2 * p.ppi);
  const heading = has.heading ? { x: s.x, y: s.y, w: s.w, h: headingH } : undefined;
  const top = has.heading ? headingH + gap : 0;
  const body: Box = { x: s.x, y: s.y + top, w: s.w, h: s.h - top };
  if (layout === 'image-full' && has.image) {
    const ph = Math.round(s.h * 0.38);
    return {
      heading,
      image: { x: 0, y: 0, w: p.width, h: p.height, fit: 'cover' },
      text: has.text ? { x: s.x, y: s.y + s.h - ph, w: s.w, h: ph } : undefined,
      panel: has.text,
    };
  }
  if (!has.image || layout === 'text-only') return { heading, text: has.text ? body : undefined };
  if (!has.text) return { heading, image: { ...body, fit: 'contain' } };
  const ih = Math.round(body.h * IMAGE_SHARE[layout]);
  return {
    heading,
    image: { ...body, h: ih, fit: 'contain' },
    text: { x: body.x, y: body.y + ih + gap, w: body.w, h: body.h - ih - gap },
  };
}

/** Where an image of w×h px lands in a box: centred and scaled to fit, or cropped to fill. */
export function placeImage(w: number, h: number, box: Box & { fit: 'contain' | 'cover' }): Box {
  if (box.fit === 'cover') return { x: box.x, y: box.y, w: box.w, h: box.h };
  const scale = Math.min(box.w / w, box.h / h);
  const pw = Math.max(1, Math.round(w * scale));
  const ph = Math.max(1, Math.round(h * scale));
  return { x: box.x + Math.round((box.w - pw) / 2), y: box.y + Math.round((box.h - ph) / 2), w: pw, h: ph };
}
