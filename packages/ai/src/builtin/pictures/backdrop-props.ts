import type { Weather } from '../text/page-sky';
import { type Environment, NOT_ON_SNOW, sceneryFor } from './environment';
import { OFF_MARS } from './mars-ground';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';

/** The small props on a backdrop's horizon (moved out of backdrop.ts, which keeps to its 250 lines). */
export function props(
  c: Canvas,
  p: Painter,
  o: {
    env: Environment;
    theme: string;
    rng: Rng;
    detail?: boolean;
    avoid?: string[];
    clear?: number;
    weather?: Weather;
    mars?: boolean;
  },
  groundY: number,
  night: boolean,
) {
  // No rainbow (nor anything sunny) under the moon.
  // Only what fits the place: no house or pine on the seabed, no fish in a meadow.
  // A space coloring page keeps to what its caption names (no planet, comet or saucer to colour unasked).
  if (p.lineArt && o.env === 'space') return '';
  const pool = sceneryFor(o.env, o.theme).filter(
    (name) =>
      (!night || !DAYLIGHT_ONLY.test(name)) &&
      !o.avoid?.includes(name) &&
      !(o.mars && OFF_MARS.includes(name)) &&
      (o.weather !== 'snow' || !NOT_ON_SNOW.test(name)),
  );
  if (!pool.length) return '';
  const out: string[] = [];
  const n = o.detail ? 6 + o.rng.int(0, 2) : 3 + o.rng.int(0, 1);
  for (let i = 0; i < n; i++) {
    const size = (o.detail && i % 2 ? 60 : 90) + o.rng.int(0, 60);
    const x = ((i + 0.5) / n) * c.w + o.rng.int(-60, 60);
    if (o.clear !== undefined && Math.abs(x - o.clear) < 230) continue;
    out.push(p.icon(o.rng.pick(pool), x, groundY - size * 0.42, size, o.rng.next() < 0.5));
  }
  return out.join('');
}

/** Icons that belong to daylight: never drawn in a dusk or night scene. */
export const DAYLIGHT_ONLY = /^(sun|sun-.+|.+-sun|sunrise.*|sunflower|rainbow|umbrella-on-ground)$/;
