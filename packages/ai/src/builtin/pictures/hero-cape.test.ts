import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { drawHero } from './hero';

/**
 * Issue 14: a superhero's cape (and the random cape of many builtin heroes) was a narrow panel behind
 * the body, no wider than the arms: from the front it showed as a sliver between the legs. Now it hangs
 * from the shoulders clear of both hands, below them, and streams out to one side.
 */
const look = {
  id: 'child',
  accessory: 'cape',
  shirt: '#3b6fb6',
  pants: '#5b3a29',
  accent: '#2ec4b6',
  shoes: '#222',
};

/** The cape's outline points (x, y) in the body's 32-wide box. */
const capePoints = (svg: string) => {
  const d = /<g data-cape="\w+"><path d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const n = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  return n.flatMap((v, i) => (i % 2 ? [] : [[v, n[i + 1]] as const]));
};

describe('a hero’s cape reads as a cape from the front', () => {
  it.each([false, true])(
    'flip %s: wider than the hands on both sides, below them, flowing one way',
    (flip) => {
      const svg = drawHero(look, { x: 100, baseY: 200, height: 120, flip });
      const pts = capePoints(svg);
      expect(pts.length).toBeGreaterThan(4);
      const xs = pts.map(([x]) => x);
      const left = Math.min(...xs);
      const right = Math.max(...xs);
      // The hands reach x 2.9 and 29.1: the cape shows beyond both.
      expect(left).toBeLessThan(1.5);
      expect(right).toBeGreaterThan(31);
      // Below the hands (y 45), to below the knees.
      expect(Math.max(...pts.map(([, y]) => y))).toBeGreaterThan(51);
      // It streams out further on one side: away from where the hero looks (a hero on the right flips).
      const outLeft = 0 - left;
      const outRight = right - 32;
      expect(Math.abs(outLeft - outRight)).toBeGreaterThan(5);
      expect(outRight > outLeft).toBe(flip);
    },
  );

  it.each([
    ['en', 'A superhero kid saves the city'],
    ['fr', 'Une petite fille super-héroïne sauve la ville'],
  ] as const)('%s: %s — the superhero wears the wide cape on every page', async (language, description) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
    expect(plan.character.figure?.accessory).toBe('cape');
    plan.pages.forEach((_, i) => {
      const svg = drawPlanPage(plan, 'story-book', i);
      expect(svg).toMatch(/<g id="hero"[^>]*data-accessory="cape"/);
      expect(capePoints(svg).length).toBeGreaterThan(4);
    });
  });
});
