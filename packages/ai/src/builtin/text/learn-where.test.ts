import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: « Un petit chat apprend à nager » practised swimming in the park, on the hill and
 * in the library, a wave drawn among the books. A skill is practised where it is done — swimming at
 * the lake, a bike in the park, skis on the snow — while the hero still lives at home.
 */
const placesOf = async (description: string, language: 'en' | 'fr') =>
  (await planStory({ type: 'story-book', language, description, pages: 12 })).pages.map(
    (p) => (p.hints as { place?: string; beat?: string }) ?? {},
  );

describe('a skill is practised where it is done (issue 14)', () => {
  it.each([
    ['Un petit chat apprend à nager', 'fr', /lake/],
    // A child learns at the swimming pool (goal-learn-swim.ts), an animal at the lake.
    ['Tom learns to swim', 'en', /swimming pool/],
    ['Mia learns to ride her bike', 'en', /park|meadow/],
    ['Léa apprend à faire du vélo', 'fr', /park|meadow/],
    ['Ben learns to ski', 'en', /snow|ice/],
  ] as const)('%s', async (description, language, where) => {
    const hints = await placesOf(description, language);
    for (const h of hints)
      if (h.beat === 'journey' || h.beat === 'helper' || h.beat === 'turn') expect(h.place).toMatch(where);
    expect(hints[0].place).not.toMatch(where);
  });

  it('the setting the idea names holds: "Zoé learns to swim at the beach"', async () => {
    const hints = await placesOf('Zoé learns to swim at the beach', 'en');
    for (const h of hints) expect(h.place).toMatch(/beach|shore/);
  });
});
