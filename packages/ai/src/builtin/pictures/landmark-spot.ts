import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';

/**
 * Where a landmark stands (every landmark-*.ts draws on it): its centre x, the horizon (groundY) and
 * the picture's light. `snow`: the place lies under snow or in falling snow (a big tree is bare then).
 */
export type Spot = {
  c: Canvas;
  p: Painter;
  x: number;
  g: number;
  rng: Rng;
  night: boolean;
  place: string;
  snow?: boolean;
};

/** Icons in a row along the horizon around x (a market's fruit, a zoo's animals…). */
export function iconRow(s: Spot, names: string[], size: number, spread = 1.1, dy = 0) {
  const n = names.length;
  return names
    .map((name, i) => s.p.icon(name, s.x + (i - (n - 1) / 2) * size * spread, s.g - size * 0.42 + dy, size))
    .join('');
}
