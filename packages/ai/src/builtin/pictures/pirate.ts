import type { HeroLook } from './hero-look-type';

/**
 * A pirate hero (review: "Sam the pirate sails to a treasure island", « Le pirate Sam » was drawn as a
 * plain boy): the boy's face under a black tricorn hat with a white skull mark, an eyepatch on its
 * strap, and white stripes across his top. Drawn in the head figures' 32-wide box (hero.ts: head 0–32,
 * feet at 60), as knight.ts draws the knight.
 */
const BLACK = '#2b2b2b';

/** White stripes across the top (the top keeps the design's colour between them). */
export const pirateStripes = () =>
  `<g fill="#ffffff" opacity="0.9"><rect x="10.4" y="32" width="11.2" height="1.6"/><rect x="10.2" y="35.6" width="11.6" height="1.6"/><rect x="10" y="39.2" width="12" height="1.6"/></g>`;

/** The tricorn hat, its brim in the accent colour, a skull mark, and the eyepatch over one eye. */
export const pirateHat = (c: HeroLook) =>
  `<path data-part="pirate-hat" d="M1.5 9.5 Q16 -6 30.5 9.5 Q16 5.2 1.5 9.5 Z" fill="${BLACK}"/><path d="M1.5 9.5 Q16 5.2 30.5 9.5 L29.5 11 Q16 7.2 2.5 11 Z" fill="${c.accent}"/><circle cx="16" cy="4.2" r="1.6" fill="#ffffff"/><path d="M5 11 L26 17.5" stroke="${BLACK}" stroke-width="0.7"/><ellipse data-part="eyepatch" cx="11.2" cy="15.6" rx="2.6" ry="2.2" fill="${BLACK}"/>`;
