import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: "A little dolphin learns to jump" and « Une baleine qui chante » lived on Maple
 * Lane, went to the library and the hill, met a wise grandmother and looked for a kite. A sea
 * creature the idea places nowhere lives under the sea (idea/sea-home.ts), among the ocean's own.
 */
describe('a sea creature placed nowhere lives under the sea (issue 14)', () => {
  it.each([
    ['en', 'A little dolphin learns to jump', /under the sea/, /Maple|library|hill|grandmother|kite|park/i],
    ['en', 'An octopus named Ollie wants to make a friend', /under the sea/, /Maple|library|hill|kite|park/i],
    [
      'fr',
      'Une baleine qui chante',
      /sous la mer/,
      /Érables|bibliothèque|colline|grand-mère|cerf-volant|parc/i,
    ],
  ] as const)('%s: %s', async (language, description, sea, land) => {
    for (const seed of [1, 2]) {
      const plan = await planStory({ type: 'story-book', language, description, pages: 12, seed });
      const texts = plan.pages.map((p) => p.text);
      expect(texts[0]).toMatch(sea);
      for (const t of texts) expect(t).not.toMatch(land);
    }
  });

  it('a day out keeps its own way: "A whale visits the zoo" starts from an everyday home', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'A whale visits the zoo',
    });
    expect(plan.pages[0].text).not.toMatch(/under the sea/);
  });
});
