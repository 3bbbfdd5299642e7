import type { TextProvider } from '../../types';
import { planBuiltinStory } from './plan-builtin-story';

export { planBuiltinStory, requestSeed } from './plan-builtin-story';

/** The offline TextProvider: no network, no cost, reproducible for the same seed. */
export function createBuiltinTextProvider(): TextProvider {
  return {
    name: 'builtin',
    async planStory(req) {
      const started = performance.now();
      const plan = await planBuiltinStory(req);
      return {
        plan,
        usage: {
          provider: 'builtin',
          model: 'story-planner-v1',
          costUsd: 0,
          ms: performance.now() - started,
        },
      };
    },
  };
}
