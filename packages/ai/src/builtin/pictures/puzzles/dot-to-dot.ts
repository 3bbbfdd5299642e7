import type { Rng } from '../rng';
import type { DotSpec } from './puzzle-types';

/** Outlines (unit square, clockwise) that read well once joined. */
const SHAPES: Record<string, [number, number][]> = {
  star: Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 ? 0.2 : 0.45;
    return [0.5 + rad * Math.cos(a), 0.52 + rad * Math.sin(a)] as [number, number];
  }),
  heart: Array.from({ length: 16 }, (_, i) => {
    const t = (i / 16) * Math.PI * 2;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    return [0.5 + x / 38, 0.48 - y / 38] as [number, number];
  }),
  house: [
    [0.2, 0.9],
    [0.2, 0.5],
    [0.1, 0.5],
    [0.5, 0.12],
    [0.9, 0.5],
    [0.8, 0.5],
    [0.8, 0.9],
    [0.6, 0.9],
    [0.6, 0.68],
    [0.4, 0.68],
    [0.4, 0.9],
  ],
  fish: [
    [0.92, 0.5],
    [0.8, 0.32],
    [0.6, 0.25],
    [0.4, 0.3],
    [0.28, 0.45],
    [0.1, 0.28],
    [0.14, 0.5],
    [0.1, 0.72],
    [0.28, 0.55],
    [0.4, 0.7],
    [0.6, 0.75],
    [0.8, 0.68],
  ],
  rocket: [
    [0.5, 0.05],
    [0.62, 0.2],
    [0.64, 0.6],
    [0.78, 0.8],
    [0.64, 0.8],
    [0.6, 0.9],
    [0.4, 0.9],
    [0.36, 0.8],
    [0.22, 0.8],
    [0.36, 0.6],
    [0.38, 0.2],
  ],
  boat: [
    [0.1, 0.62],
    [0.47, 0.62],
    [0.47, 0.1],
    [0.82, 0.55],
    [0.53, 0.55],
    [0.53, 0.62],
    [0.9, 0.62],
    [0.75, 0.86],
    [0.25, 0.86],
  ],
  tree: [
    [0.5, 0.06],
    [0.7, 0.3],
    [0.6, 0.3],
    [0.78, 0.52],
    [0.66, 0.52],
    [0.86, 0.76],
    [0.56, 0.76],
    [0.56, 0.92],
    [0.44, 0.92],
    [0.44, 0.76],
    [0.14, 0.76],
    [0.34, 0.52],
    [0.22, 0.52],
    [0.4, 0.3],
    [0.3, 0.3],
  ],
  crown: [
    [0.15, 0.78],
    [0.1, 0.3],
    [0.32, 0.52],
    [0.5, 0.18],
    [0.68, 0.52],
    [0.9, 0.3],
    [0.85, 0.78],
  ],
};

export const DOT_SHAPES = Object.keys(SHAPES);

/** Points to join, in order; harder levels add points along the edges. */
export function generateDots(shape: string, level: number, rng: Rng): DotSpec {
  const base = SHAPES[shape] ?? SHAPES.star;
  const split = level <= 0 ? 1 : level === 1 ? 2 : 3;
  const points: [number, number][] = [];
  base.forEach((a, i) => {
    const b = base[(i + 1) % base.length];
    for (let k = 0; k < split; k++) {
      const t = k / split;
      // A little wobble on added points keeps the picture hand-drawn but never crosses the outline.
      const j = k ? (rng.next() - 0.5) * 0.01 : 0;
      points.push([round(a[0] + (b[0] - a[0]) * t + j), round(a[1] + (b[1] - a[1]) * t + j)]);
    }
  });
  // Drop points that would sit on top of the previous one (numbers must stay readable).
  const spaced = points.filter(
    (pt, i) => i === 0 || Math.hypot(pt[0] - points[i - 1][0], pt[1] - points[i - 1][1]) > 0.035,
  );
  return { shape, points: spaced };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
