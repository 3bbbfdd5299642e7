import { imageTopArtBox, interiorPageSize, TRIM_SIZES, type TrimSize, trimDimensions } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { PT, pageFrame } from './page-geometry';
import { pageRegions } from './page-regions';

/** Area (in²) of art of this aspect fitted ("contain") in the page's image-top region. */
function artArea(trim: TrimSize, bleed: boolean, headingH: number, art: { width: number; height: number }) {
  const frame = pageFrame(trim, bleed, 3, 24);
  const r = pageRegions('image-top', frame.safe, { text: true, heading: headingH > 0, image: true }, headingH)
    .image!;
  const scale = Math.min(r.w / art.width, r.h / art.height);
  return (art.width * scale * art.height * scale) / (PT * PT);
}
const share = (trim: TrimSize, area: number) =>
  area / (trimDimensions(trim).width * trimDimensions(trim).height);
/** One line of heading at the planner's largest size (26 pt) with its line gap. */
const ONE_LINE = 26 * 1.3;

// Issue 14: picture-book art covers at least 55 % of the page. The usual picture-book trims meet it
// with or without a heading; on 5 × 8 and 5.5 × 8.5 KDP's fixed margins take a larger share of the
// page, so they are held to 50 %.
const PICTURE_BOOK_TRIMS: TrimSize[] = ['8.5x8.5', '8x8', '8x10', '8.5x11', '7x10', '6x9'];

describe('image-top art drawn in its box shape', () => {
  it.each(TRIM_SIZES.flatMap((t) => [true, false].map((b) => [t, b] as const)))(
    '%s (bleed %s) covers ≥ 55 % of the page on picture-book trims',
    (trim, bleed) => {
      for (const headingH of [0, ONE_LINE]) {
        const box = imageTopArtBox(trim, bleed, 24, headingH > 0);
        const s = share(trim, artArea(trim, bleed, headingH, box));
        expect(s).toBeGreaterThanOrEqual(PICTURE_BOOK_TRIMS.includes(trim) ? 0.55 : 0.5);
      }
    },
  );

  it('page-shaped art in the same region covered about half the page: the box shape is what makes the difference', () => {
    const page = interiorPageSize('8.5x8.5', true);
    const before = share('8.5x8.5', artArea('8.5x8.5', true, ONE_LINE, page));
    const after = share(
      '8.5x8.5',
      artArea('8.5x8.5', true, ONE_LINE, imageTopArtBox('8.5x8.5', true, 24, true)),
    );
    expect(before).toBeLessThan(0.5);
    expect(after).toBeGreaterThan(before + 0.1);
  });
});
