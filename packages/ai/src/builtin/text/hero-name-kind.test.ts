import { describe, expect, it } from 'vitest';
import { nameGender } from '../idea/name-gender';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: "A princess who does not want to be rescued" was « Elio, a princess » — the
 * fantasy theme's stock wizard's name. An unnamed princess, fairy or mermaid gets a girl's name, a
 * prince a boy's.
 */
describe('an unnamed hero’s name fits the kind (issue 14)', () => {
  it.each([
    ['en', 'fantasy', 'A princess who does not want to be rescued', 'f'],
    ['fr', 'fantasy', 'Une petite fée perd sa baguette magique', 'f'],
    ['en', 'mermaids', 'A mermaid looks for a pearl', 'f'],
    ['fr', 'fantasy', 'Un prince cherche un dragon', 'm'],
  ] as const)('%s %s: %s', async (language, type, description, gender) => {
    for (const seed of [1, 2, 3]) {
      const plan = await planStory({ type, language, description, seed });
      expect(nameGender(plan.character.name), plan.character.name).toBe(gender);
    }
  });
});
