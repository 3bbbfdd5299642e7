import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * "saves the town from a monster", « protège la ville contre un monstre »: a monster was no kind,
 * so no threat was read (a stock quest). It is now a kind, faced as the defend arc's threat, named
 * in the text and drawn as a friendly picture-book monster (pictures/monster-icon.ts).
 */
describe('a monster is a threat, named and drawn', () => {
  it.each([
    ['en', 'Tom saves the town from a monster', /A monster/],
    ['fr', 'Léa protège la ville contre un monstre', /Un monstre/],
    ['en', 'Tom saves the town from a giant monster', /A giant monster/],
  ] as const)('%s: %s', async (lang, description, said) => {
    expect(readIdea('', description, lang).goal).toMatchObject({ kind: 'defend', threat: { id: 'monster' } });
    const plan = await planStory({ type: 'story-book', language: lang, description, pages: 12 });
    const problem = plan.pages[1];
    expect(problem.text).toMatch(said);
    expect(problem.hints?.subjects).toContain('monster');
    expect(problem.alt).toMatch(/monst(er|re)/);
    expect(drawPlanPage(plan, 'story-book', 1)).toContain('data-icon="monster"');
    expect(plan.pages.at(-2)?.hints?.subjects).toContain('monster');
  });
});
