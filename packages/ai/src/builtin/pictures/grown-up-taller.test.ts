import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Mum or Grandpa at a child's side was drawn 1.08 times the child, the same size to the eye
 * ('Léa bakes a cake with Mum', 'Sam learns to ride his bike with Grandpa'). A grown-up beside the
 * child hero now stands clearly taller; only where the frame's top would cut the head is it shorter.
 */
const scale = (svg: string, re: RegExp) => Math.abs(Number(re.exec(svg)?.[1]));
const HERO = /<g id="hero"[^>]*scale\((-?[\d.]+)/;
const GROWN = /<g data-figure="helper" data-icon="(?:woman|old-man)" transform="[^"]*scale\((-?[\d.]+)/;

describe('a grown-up beside the child hero is drawn taller', () => {
  it.each([
    ['en', 'Léa bakes a cake with Mum'],
    ['fr', 'Léa fait un gâteau avec maman'],
    ['en', 'Sam learns to ride his bike with Grandpa'],
    ['fr', 'Sam apprend à faire du vélo avec papi'],
  ] as const)('%s: %s', async (language, description) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const ratios = plan.pages
      .map((_, i) => drawPlanPage(plan, 'story-book', i))
      .map((svg) => scale(svg, GROWN) / scale(svg, HERO))
      .filter((x) => Number.isFinite(x));
    expect(ratios.length).toBeGreaterThan(8);
    // Both figures have the same box (hero.ts, helper-figure.ts): the scales compare their heights.
    expect(ratios.filter((x) => x >= 1.2).length).toBeGreaterThan(ratios.length / 2);
  });

  // Mama Bird met on the way, teaching a little bird to fly: a bird icon grown, beside the chick.
  it.each([
    ['en', 'A little bird learns to fly'],
    ['fr', 'Un petit oiseau apprend à voler'],
  ] as const)('%s: %s', async (language, description) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const MAMA = /transform="[^"]*scale\((-?[\d.]+)[^"]*" data-icon="bird"/;
    const ratios = plan.pages
      .map((_, i) => drawPlanPage(plan, 'story-book', i))
      .map((svg) => scale(svg, MAMA) / scale(svg, HERO))
      .filter((x) => Number.isFinite(x));
    // Both boxes are 32 high (a bird’s figure and its icon); it was 1.15 times the chick at most.
    expect(Math.max(...ratios)).toBeGreaterThanOrEqual(1.25);
  });
});
