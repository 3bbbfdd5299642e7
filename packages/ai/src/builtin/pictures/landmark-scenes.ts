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
