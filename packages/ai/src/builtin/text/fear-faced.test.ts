import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review. "A brave knight who is afraid of spiders": no spider was drawn, and the turn said
 * "Spiders was still there" (« Les araignées était toujours là »). "Tom is afraid of the dark" as a
 * story book faced "the dark" at the library and on the hill in broad daylight. Now the spider is
 * drawn where the pages face it, the verb agrees, and the dark is one night in the house.
 */
describe('a fear faced: drawn, agreed, and the dark at night (issue 14)', () => {
  it.each([
    ['en', 'A brave knight who is afraid of spiders', /Spiders were still there/],
    ['fr', 'Une princesse a peur des araignées', /Les araignées étaient toujours là/],
  ] as const)('%s: %s', async (language, description, agreed) => {
    // The turn is one of several templates: across seeds, the one saying the fear is still there agrees.
    const plans = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        planStory({ type: 'story-book', language, description, pages: 12, seed }),
      ),
    );
    const all = plans.flatMap((p) => p.pages.map((x) => x.text ?? '')).join(' ');
    expect(all).toMatch(agreed);
    expect(all).not.toMatch(/Spiders was|araignées était\b/);
    for (const plan of plans) {
      const spiders = plan.pages.filter((p) =>
        ((p.hints?.subjects as string[] | undefined) ?? []).includes('spider'),
      );
      expect(spiders.length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each([
    ['en', 'Tom is afraid of the dark', /library|park|hill/i],
    ['fr', 'Léa a peur du noir', /bibliothèque|parc|colline/i],
  ] as const)('%s story book: %s happens at night in the house', async (language, description, outside) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    for (const p of plan.pages) {
      expect(p.text).not.toMatch(outside);
      expect(['night', 'sleep', 'dusk']).toContain(p.hints?.light);
    }
  });
});
