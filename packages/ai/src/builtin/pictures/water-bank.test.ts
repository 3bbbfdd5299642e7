import { describe, expect, it } from 'vitest';
import type { PagePlan } from '../../types';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

const ICON_BOX = 32;

/** Bottom edge of each icon of that name (its group's translate + scale × the 32-unit box). */
const iconBottoms = (svg: string, name: string) =>
  [
    ...svg.matchAll(
      new RegExp(`translate\\(([-\\d.]+) ([-\\d.]+)\\) scale\\(([-\\d.]+)\\)" data-icon="${name}"`, 'g'),
    ),
  ].map((m) => Number(m[2]) + Math.abs(Number(m[3])) * ICON_BOX);

/** Issue 14: a helper "by the pond" stands on the bank, not as a head sticking out of the water. */
describe('characters by water stand on the bank', () => {
  it('the frog met by the pond stands below the pond’s near edge', async () => {
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const plan = await planStory({
        type: 'story-book',
        description: 'Emma looks for her lost ball in the park. She meets a frog by the pond.',
        seed,
      });
      plan.pages.forEach((page: PagePlan, i) => {
        const h = page.hints as { place?: string; subjects?: string[] };
        if (!/pond/.test(h.place ?? '') || !h.subjects?.includes('frog')) return;
        const svg = drawPlanPage(plan, 'story-book', i);
        const pond = /<ellipse cx="[\d.]+" cy="([\d.]+)" rx="[\d.]+" ry="([\d.]+)" fill="#4aa8d8"/.exec(svg);
        expect(pond).toBeTruthy();
        const edge = Number(pond?.[1]) + Number(pond?.[2]);
        const frogs = iconBottoms(svg, 'frog');
        expect(frogs.length).toBeGreaterThan(0);
        for (const bottom of frogs) expect(bottom).toBeGreaterThan(edge + 10);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(1);
  });
});
