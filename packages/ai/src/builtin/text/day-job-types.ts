import type { Place } from '../idea/settings';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * One job's day for a child at a grown-up's side (goal-day-with.ts): where it happens, where they
 * are said to be ({atWork}), what the child helps with and learns, a small mishap, and the day's big
 * moment at the turn. Slots as in story-episodes.ts: {name}, {friend} / {Friend} (the grown-up, as
 * the child calls them: "Dad", « Papa »), {atPlace}.
 */
export type JobDay = {
  places: Place[];
  work: L;
  help: PlacedL[];
  learn: PlacedL[];
  mishaps: PlacedL[];
  turn: PlacedL;
};

export const line = (en: string, fr: string): PlacedL => ({ en, fr });
