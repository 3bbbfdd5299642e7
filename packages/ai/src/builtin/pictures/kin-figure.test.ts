import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: "Pip the little penguin and his mum" drew a human woman beside the penguin on every
 * page. An animal hero's family is of its kind (kin-figure.ts), bigger; a child's mum stays a woman.
 */
const scaleOf = (svg: string, tag: RegExp) => {
  const m = new RegExp(
    `${tag.source}[^>]*transform="translate\\([-\\d.]+ [-\\d.]+\\) scale\\((-?[\\d.]+)`,
  ).exec(svg);
  return Math.abs(Number(m?.[1]));
};

describe('an animal hero’s relative is of the hero’s kind (issue 14)', () => {
  it.each([
    ['en', 'Pip the little penguin and his mum', 'penguin', 'woman'],
    ['fr', 'Petit Ours et sa maman', 'bear', 'woman'],
    ['en', 'Rosie the rabbit and her grandpa look for a carrot', 'bunny', 'old-man'],
  ] as const)('%s: %s', async (language, description, figure, face) => {
    const plan = await planStory({ type: 'story-book', description, language, title: 'T', seed: 4 });
    expect(plan.character.figure?.id).toBe(figure);
    for (const i of plan.pages.keys()) {
      const svg = drawPlanPage(plan, 'story-book', i);
      expect(svg, `page ${i + 1}`).toContain(`data-figure="kin" data-kin="${figure}"`);
      // No human for the relative on an animal's page (a stock "wise grandmother" met may be one).
      expect(svg).toContain(`data-figure="kin" data-kin="${figure}" data-icon="${face}"`);
      expect(svg).not.toContain(`data-figure="helper" data-icon="${face}"`);
      // A grown-up: bigger than the hero.
      expect(scaleOf(svg, /data-figure="kin"/)).toBeGreaterThan(scaleOf(svg, /<g id="hero"/));
      // Never cut by the top of the frame, even in a close-up.
      const top = /data-figure="kin"[^>]*transform="translate\([-\d.]+ (-?[\d.]+)\)/.exec(svg)?.[1];
      expect(Number(top), `page ${i + 1}: the relative's head is cut`).toBeGreaterThanOrEqual(0);
    }
  });

  it.each([
    ['en', 'Tom and his mum go to the beach'],
    ['fr', 'Léa et sa maman vont à la plage'],
  ] as const)('%s: a child’s mum stays a woman (%s)', async (language, description) => {
    const plan = await planStory({ type: 'story-book', description, language, title: 'T', seed: 4 });
    const svg = drawPlanPage(plan, 'story-book', 0);
    expect(svg).toContain('data-figure="helper" data-icon="woman"');
    expect(svg).not.toContain('data-figure="kin"');
  });
});
