import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "Two little bunnies, Pip and his sister Mia" drew Mia as a human girl beside a rabbit.
 * An animal hero's sister or brother is the hero's kind (idea/sibling-kind.ts, kin-figure.ts).
 */
describe('an animal hero’s sibling is of the hero’s kind (issue 14)', () => {
  it.each([
    ['en', 'Two little bunnies, Pip and his sister Mia, look for carrots', 'bunny', 'rabbit', 'Mia'],
    ['fr', 'Deux petits ours, Léo et sa sœur Lola, cherchent du miel', 'bear', 'bear', 'Lola'],
  ] as const)('%s: %s', async (language, description, figure, icon, sibling) => {
    const plan = await planStory({ type: 'farm-animals', description, language, title: 'T', pages: 12 });
    expect(plan.character.figure?.id).toBe(figure);
    expect(plan.pages[0].text).toContain(sibling);
    for (const i of [0, 3, 6]) {
      const svg = drawPlanPage(plan, 'farm-animals', i);
      expect(svg, `page ${i + 1}`).toContain(`data-figure="kin" data-kin="${figure}" data-icon="${icon}"`);
      expect(svg, `page ${i + 1}: a human child`).not.toMatch(/data-icon="(girl|boy)"/);
    }
  });

  it('a child’s sister stays a girl', async () => {
    const plan = await planStory({
      type: 'story-book',
      description: 'Tom and his sister Mia go to the beach',
    });
    expect(plan.pages[0].hints?.companion).toBe('girl');
  });
});
