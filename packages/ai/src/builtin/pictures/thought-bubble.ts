import type { Painter } from './painter';
import type { Canvas } from './render';

const INK = 'stroke="#5b6475" stroke-width="4"';

/**
 * A thought bubble over the hero's head holding what the hero thinks of, on the outer side (the
 * beat's mark is on the inner one). Two or three small puffs lead from beside the head to the
 * bubble's edge, in the open between them: drawn inside the bubble or over the face they vanish.
 */
export function thoughtBubble(
  c: Canvas,
  p: Painter,
  name: string,
  x: number,
  headY: number,
  heroH: number,
  tint?: string,
) {
  const size = Math.max(90, heroH * 0.3);
  const [rx, ry] = [size * 0.78, size * 0.62];
  // Clear of the head, with room for the puffs between: the outer side when it fits, else the inner one.
  const reach = heroH * 0.3 + rx + size * 0.45;
  const outer = x < c.w / 2 ? -1 : 1;
  const fits = (side: number) => x + side * reach > rx + 10 && x + side * reach < c.w - rx - 10;
  const side = fits(outer) ? outer : -outer;
  const cx = Math.max(rx + 10, Math.min(c.w - rx - 10, x + side * reach));
  const cy = Math.max(ry + 10, headY - size * 0.45);
  // From just beside the head to where that line meets the bubble's outline.
  const [hx, hy] = [x + side * heroH * 0.28, headY + heroH * 0.1];
  const k = Math.hypot((hx - cx) / rx, (hy - cy) / ry);
  const [ex, ey] = k > 1 ? [cx + (hx - cx) / k, cy + (hy - cy) / k] : [hx, hy];
  const gap = Math.hypot(ex - hx, ey - hy);
  const puffs = (gap > size * 0.5 ? [0.2, 0.5, 0.8] : [0.3, 0.75])
    .map((t, i, all) => {
      const rad = Math.min(size * (0.08 + i * 0.045), (gap / all.length) * 0.42);
      return p.ellipse(hx + (ex - hx) * t, hy + (ey - hy) * t, rad, rad, '#ffffff', INK);
    })
    .join('');
  return `<g class="thought">${puffs}${p.ellipse(cx, cy, rx, ry, '#ffffff', INK)}${p.icon(name, cx, cy, size * 0.8, false, tint)}</g>`;
}
