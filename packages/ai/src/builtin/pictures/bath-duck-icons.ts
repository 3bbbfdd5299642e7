/**
 * The bath book's toy duck (text/goal-refuse-bath-words.ts): a yellow rubber duck, not the icon
 * set's real mallard standing on the bathroom floor beside the tub. On a page that names the bath
 * too, it floats in the tub's foam (one drawing, the rim in front of it), where a toy duck is.
 * Same 32×32 box and flat style as the Fluent icons (own-icons.ts).
 */
const DUCK =
  '<path d="M4.6 19.6L1.8 14.2L8.4 17.2Z" fill="#ffd43b"/>' +
  '<ellipse cx="15" cy="22" rx="11" ry="7" fill="#ffd43b"/>' +
  '<path d="M4.2 23.2C8 28.6 22 28.6 25.8 23.2C21 26.6 9 26.6 4.2 23.2Z" fill="#f2b600"/>' +
  '<circle cx="21" cy="11.4" r="6" fill="#ffd43b"/>' +
  '<path d="M25.8 11.4C28 10.6 30.8 10.8 30.6 12.6C30.4 14.4 27.6 14.6 25.4 14Z" fill="#ff8c1a"/>' +
  '<path d="M26 13.2C27.6 13.6 29.4 13.6 30.4 13" stroke="#d96b00" stroke-width="0.5" fill="none"/>' +
  '<circle cx="22.6" cy="9.8" r="1.3" fill="#212121"/><circle cx="23" cy="9.4" r="0.45" fill="#fff"/>' +
  '<path d="M9.6 20.4C13.4 17.6 17.8 18.6 19.4 21.6C16 24.8 12 24.4 9.6 22.2Z" fill="#f2b600"/>';

// The Fluent bathtub's own shapes (MIT, Microsoft), split so the duck sits in the foam, behind the rim.
const TAP =
  '<path fill="#998ea4" d="M17.25 6c0-2.414 1.836-4.25 4.25-4.25S25.75 3.586 25.75 6v9.5h-1.5V6c0-1.586-1.164-2.75-2.75-2.75S18.75 4.414 18.75 6v1.25h-1.5zm-5.72 21.53l-2.5 2.5a.75.75 0 0 1-1.06-1.06l2.5-2.5zm11.44 2.5l-2.5-2.5l1.06-1.06l2.5 2.5a.75.75 0 1 1-1.06 1.06"/>' +
  '<path fill="#998ea4" d="M15.5 8.5S15.5 6 18 6s2.5 2.5 2.5 2.5c.04.17 0 .5-.5.5h-4c-.5 0-.545-.331-.5-.5"/>';
const FOAM =
  '<path fill="#26eafc" d="M10 11c-2.5 0-4.5 2.5-3.5 4.5l8.5 1l8.5-1c0-.5-1-2.5-3.5-2.5c-1 0-1.5.5-2.5.5s-1-1-2-1s-1 .5-2 .5s-1-2-3.5-2"/>';
const TUB =
  '<path fill="#b4acbc" d="M19 28h-6C4 28 3 17 3 16.5h26C29 17 28 28 19 28"/>' +
  '<path fill="#cdc4d6" d="M2 16.5a1 1 0 0 1 1-1h26a1 1 0 1 1 0 2H3a1 1 0 0 1-1-1"/>';

export const BATH_DUCK_ICONS: Record<string, string> = {
  'rubber-duck': DUCK,
  // Small on the foam, left of the tap, its underside hidden by the rim: floating, not standing.
  'bathtub-duck': `${TAP}${FOAM}<g transform="translate(3.4 4.8) scale(0.42)">${DUCK}</g>${TUB}`,
};
