import type { Spot } from './landmark-spot';

/**
 * A sandpit (the nursery's, text/goal-first-day-young.ts): a low wooden box full of pale sand, a
 * little sandcastle, a red bucket and a spade stuck in the sand. Before, its "playground" drew a slide
 * on the grass with no sand at all.
 */
export function sandpit(s: Spot): string {
  const { p, x, g } = s;
  const w = 520;
  return [
    p.rect(x - w / 2, g - 40, w, 70, '#a8743f', 10),
    p.rect(x - w / 2 + 16, g - 34, w - 32, 48, '#ecd08f', 8),
    p.rect(x - w / 2 + 40, g - 44, w - 80, 18, '#f2dba3', 9),
    p.icon('sandcastle', x - 60, g - 70, 110),
    p.icon('bucket', x + 120, g - 60, 80),
    // The spade: a wooden handle and a blue blade half in the sand.
    p.rect(x + 196, g - 120, 10, 80, '#8a5a2b', 4),
    p.rect(x + 186, g - 48, 30, 28, '#3b82f6', 6),
  ].join('');
}
