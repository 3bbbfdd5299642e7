import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: a bedtime book called "Goodnight little bear" hunted a stock kite in the forest at night
 * (a kite drawn in the tree, "Could it be the kite?"). A bedtime book whose idea says only bedtime is
 * the bedtime routine: the bath, the pyjamas, a story, a kiss, asleep.
 */
describe('a bedtime book that says only goodnight is the bedtime routine (issue 14)', () => {
  it.each([
    ['en', 'Goodnight little bear', /bath/, /fast asleep/],
    ['fr', 'Bonne nuit petit lapin', /bain/, /s’endormit/],
    ['en', 'A sleepy kitten', /bath/, /fast asleep/],
  ] as const)('%s: %s', async (language, description, bath, asleep) => {
    const plan = await planStory({ type: 'bedtime-books', language, description, pages: 8 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/kite|cerf-volant|hidden somewhere|cachée? quelque part/);
    expect(text).toMatch(bath);
    expect(text).toMatch(asleep);
    expect(plan.pages.every((p) => p.hints?.mood === 'night')).toBe(true);
  });

  it('a bedtime book with a deed of its own keeps it; a story book saying goodnight is not made a routine', async () => {
    const quest = await planStory({
      type: 'bedtime-books',
      language: 'en',
      description: 'Goodnight little bear, who looks for his lost teddy',
    });
    expect(quest.pages.map((p) => p.text).join('\n')).toMatch(/teddy/);
    const story = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Goodnight little bear',
    });
    expect(story.pages.map((p) => p.text).join('\n')).not.toMatch(/In went \w+\./);
  });
});
