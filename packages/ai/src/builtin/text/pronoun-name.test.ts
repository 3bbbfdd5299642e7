import { describe, expect, it } from 'vitest';
import { nameGender } from '../idea/name-gender';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: "A little fox falls out with his best friend" named the fox "Lila". An animal the
 * idea does not name gets a name of the sex its pronouns say, when the design's name says the other.
 * (Not by a French noun's gender: « une tortue » may well be Milo.)
 */
describe('an unnamed animal’s name agrees with the idea’s pronouns (issue 14)', () => {
  it.each([
    ['en', 'A little fox falls out with his best friend', 'm'],
    ['en', 'A little mouse looks for her cheese', 'f'],
    ['en', 'A little bear loses his red scarf', 'm'],
  ] as const)('%s: %s', async (language, description, sex) => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const plan = await planStory({ type: 'story-book', language, description, pages: 4, seed });
      const g = nameGender(plan.character.name);
      if (g) expect(g, `${plan.character.name} (seed ${seed})`).toBe(sex);
    }
  });
});
