import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/** Issue 14: "Farm animals on a sunny day" coloured the same little cow painting and singing on every page. */
describe('a coloring book about a group draws one of them per page, named in its caption', () => {
  it.each([
    ['en', 'Farm animals on a sunny day', 'Color the pig rolling in the mud!', 'pig'],
    ['fr', 'Les animaux de la ferme', 'Colorie le cochon qui se roule dans la boue\u202f!', 'pig'],
    ['fr', 'Les dinosaures', 'Colorie le T. rex qui rugit\u202f!', 't-rex'],
    ['en', 'Cars, trucks and trains', 'Color the fire engine!', 'fire-engine'],
  ] as const)('%s: %s', async (language, description, caption, icon) => {
    const plan = await planStory({ type: 'coloring', language, description, pages: 16 });
    const texts = plan.pages.map((p) => p.text);
    expect(new Set(texts).size).toBe(texts.length);
    const i = texts.indexOf(caption);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(plan.pages[i].hints?.subjects).toEqual([icon]);
    expect(drawPlanPage({ ...plan, pages: plan.pages.map((p) => ({ ...p })) }, 'coloring', i)).toContain(
      `data-icon="${icon}"`,
    );
    const firsts = new Set(
      plan.pages.slice(0, 8).map((p) => String((p.hints?.subjects as string[] | undefined)?.at(0))),
    );
    expect(firsts.size).toBeGreaterThanOrEqual(4);
  });

  it('keeps the hero an idea names on every page', async () => {
    const plan = await planStory({ type: 'coloring', description: 'Mia the fairy in her garden', pages: 8 });
    for (const p of plan.pages) expect(p.text).toMatch(/^Color Mia, who /);
  });
});
