import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: in 'A baby elephant gets lost at the zoo' the Mum found at the end was drawn the
 * baby's size (the hero's icon again, taken for a sister). A grown-up found again is bigger than the
 * baby hero, of its kind, and the alt says so; a child's Mum stays a woman.
 */
const scaleOf = (svg: string, tag: RegExp) => {
  const m = new RegExp(
    `${tag.source}[^>]*transform="translate\\([-\\d.]+ [-\\d.]+\\) scale\\((-?[\\d.]+)`,
  ).exec(svg);
  return Math.abs(Number(m?.[1]));
};

describe('a grown-up found again is bigger than the baby hero (issue 14)', () => {
  it.each([
    ['en', 'A baby elephant gets lost at the zoo', 'Mum, a big elephant'],
    ['fr', 'Un bébé éléphant se perd au zoo', 'Maman, un grand éléphant'],
    ['en', 'A little bear looks for his mum in the forest', 'Mum, a big bear'],
    ['fr', 'Un petit ours cherche sa maman dans la forêt', 'Maman, un grand ours'],
  ] as const)('%s: %s', async (language, description, said) => {
    for (const pages of [8, 12]) {
      const plan = await planStory({ type: 'story-book', description, language, pages });
      // The turn and the last page: Mum at the hero's side.
      for (const i of [pages - 2, pages - 1]) {
        const svg = drawPlanPage(plan, 'story-book', i);
        const figure = plan.character.figure?.id as string;
        expect(svg, `page ${i + 1}`).toContain(`data-figure="kin" data-kin="${figure}" data-icon="woman"`);
        expect(scaleOf(svg, /data-figure="kin"/)).toBeGreaterThan(scaleOf(svg, /<g id="hero"/) * 1.1);
        expect(plan.pages[i].alt).toContain(said);
      }
    }
  });

  it.each([
    ['en', 'A little girl gets lost at the zoo'],
    ['fr', 'Une petite fille se perd au zoo'],
  ] as const)('%s: a child’s Mum stays a woman (%s)', async (language, description) => {
    const plan = await planStory({ type: 'story-book', description, language, pages: 8 });
    const svg = drawPlanPage(plan, 'story-book', 7);
    expect(svg).toContain('data-figure="helper" data-icon="woman"');
    expect(svg).not.toContain('data-figure="kin"');
    expect(plan.pages[7].alt).not.toMatch(/big|grande? /);
  });
});
