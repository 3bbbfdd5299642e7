import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * 'A bunny plans a surprise birthday party for his friend Max' made Max the hero, a boy, and his own
 * birthday; the bunny was nobody. Now the bunny hosts the surprise and Max comes at the turn, drawn.
 */
describe('a surprise party for a friend the idea names', () => {
  it.each([
    ['en', 'A bunny plans a surprise birthday party for his friend Max', /SURPRISE!/, /a rabbit/],
    ['fr', 'Un lapin prépare une fête d’anniversaire surprise pour son ami Max', /SURPRISE\s!/, /un lapin/],
  ] as const)('%s: %s', async (language, description, surprise, bunny) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    expect(plan.character?.name).not.toBe('Max');
    expect(plan.pages[0].text).toMatch(bunny);
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(surprise);
    expect(turn?.text).toMatch(/Max/);
    expect(turn?.alt).toMatch(/Max/);
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/Max’s birthday|anniversaire de Max !/);
  });
});
