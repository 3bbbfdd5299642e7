import { describe, expect, it } from 'vitest';
import type { PagePlan } from '../../types';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: « Nina leva les yeux vers la première étoile » — and the star lay on the grass: a star or
 * a kite that would hide the moon was hung below it, and below a big low moon is the ground. It moves
 * aside in the sky instead: above the hero's shoulders, clear of the moon.
 */
type Box = { x: number; y: number; size: number };
function placed(svg: string, icon: string): Box | undefined {
  const m = new RegExp(
    `<g transform="translate\\(([-\\d.]+) ([-\\d.]+)\\) scale\\((-?[\\d.]+)[^"]*" data-icon="${icon}"`,
  ).exec(svg);
  if (!m) return undefined;
  const [tx, ty, s] = m.slice(1).map(Number);
  // A flipped icon's translate is its right edge.
  return { x: tx + 16 * s, y: ty + 16 * Math.abs(s), size: 32 * Math.abs(s) };
}

describe('a star or a kite at night stays in the sky (issue 14)', () => {
  it.each([
    ['bedtime-books', 'fr', 'Nina le petit lapin n’arrive pas à dormir et compte les étoiles'],
    ['bedtime-books', 'en', 'Milo the little bear wants to catch a star before bed'],
  ] as const)('%s %s: %s', async (type, language, description) => {
    let checked = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const plan = await planStory({ type, description, language, pages: 12, seed });
      plan.pages.forEach((page: PagePlan, i) => {
        const subjects = (page.hints?.subjects ?? []) as string[];
        if (!subjects.includes('glowing-star') || page.hints?.beat === 'problem') return;
        const svg = drawPlanPage(plan, type, i);
        const star = placed(svg, 'glowing-star');
        const moon = placed(svg, 'crescent-moon') ?? placed(svg, 'full-moon');
        const hero =
          /<g id="hero"[^>]*transform="translate\([-\d.]+ ([-\d.]+)\) scale\([-\d.]+ ([-\d.]+)\)/.exec(svg);
        if (!star || !moon || !hero) return;
        const top = Number(hero[1]);
        const feet = top + 59.5 * Number(hero[2]);
        // In the sky: above the middle of the hero's height, never down on the ground…
        expect(star.y, `${seed} p${i + 1}: ${page.text}`).toBeLessThan(feet - (feet - top) * 0.5);
        // …and not over the moon.
        const apart = Math.hypot(star.x - moon.x, star.y - moon.y);
        expect(apart, `${seed} p${i + 1}`).toBeGreaterThan((star.size + moon.size) * 0.45);
        checked++;
      });
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });
});
