import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * 'A baby elephant looks for its mum': in the tightest shot Mum, pushed back inside the frame, stood
 * over half the baby. A whole-body hero's grown relative stands clear of it, side by side, both inside
 * the frame, Mum still the taller (companion-figure.ts kinRoom).
 */
/** The left and right edges of the figure group opened by `tag` (a 32-unit box, mirrored when flipped). */
function span(svg: string, tag: RegExp) {
  const m = new RegExp(
    `${tag.source}[^>]*transform="translate\\(([-\\d.]+) [-\\d.]+\\) scale\\((-?[\\d.]+)`,
  ).exec(svg);
  const x = Number(m?.[1]);
  const s = Number(m?.[2]);
  const w = 32 * Math.abs(s);
  return { from: s < 0 ? x - w : x, to: s < 0 ? x : x + w, h: w };
}

describe('a baby elephant and its Mum stand side by side, not over each other', () => {
  it.each([
    ['en', 'A baby elephant looks for its mum'],
    ['fr', 'Un bébé éléphant cherche sa maman'],
  ] as const)('%s: %s', async (language, description) => {
    for (const pages of [8, 12]) {
      const plan = await planStory({ type: 'story-book', description, language, pages });
      for (const i of [pages - 2, pages - 1]) {
        const svg = drawPlanPage(plan, 'story-book', i, 1000);
        expect(svg, `page ${i + 1}`).toContain('data-figure="kin"');
        const mum = span(svg, /data-figure="kin"/);
        const baby = span(svg, /<g id="hero"/);
        const apart = mum.to <= baby.from || baby.to <= mum.from;
        expect(apart, `page ${i + 1}: Mum ${mum.from}–${mum.to} over the baby ${baby.from}–${baby.to}`).toBe(
          true,
        );
        expect(mum.from).toBeGreaterThanOrEqual(0);
        expect(mum.to).toBeLessThanOrEqual(1000);
        expect(mum.h).toBeGreaterThan(baby.h * 1.1);
      }
    }
  });
});
