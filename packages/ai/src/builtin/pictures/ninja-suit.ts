/**
 * The dark suit of a ninja in training, worn by a child hero at the master's dojo (text/goal-ninja.ts,
 * StoryHints.wears 'ninja' / 'ninja-black'): a dark top and trousers, a sash at the waist, a mask over the
 * nose and mouth and a headband tied round the forehead, its two ends flying behind — white for a
 * beginner, black once the master has nodded. Before, the hero trained in the look's everyday top.
 * Drawn on a child's 32 × 59.5 box (its eyes at 11.6/20.4, 17.6), as gi-suit.ts draws the gi.
 */
export const NINJA_CLOTHES = { shirt: '#2b2d42', pants: '#23253a', shoes: '#1b1b24' };

/** Whether a page's `wears` is the ninja suit, and its headband's colour. */
export const ninjaBand = (wears: string | undefined) =>
  wears === 'ninja' ? '#f4f4f4' : wears === 'ninja-black' ? '#111111' : undefined;

/** The sash and the crossed front, over the body. */
export const ninjaSuit = () =>
  '<path d="M11 28.5 L16 36 L21 28.5" fill="none" stroke="#4a4e69" stroke-width="1.1"/><rect x="8" y="38.6" width="16" height="2.6" rx="0.8" fill="#4a4e69"/>';

/** The mask and the headband, over the head. */
export const ninjaHead = (band: string) =>
  `<g data-part="ninja-mask"><path d="M5.2 20.6 Q16 19.2 26.8 20.6 Q26.5 27.5 16 29.5 Q5.5 27.5 5.2 20.6 Z" fill="${NINJA_CLOTHES.shirt}"/><path d="M4.6 10.4 Q16 8.2 27.4 10.4 L27.4 13.6 Q16 11.4 4.6 13.6 Z" fill="${band}" stroke="#555" stroke-width="0.4"/><path d="M27 12 Q31 10.5 33.5 8 M27 12.4 Q31.5 13 34 11.8" fill="none" stroke="${band}" stroke-width="1.6" stroke-linecap="round"/></g>`;
