import type { Figure } from './figures';
import type { HeroLook } from './hero-look-type';
import { spaceHelmet } from './space-helmet';

/**
 * The space suit a child or an animal wears on a space trip's pages away from home (text/goal-space-trip.ts,
 * StoryHints.wears 'space-suit': the launch pad, the rocket, the Moon's or Mars' ground). 'Mia visits
 * Mars' walked on the red dust in her teal top and bare head beside a suited astronaut. Now a white suit
 * with a chest panel, and a round glass bubble over the head sealed by a collar ring; an animal wears
 * the helmet and air tank of space-helmet.ts. Drawn on a child's 32 × 59.5 box (its eyes at 11.6/20.4,
 * 17.6), as gi-suit.ts draws the gi.
 */
export const SPACE_CLOTHES = { shirt: '#f4f6fa', pants: '#e9edf3', shoes: '#8d97a5' };

export const wearsSpaceSuit = (wears: string | undefined) => wears === 'space-suit';

/** The chest panel (two buttons in the look's accent colour) and a belt, over the body. */
export const spaceSuitPanel = (accent: string) =>
  `<rect x="11.5" y="31.5" width="9" height="5.5" rx="1" fill="#c9d1dc" stroke="#8d97a5" stroke-width="0.4"/><circle cx="14" cy="34.2" r="1" fill="${accent}"/><circle cx="18" cy="34.2" r="1" fill="#3fa7f5"/><rect x="8" y="39" width="16" height="2.2" rx="0.8" fill="#aeb7c3"/>`;

/** The glass bubble over a child's head: a faint blue glass, a white rim, a shine and a collar ring. */
const bubble = (accent: string) =>
  '<g data-part="space-helmet">' +
  '<circle cx="16" cy="16.5" r="16.2" fill="#bfe3ff" fill-opacity="0.25" stroke="#f4f7fb" stroke-width="1.3"/>' +
  '<path d="M6.5 10 Q9 3.5 16 2.3" fill="none" stroke="#ffffff" stroke-width="1.1" stroke-linecap="round" opacity="0.9"/>' +
  `<ellipse cx="16" cy="31.2" rx="10.5" ry="1.8" fill="${accent}" stroke="#7d8794" stroke-width="0.4"/></g>`;

/** The helmet the suited figure wears: the bubble over a child's head, the animal's own helmet and tank. */
export function suitHelmet(
  fig: Pick<Figure, 'kind' | 'hat' | 'neck' | 'faces'>,
  look: Pick<HeroLook, 'accent'>,
) {
  return fig.kind === 'head' ? bubble(look.accent) : spaceHelmet(fig, look);
}
