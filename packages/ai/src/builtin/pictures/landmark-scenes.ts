import type { Spot } from './landmark-shapes';
import * as L from './landmark-shapes';

/** Landmarks made of several shapes or icons for one place family (landmarks.ts picks them by place). */
export function barnWithAnimal(s: Spot) {
  // Santa's reindeer stables keep no horse: the reindeer is the one drawn, or missed (goal-santa-reindeer.ts).
  const animal = /hen|poulailler/i.test(s.place)
    ? 'chicken'
    : /stable|écurie/i.test(s.place) && !/reindeer|renne/i.test(s.place)
      ? 'horse'
      : '';
  return L.barn(s) + (animal ? s.p.icon(animal, s.x + (s.x > s.c.w / 2 ? -230 : 230), s.g - 40, 110) : '');
}

export function castle(s: Spot) {
  const garden = /garden|jardin/i.test(s.place);
  return (
    s.p.icon('castle', s.x, s.g - 150, 330) +
    (garden ? L.iconRow(s, ['rose', 'tulip', 'rose'], 70, 1.2, 40) : '')
  );
}

export function craters(s: Spot) {
  const out: string[] = [];
  for (const [dx, dy, rx] of [
    [-250, 60, 70],
    [120, 90, 90],
    [300, 40, 50],
    [-60, 150, 60],
  ])
    out.push(s.p.ellipse(s.c.w / 2 + dx, s.g + dy, rx, rx * 0.3, '#7b7892'));
  return out.join('');
}

/** A tool shed with a bit of fence on its outer side (away from the hero, who stands across the page). */
export function shed(s: Spot) {
  const out = s.x > s.c.w / 2 ? 1 : -1;
  const [a, b] = [s.x + out * 130, s.x + out * 300].sort((m, n) => m - n);
  return L.fence(s, a, b) + s.p.icon('hut', s.x, s.g - 100, 230);
}

/**
 * A pig's sty on the farm (text/goal-goodnight-farm.ts): a little lean-to shed of straw-coloured
 * planks, a brown mud wallow in front and a low wooden fence round it. The pig was said goodnight to
 * in the big red barn, where the pigs do not sleep.
 */
export function sty(s: Spot) {
  const { p, x, g } = s;
  const base = g + 40;
  const posts = [-170, -85, 0, 85, 170]
    .map((dx) => p.rect(x + dx - 7, base - 70, 14, 74, '#8a5a3b', 3))
    .join('');
  return [
    p.path(`M${x - 150} ${g + 8} V${g - 90} L${x + 40} ${g - 120} V${g + 8} Z`, '#b98b4e'),
    p.path(`M${x - 165} ${g - 86} L${x + 50} ${g - 126}`, '#6b4226', 'stroke="#6b4226" stroke-width="14"'),
    p.rect(x - 110, g - 60, 90, 68, '#5e3b22'),
    `<g data-part="sty-mud">${p.ellipse(x + 20, base - 14, 150, 26, '#6d4c33')}${p.ellipse(x - 20, base - 18, 60, 10, '#8a6446')}</g>`,
    `<g data-part="sty-fence">${posts}${p.rect(x - 185, base - 60, 370, 12, '#a0703f', 4)}${p.rect(x - 185, base - 30, 370, 12, '#a0703f', 4)}</g>`,
  ].join('');
}
