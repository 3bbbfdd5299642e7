import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/** Issue 14: « Milo demanda à Maman : Tu as peur, parfois ? » named Mum, drew Milo alone. */
describe('a bedtime fear of the dark draws the parent its page names', () => {
  it.each([
    ['en', 'A little bear who is afraid of the dark', /\bMum\b/, 'Mum'],
    ['fr', 'Un petit ours qui a peur du noir', /\bMaman\b/, 'Maman'],
  ] as const)('%s: %s', async (language, description, parent, said) => {
    let seen = 0;
    for (const title of ['Wave', 'Shell', 'Sea', 'Pearl', 'Deep', 'Blue', 'Tide', 'T']) {
      const plan = await planStory({ type: 'bedtime-books', language, description, title, pages: 12 });
      for (const [i, page] of plan.pages.entries()) {
        if (!parent.test(page.text)) continue;
        seen++;
        expect((page.hints as { companion?: string }).companion, page.text).toBe('woman');
        expect(page.alt).toContain(said);
        expect(drawPlanPage(plan, 'bedtime-books', i)).toContain('data-kin="bear"');
      }
      // Nobody else asked in the house at night: no wise grandmother met in the hallway.
      expect(plan.pages.some((p) => /wise grandmother|grand-mère pleine de sagesse/.test(p.text))).toBe(
        false,
      );
    }
    expect(seen).toBeGreaterThan(0);
  });
});
