import type { GoalDrawn } from './goal-arc';
import type { StoryHints } from './story-light';

// The page's feeling and sleep, hinted next to the goal's own (story-pages.ts imports both from here).
export { feelingHints } from './page-feeling';

/** What a goal's page says of the hero and its cast, carried to the picture (story-pages.ts), in the hints' old key order. */
export const drawnHints = (d: GoalDrawn | undefined): Partial<StoryHints> => ({
  ...(d?.scales ? { scales: d.scales } : {}),
  ...(d?.kin ? { kin: true } : {}),
  ...(d?.airborne ? { airborne: true } : {}),
  ...(d?.inWater ? { inWater: d.inWater } : {}),
  ...(d?.becomes ? { becomes: d.becomes } : {}),
  ...(d?.wears ? { wears: d.wears } : {}),
  ...(d?.avoid ? { avoid: d.avoid } : {}),
});

/** What a goal's page says of the hero and its cast, carried to the alt text (story-alt.ts). */
export const goalAlt = (d: GoalDrawn | undefined) => ({
  flying: d?.airborne,
  alone: d?.alone,
  companionSaid: d?.companionSaid,
  becomes: d?.becomes,
  dressedAs: d?.dressedAs,
  wears: d?.wears,
  heroSaid: d?.heroSaid,
});
