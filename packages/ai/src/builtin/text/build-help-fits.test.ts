import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// A grown-up's help follows whatever snag came before it. Before, 'A fox and a rabbit build a
// treehouse' had rain on the planks, then "Dad sawed a new, longer plank" for a plank never too short.
describe('the treehouse help fits any snag', () => {
  it.each([
    ['en', 'A fox and a rabbit build a treehouse', /longer plank/, /too short/],
    ['fr', 'Un renard et un lapin construisent une cabane', /plus longue, et cette fois/, /trop courte/],
  ] as const)('%s: %s', async (language, description, longer, short) => {
    for (const pages of [8, 12, 16]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const texts = plan.pages.map((p) => p.text);
      const fix = texts.findIndex((t) => longer.test(t));
      if (fix >= 0)
        expect(
          texts.slice(0, fix).some((t) => short.test(t)),
          `${pages} pages`,
        ).toBe(true);
      expect(
        texts.some((t) => /sawed a plank to just the right length|juste à la bonne longueur/.test(t)),
      ).toBe(true);
    }
  });
});
