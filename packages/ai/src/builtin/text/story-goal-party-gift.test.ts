import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// A birthday with a wished-for present: the wish on the problem page (in a thought bubble), the present
// given and drawn on the last page. Before, 'A girl wants a puppy for her birthday' never named a puppy.
describe('a birthday wish', () => {
  it.each([
    ['en', 'A girl wants a puppy for her birthday', 'a puppy', 'dog', 'thinking of a puppy'],
    [
      'en',
      'Mia turns five and wishes for a kitten for her birthday',
      'a kitten',
      'cat',
      'thinking of a kitten',
    ],
    ['fr', 'Léo veut un vélo pour son anniversaire', 'un vélo', 'bicycle', 'qui pense à un vélo'],
    [
      'fr',
      'Une petite fille rêve d’un chiot pour son anniversaire',
      'un chiot',
      'dog',
      'qui pense à un chiot',
    ],
  ] as const)('%s: %s', async (language, description, gift, icon, thought) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
    const [problem, end] = [plan.pages[1], plan.pages.at(-1)];
    expect(problem.text).toContain(gift);
    expect(problem.hints?.subjects).toEqual([icon]);
    expect(problem.alt).toContain(thought);
    expect(end?.text).toContain(gift);
    expect(end?.hints?.subjects).toContain(icon);
    expect(end?.alt).toContain(gift);
  });

  it('a birthday with no wish keeps its balloons and parcel', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Tom turns six',
      pages: 8,
    });
    expect(plan.pages.at(-1)?.hints?.subjects).toEqual(['balloon', 'wrapped-gift']);
  });
});
