import { IMAGE_TOP_SHARE, type PageLayout } from '@bookloom/core';
import { PT, type Rect } from './page-geometry';

export type Regions = {
  heading?: Rect;
  image?: Rect & { fit: 'contain' | 'cover'; rounded: boolean };
  /** image-full: art fills the whole media box (bleed) instead of a rect. */
  imageBleeds?: boolean;
  text?: Rect;
  /** Text sits on a light panel over the art. */
  panel?: boolean;
};

/** Share of the body an image-top picture gets (defined in core: the picture engines draw in its shape). */
export { IMAGE_TOP_SHARE };

/** Space between heading, picture and text. */
export const GAP = 0.2 * PT;

/**
 * Where each part of a page goes, relative to the safe area `s`. Sizes never depend on the text
 * length (the text is fitted to its region), so images can be prepared before text is measured.
 */
export function pageRegions(
  layout: PageLayout,
  s: Rect,
  has: { text: boolean; heading: boolean; image: boolean },
  headingH: number,
  /** image-full art may run past the trim (the book bleeds and its art is not framed panels). */
  fullBleed = true,
): Regions {
  const top = has.heading ? headingH + GAP : 0;
  const heading = has.heading ? { x: s.x, y: s.y, w: s.w, h: headingH } : undefined;
  const body = { x: s.x, y: s.y + top, w: s.w, h: s.h - top };
  const split = (imageShare: number): Regions => {
    if (!has.image) return { heading, text: has.text ? body : undefined };
    if (!has.text) return { heading, image: { ...body, fit: 'contain', rounded: layout === 'image-top' } };
    const ih = body.h * imageShare;
    return {
      heading,
      image: { x: body.x, y: body.y, w: body.w, h: ih, fit: 'contain', rounded: layout === 'image-top' },
      text: { x: body.x, y: body.y + ih + GAP, w: body.w, h: body.h - ih - GAP },
    };
  };
  switch (layout) {
    case 'image-full': {
      const ph = s.h * 0.38;
      const pad = 0.15 * PT;
      return {
        heading,
        // Without bleed the art fills the safe area instead: nothing may print in the margins.
        image: has.image ? { ...s, fit: fullBleed ? 'cover' : 'contain', rounded: false } : undefined,
        imageBleeds: has.image && fullBleed,
        text: has.text
          ? { x: s.x + pad, y: s.y + s.h - ph + pad, w: s.w - 2 * pad, h: ph - 2 * pad }
          : undefined,
        panel: has.image,
      };
    }
    case 'text-only':
      return { heading, text: has.text ? body : undefined };
    case 'coloring':
      return split(0.86);
    case 'activity':
      return split(0.72);
    default:
      return split(IMAGE_TOP_SHARE);
  }
}
