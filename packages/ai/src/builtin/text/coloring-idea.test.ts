import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "Dinosaurs having a picnic" gave twelve captions and not one picnic. A picnic is now its
 * own day (goal-picnic.ts): its coloring book colours the basket, the sandwiches, the ducks, the cake.
 */
describe('a coloring book follows the activity its idea names', () => {
  it.each([
    [
      'en',
      'Dinosaurs having a picnic',
      /basket|sandwich|ducks|daisy|ball|butterfly|ants|lemonade|cake/,
      'basket',
    ],
    ['fr', 'Des sirènes qui dansent sous la mer', /qui danse /, undefined],
    ['en', 'Kids blowing bubbles in the park', /blows bubbles/, 'bubbles'],
  ] as const)('%s: %s', async (language, description, act, icon) => {
    const plan = await planStory({ type: 'coloring', language, description, pages: 8 });
    const texts = plan.pages.map((p) => p.text);
    expect(texts[0]).toMatch(act);
    expect(texts.filter((t) => act.test(t)).length).toBeGreaterThanOrEqual(3);
    expect(new Set(texts).size).toBe(texts.length);
    if (icon) expect((plan.pages[0].hints as { subjects?: string[] }).subjects).toContain(icon);
  });
});
