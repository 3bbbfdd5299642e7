import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Moon } from './sky-lights';

/** What a counting-to-sleep page has counted so far: this many of this icon (StoryHints.counted). */
export type Counted = { icon: string; n: number };

/**
 * A counting-to-sleep page (text/goal-sleep-count-calm.ts: “Three stars.”) draws exactly that many
 * of what is counted, big and apart, up in the night sky over the hero: one star on the first page,
 * two on the next… (the sky's dot stars stay small, the counted ones are the page's). Fixed places,
 * no draw from the page's rng, so the rest of the picture keeps its layout. They keep to the side of
 * the sky away from the moon (`moon`, set by sky-lights.ts), so none is drawn over it.
 */
export function countedSky(c: Canvas, p: Painter, counted: Counted | undefined, moon: Moon = {}): string {
  if (!counted || counted.n < 1) return '';
  const { n, icon } = counted;
  const rows = n <= 6 ? 1 : n <= 14 ? 2 : 3;
  const perRow = Math.ceil(n / rows);
  const { lo, hi } = clearOfMoon(c, moon);
  const span = hi - lo;
  const size = Math.min(90, span / perRow / 1.3);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, n - row * perRow);
    const col = i % perRow;
    const x = (lo + hi) / 2 + (col - (inRow - 1) / 2) * (span / Math.max(perRow, 2));
    // A gentle arch, each row a little lower; alternate ones a touch higher, as stars are.
    const y = c.h * (0.1 + row * 0.11) + (col % 2 ? -size * 0.25 : size * 0.15);
    out.push(p.icon(icon, r(x), r(y), r(size)));
  }
  return `<g class="counted" data-count="${n}">${out.join('')}</g>`;
}

/** The stretch of sky the counted row spans: the middle 80%, less the moon's side up to its edge. */
function clearOfMoon(c: Canvas, moon: Moon) {
  let lo = c.w * 0.1;
  let hi = c.w * 0.9;
  if (moon.x !== undefined && moon.size !== undefined) {
    const gap = moon.size / 2 + 16;
    if (moon.x < c.w / 2) lo = Math.max(lo, moon.x + gap);
    else hi = Math.min(hi, moon.x - gap);
  }
  return { lo, hi };
}
