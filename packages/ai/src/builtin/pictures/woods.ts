import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';
import { createRng, hashString } from './rng';

/**
 * The forest's edge behind a forest page (issue 14: « dans la forêt » was a meadow with one or two
 * small trees): a far row of fir silhouettes and a near row of firs and leafy trees along the
 * horizon. Drawn with its own random draws (from the picture's id), so the rest of the page is laid
 * out as before. In the snow the painter makes them bare or snowy (winter-trees.ts).
 */
export function woods(c: Canvas, p: Painter, groundY: number, id: string, snow: boolean): string {
  const rng = createRng(hashString(`${id}|woods`));
  const far = snow ? '#9fb3c4' : '#4d8a55';
  const out: string[] = [];
  // The far row: overlapping pointed firs, one colour, the wood's depth.
  let d = '';
  for (let x = -40; x < c.w + 40; x += 55 + rng.int(0, 30)) {
    const h = 130 + rng.int(0, 90);
    const w = h * 0.42;
    const base = groundY - 30 + rng.int(-6, 6);
    d += `M${r(x - w / 2)} ${r(base)} L${r(x)} ${r(base - h)} L${r(x + w / 2)} ${r(base)} Z `;
  }
  out.push(p.path(d.trim(), far, p.lineArt ? '' : 'opacity="0.9"'));
  // The near row: icons of firs and leafy trees, big, their feet on the horizon.
  for (let x = 20 + rng.int(0, 40); x < c.w; x += 130 + rng.int(0, 70)) {
    const size = 200 + rng.int(0, 110);
    const tree = rng.next() < 0.6 ? 'evergreen-tree' : 'deciduous-tree';
    out.push(p.icon(tree, x, groundY - 8 - size * 0.44, size, rng.next() < 0.5));
  }
  return `<g class="woods">${out.join('')}</g>`;
}
