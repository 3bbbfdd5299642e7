import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/** Issue 14: "with his friend Max" named a friend the story never drew, nor said was a boy or a girl. */
describe('a friend the idea names with no kind walks beside the hero, a boy or a girl as said', () => {
  for (const [language, description, name, icon] of [
    ['en', 'Tom plays in the park with his friend Max', 'Max', 'boy'],
    ['en', 'Tom plays in the park with his friend Emma', 'Emma', 'girl'],
    ['fr', 'Léa joue au parc avec son ami Max', 'Max', 'boy'],
    ['fr', 'Tom et sa copine Lila construisent une cabane', 'Lila', 'girl'],
  ] as const)
    it(`${language}: ${description}`, async () => {
      const plan = await planStory({ type: 'story-book', language, description });
      expect(plan.pages[0].text).toContain(name);
      for (const p of plan.pages) expect(p.hints?.companion).toBe(icon);
    });

  it('a friend with a kind stays read-cast’s own ("his friend Coral the turtle")', async () => {
    const plan = await planStory({
      type: 'story-book',
      description: 'Tom and his friend Coral the turtle swim in the sea',
    });
    expect(plan.pages[1].hints?.companion).not.toBe('girl');
  });
});
