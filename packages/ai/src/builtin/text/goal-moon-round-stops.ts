import type { MoonStop } from './goal-moon-round-kit';
import { FIRST_STOPS } from './goal-moon-round-stops-first';
import { LAST_STOPS } from './goal-moon-round-stops-last';

export { HIGH_SKY, LAST_WINDOW, type MoonMoment, type MoonStop } from './goal-moon-round-kit';

/** The moon's round of the world, in order (goal-moon-round.ts takes as many as the book has room for). */
export const MOON_STOPS: MoonStop[] = [...FIRST_STOPS, ...LAST_STOPS];
