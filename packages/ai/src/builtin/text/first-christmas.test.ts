import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "Lily's first Christmas", « Le premier Noël de Lily » were a hunt for a stock present.
 * A first Christmas is the Christmas Eve wait (goal-wait.ts): getting ready by the tree, staying
 * awake, Santa at the turn, the morning after.
 */
const CASES = [
  ['en', "Lily's first Christmas", /\bSanta\b/, /red suit/],
  ['fr', 'Le premier Noël de Lily', /père Noël/, /habit rouge/],
] as const;

describe('a first Christmas waits for Santa (issue 14)', () => {
  it.each(CASES)('%s: %s', async (language, description, santa, suit) => {
    const plan = await planStory({ type: 'holiday', description, language, pages: 12, title: 'T' });
    const texts = plan.pages.map((p) => p.text ?? '');
    expect(texts.join(' ')).not.toMatch(/look(?:ed|ing)? for|search|cherch|recherche/i);
    expect(texts.join(' ')).toMatch(/Christmas tree|sapin de Noël/);
    const turn = plan.pages.findIndex((p) => p.hints?.beat === 'turn');
    expect(texts[turn]).toMatch(santa);
    expect(texts[turn]).toMatch(suit);
    expect(drawPlanPage(plan, 'holiday', turn)).toContain('data-icon="santa-claus"');
  });
});
