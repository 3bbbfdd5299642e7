import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

type E = { cx: number; cy: number; rx: number; ry: number };
const num = (s: string, k: string) => Number(new RegExp(`${k}="([-\\d.]+)"`).exec(s)?.[1]);

/** Issue 14: the puffs leading to the goal page's thought bubble show (not hidden under the bubble or on the face). */
describe('thought bubble puffs', () => {
  it('every puff lies in the open, between the head and the bubble', async () => {
    let checked = 0;
    for (const [seed, description] of [
      [1, 'Emma looks for her lost kite in the park.'],
      [2, 'Leo wants a red balloon at the beach.'],
      [3, 'A fox looks for a lost key in the forest.'],
      [4, 'Zoé cherche son ballon au parc.'],
      [5, 'Max looks for a golden star in the snow.'],
    ] as const) {
      const plan = await planStory({
        type: 'story-book',
        description,
        pages: 8,
        language: /Zoé/.test(description) ? 'fr' : 'en',
        seed,
      });
      plan.pages.forEach((page, i) => {
        if (page.hints?.beat !== 'problem') return;
        const svg = drawPlanPage(plan, 'story-book', i);
        const group = /<g class="thought">.*$/s.exec(svg)?.[0] ?? '';
        const shapes: E[] = [...group.matchAll(/<ellipse [^>]*stroke="#5b6475"[^>]*>/g)].map((m) => ({
          cx: num(m[0], 'cx'),
          cy: num(m[0], 'cy'),
          rx: num(m[0], 'rx'),
          ry: num(m[0], 'ry'),
        }));
        const bubble = shapes.pop() as E;
        expect(shapes.length, page.text).toBeGreaterThanOrEqual(2);
        const hero = /<g id="hero"[^>]*transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+)/.exec(
          svg,
        );
        const [tx, ty, s] = [Number(hero?.[1]), Number(hero?.[2]), Number(hero?.[3])];
        const head = {
          x0: Math.min(tx, tx + 32 * s),
          x1: Math.max(tx, tx + 32 * s),
          y0: ty,
          y1: ty + 30 * Math.abs(s),
        };
        for (const puff of shapes) {
          // Wholly outside the bubble (which is drawn over it)…
          const out = Math.hypot(
            (puff.cx - bubble.cx) / (bubble.rx + puff.rx),
            (puff.cy - bubble.cy) / (bubble.ry + puff.rx),
          );
          expect(out, page.text).toBeGreaterThan(1);
          // …off the face, and big enough to see.
          const onFace = puff.cx > head.x0 && puff.cx < head.x1 && puff.cy > head.y0 && puff.cy < head.y1;
          expect(onFace, page.text).toBe(false);
          expect(puff.rx).toBeGreaterThan(8);
        }
        checked++;
      });
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });
});
