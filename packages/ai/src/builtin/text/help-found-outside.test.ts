import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: "Who was crying in a little house at the end of Maple Lane? It was a puppy…" — the
 * lost puppy (the hurt bird) was found inside the hero's own house. A being helped from an everyday
 * home is found outside, in the garden or the park, and the page is drawn there.
 */
describe('a being in trouble is found out of doors (issue 14)', () => {
  it.each([
    ['en', 'A little girl named Mia finds a lost puppy and helps it find its home', /Maple Lane/],
    ['fr', 'Léa aide un petit oiseau blessé', /Érables/],
  ] as const)('%s: %s', async (language, description, house) => {
    for (const seed of [1, 2, 3]) {
      const plan = await planStory({ type: 'story-book', language, description, pages: 8, seed });
      const problem = plan.pages[1];
      expect(problem.text).not.toMatch(house);
      expect(String(problem.hints?.place)).not.toMatch(/house/);
      expect(problem.hints?.family).not.toBe('indoor');
    }
  });
});
