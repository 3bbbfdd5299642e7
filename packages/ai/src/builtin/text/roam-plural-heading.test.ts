import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "Wolves of the Yellowstone winter" (hyper-realistic) hunted "an egg hidden somewhere in
 * the snow", and "Penguins of Antarctica" lived "at the edge of a great wild forest". Animals named in
 * the plural at the head of the idea are a family roaming their place (goal-roam.ts), and Antarctica
 * (the Arctic, the South Pole) is the snow.
 */
describe('animals heading the idea in the plural roam their place together (issue 14)', () => {
  it.each([
    ['Wolves of the Yellowstone winter', 'wolf'],
    ['Penguins of Antarctica', 'penguin'],
  ])('%s', async (description, icon) => {
    const plan = await planStory({ type: 'hyper-realistic', language: 'en', description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/hidden somewhere|an egg|wild forest/);
    // Wolves are a pack in their nature book (goal-wild-day.ts); the penguins a family.
    expect(text).toMatch(/the family|the pack/);
    expect(plan.pages[1].hints?.subjects).toContain(icon);
    expect(plan.pages.every((p) => /snow|frozen|ice|igloo|sledge/.test(String(p.hints?.place)))).toBe(true);
  });

  it('a lone animal heading the idea still has its own story', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Bears love honey',
      pages: 8,
    });
    expect(plan.pages.map((p) => p.text).join('\n')).toMatch(/honey/);
  });
});
