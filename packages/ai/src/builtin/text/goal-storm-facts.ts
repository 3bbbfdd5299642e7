import type { IdeaFacts } from '../idea/read-idea';

/**
 * A storm night tells its own storm (goal-storm.ts): the thunder and the rain drawn only on the pages
 * that say them, the morning after clear with its rainbow (was a thunderstorm on every page), as a
 * snow day does with its snow.
 */
export const stormless = (facts: IdeaFacts): IdeaFacts =>
  facts.goal?.kind === 'brave' && facts.goal.storm ? { ...facts, weather: undefined } : facts;
