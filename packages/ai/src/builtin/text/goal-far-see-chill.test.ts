import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// 'A little fish who dreams of seeing the mountains' got "feet began to freeze" and hot cocoa by the
// mountain lake. A fish's cold is the water's now (goal-far-see-chill.ts): fins that shiver, swimming
// under the ice, a warm spring.
describe('a fish in the cold mountains (issue 14)', () => {
  it.each([
    [
      'en',
      'A little fish who dreams of seeing the mountains',
      /shivered from fins to tail/,
      /feet|cocoa|socks|mittens/,
    ],
    [
      'fr',
      'Un petit poisson qui rêve de voir les montagnes',
      /grelotta des nageoires/,
      /pieds|chocolat|chaussettes|moufles/,
    ],
  ] as const)('%s: %s', async (language, description, shiver, landCold) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', description, language, pages });
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).toMatch(shiver);
      expect(text).not.toMatch(landCold);
      if (pages === 24) expect(text).toMatch(/under it|en dessous|warm spring|source chaude/);
    }
  });
});
