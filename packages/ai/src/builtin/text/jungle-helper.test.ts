import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: 'A shy giraffe wants to dance at the jungle party' met "a friendly zookeeper" among the
 * vines (the zoo theme's helper, for an animal hero). The jungle has its own: a wise old elephant,
 * drawn as one.
 */
describe('the jungle’s own helper', () => {
  it.each([
    ['en', 'A shy giraffe wants to dance at the jungle party', /zookeeper/, /wise old elephant/],
    [
      'fr',
      'Une girafe timide veut danser à la fête de la jungle',
      /gardienne de zoo/,
      /vieil éléphant très sage/,
    ],
  ] as const)('%s: %s', async (language, description, keeper, elephant) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(keeper);
    expect(text).toMatch(elephant);
    const met = plan.pages.find((p) => elephant.test(p.text));
    expect(met?.alt).toMatch(elephant);
  });
});
