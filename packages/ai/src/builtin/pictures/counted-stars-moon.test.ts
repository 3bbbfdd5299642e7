import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * 'A little fox counts the stars before sleep': the counted stars ran in a row across the whole sky,
 * right over the moon; and the turn, where the fox falls asleep, still burst with the turn's sparkles.
 * Now the counted row keeps to the moon-free side of the sky, and a sleeper's turn gets a soft "zzz".
 */
type Box = { x: number; y: number; size: number };
const ICON = /<g transform="translate\(([-\d.]+) ([-\d.]+)\) scale\((-?[\d.]+)[^"]*" data-icon="([a-z-]+)"/g;
function icons(svg: string): (Box & { icon: string; at: number })[] {
  return [...svg.matchAll(ICON)].map((m) => {
    const [tx, ty, s] = m.slice(1, 4).map(Number);
    // A flipped icon's translate is its right edge.
    return { x: tx + 16 * s, y: ty + 16 * Math.abs(s), size: 32 * Math.abs(s), icon: m[4], at: m.index };
  });
}
const overlap = (a: Box, b: Box) =>
  Math.abs(a.x - b.x) < (a.size + b.size) / 2 && Math.abs(a.y - b.y) < (a.size + b.size) / 2;

describe('counting stars before sleep', () => {
  it.each([
    ['en', 'A little fox counts the stars before sleep', 12],
    ['en', 'A little fox counts the stars before sleep', 24],
    ['fr', 'Un petit renard compte les étoiles avant de dormir', 12],
    ['fr', 'Un petit renard compte les étoiles avant de dormir', 24],
  ] as const)('%s: %s (%i pages)', async (language, description, pages) => {
    const plan = await planStory({ type: 'bedtime-books', language, description, pages });
    let counted = 0;
    for (const [i, page] of plan.pages.entries()) {
      const n = (page.hints?.counted as { n: number } | undefined)?.n;
      if (!n) continue;
      const svg = drawPlanPage(plan, 'bedtime-books', i);
      const start = svg.indexOf('<g class="counted"');
      const all = icons(svg);
      const stars = all.filter((b) => b.at > start).slice(0, n);
      const moon = all.find((b) => /moon/.test(b.icon));
      expect(stars.length).toBe(n);
      if (moon) for (const star of stars) expect(overlap(star, moon), `page ${i + 1}`).toBe(false);
      counted++;
    }
    expect(counted).toBeGreaterThan(4);
    // Asleep at the turn: no sparkles, a "zzz".
    const turn = plan.pages.findIndex((p) => p.hints?.beat === 'turn');
    expect(plan.pages[turn].hints?.asleep).toBe(true);
    const svg = drawPlanPage(plan, 'bedtime-books', turn);
    expect(svg).not.toContain('data-icon="sparkles"');
    expect(svg).toContain('data-icon="zzz"');
  });
});
