import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "Two siblings wait for Santa on Christmas Eve" went looking for "a present" and Santa
 * never came. Waiting is its own arc (goal-wait.ts): getting ready, staying awake, a sound on the
 * roof, Santa at the turn — named in the text and the alt, drawn standing in his red suit.
 */
const CASES = [
  [
    'en',
    'Two siblings wait for Santa on Christmas Eve',
    /\bSanta\b/,
    /cookies|letter|stocking|carrot|shiny ball/,
  ],
  ['fr', 'Deux enfants attendent le père Noël', /père Noël/, /biscuits|lettre|chaussette|carotte|boule/],
] as const;

describe('waiting for Santa (issue 14)', () => {
  it.each(CASES)('%s: %s', async (language, description, santa, ready) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'holiday', description, language, pages, title: 'T' });
      const texts = plan.pages.map((p) => p.text ?? '');
      // Nobody is named Santa: he is awaited, the hero is one of the children, with the other beside.
      expect(plan.character.name).not.toMatch(/santa|noël/i);
      expect(plan.pages[0].hints?.companion).toBeDefined();
      // No search for a stock present.
      expect(texts.join(' ')).not.toMatch(/look(?:ed|ing)? for|search|cherch/i);
      expect(texts.join(' ')).toMatch(ready);
      const turn = plan.pages.findIndex((p) => p.hints?.beat === 'turn');
      expect(texts[turn]).toMatch(santa);
      expect(texts[turn]).toMatch(/red suit|habit rouge/);
      expect(plan.pages[turn].alt).toMatch(santa);
      expect(drawPlanPage(plan, 'holiday', turn)).toContain('data-figure="helper" data-icon="santa-claus"');
      // He comes at the turn, not before.
      for (const i of plan.pages.keys())
        if (i < turn) expect(drawPlanPage(plan, 'holiday', i)).not.toContain('santa-claus');
    }
  });

  it('a child waiting alone for Santa still sees him', async () => {
    const plan = await planStory({ type: 'holiday', description: 'A boy named Tom waits for Santa.' });
    expect(plan.character.name).toBe('Tom');
    const turn = plan.pages.findIndex((p) => p.hints?.beat === 'turn');
    expect(plan.pages[turn].text).toMatch(/Santa/);
  });
});
