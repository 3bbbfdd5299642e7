import type { GoalDrawn } from './goal-arc';
import type { StoryHints } from './story-light';

/** What a goal's page says of the hero and its cast, carried to the picture (story-pages.ts), in the hints' old key order. */
export const drawnHints = (d: GoalDrawn | undefined): Partial<StoryHints> => ({
  ...(d?.scales ? { scales: d.scales } : {}),
  ...(d?.kin ? { kin: true } : {}),
  ...(d?.airborne ? { airborne: true } : {}),
  ...(d?.inWater ? { inWater: d.inWater } : {}),
  ...(d?.becomes ? { becomes: d.becomes } : {}),
  ...(d?.wears ? { wears: d.wears } : {}),
});
