import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: 'A dog who wants to fly' — "Milo could fly at last!", and the dog stood on the grass.
 * Where the hero flies it is drawn up in the air, its shadow on the ground far below, and the alt says so.
 */
const SIZE = 600;
/** The bottom of the hero's box (a whole-body animal's icon box is 32 high) and the shadow's y. */
const heroFeet = (svg: string) => {
  const m = /<g id="hero"[^>]*transform="translate\([-\d.]+ (-?[\d.]+)\) scale\(-?([\d.]+)/.exec(svg);
  return Number(m?.[1]) + 32 * Number(m?.[2]);
};
const heroTop = (svg: string) =>
  Number(/<g id="hero"[^>]*transform="translate\([-\d.]+ (-?[\d.]+)\)/.exec(svg)?.[1]);
const shadowY = (svg: string) => Number(/data-shadow="flying"[^>]*cy="([\d.]+)"/.exec(svg)?.[1]);

describe('a hero that flies is drawn in the air (issue 14)', () => {
  it.each([
    ['en', 'A dog who wants to fly', /could fly at last|could fly!/, 'flying high in the air'],
    ['fr', 'Un petit chien qui rêve de voler', /savait enfin voler|sut voler/, 'en plein vol'],
  ] as const)('%s: %s', async (language, description, flies, said) => {
    for (const pages of [8, 12]) {
      const plan = await planStory({ type: 'story-book', description, language, pages });
      const turn = plan.pages.findIndex((p) => flies.test(p.text));
      expect(turn, `${pages} pages: the page where it flies`).toBeGreaterThan(0);
      plan.pages.forEach((page, i) => {
        const svg = drawPlanPage(plan, 'story-book', i, SIZE);
        if (i !== turn) {
          expect(svg, `page ${i + 1}`).not.toContain('data-pose="flying"');
          expect(page.alt).not.toContain(said);
          return;
        }
        expect(svg).toContain('data-pose="flying"');
        // Well above its shadow on the ground, and not cut by the top of the frame.
        expect(shadowY(svg) - heroFeet(svg)).toBeGreaterThan(SIZE * 0.12);
        expect(heroTop(svg)).toBeGreaterThan(0);
        expect(page.alt).toContain(said);
      });
    }
  });

  it.each([
    ['en', 'Tom learns to ride his bike'],
    ['fr', 'Léa apprend à nager'],
  ] as const)('%s: a learner who does not fly stays on the ground (%s)', async (language, description) => {
    const plan = await planStory({ type: 'story-book', description, language, pages: 8 });
    // (A swimmer is in the water on some pages, in-water.ts: never up in the air.)
    for (const i of plan.pages.keys())
      expect(drawPlanPage(plan, 'story-book', i)).not.toContain('data-pose="flying"');
  });
});
