import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// A book bakes what the idea says, with the one who bakes beside the hero. Before, 'Grandma and Lily
// bake cookies for Christmas' made Lily a grandmother who found "the perfect cake", took a cake out of
// the oven and served "a big slice"; « Papi et Léo font des crêpes » baked a cake too.
describe('baking cookies, pancakes, bread', () => {
  it.each([
    ['en', 'Grandma and Lily bake cookies for Christmas', 'Lily', 'girl', 'the cookies', 'cookie', 'Grandma'],
    ['fr', 'Papi et Léo font des crêpes', 'Léo', 'boy', 'les crêpes', 'pancakes', 'Papi'],
    ['en', 'Mia bakes bread with her dad', 'Mia', 'girl', 'the bread', 'bread', 'Dad'],
  ] as const)('%s: %s', async (language, description, name, figure, baked, icon, grown) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
    expect(plan.character.name).toBe(name);
    expect(plan.character.figure?.id).toBe(figure);
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/\b(cake|slice|gâteau parfait|grosse part)\b/);
    expect(plan.pages.at(-2)?.text).toContain(baked);
    expect(plan.pages.at(-2)?.hints?.subjects).toEqual([icon]);
    expect(text).toContain(grown);
    expect(plan.pages.every((p) => p.text.trim().length > 0)).toBe(true);
  });

  it('a cake is still a cake', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Zoé bakes a cake with her big sister',
      pages: 8,
    });
    expect(plan.pages.map((p) => p.text).join('\n')).toContain('The best cake ever!');
  });
});
