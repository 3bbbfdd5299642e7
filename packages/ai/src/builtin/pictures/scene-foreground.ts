import type { Weather } from '../text/page-sky';
import { DAYLIGHT_ONLY } from './backdrop';
import { type Environment, fitsEnvironment, NOT_ON_SNOW } from './environment';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';
import { wintry } from './winter-trees';

/** What stands in the front corners, per place. */
const FOREGROUND: Partial<Record<Environment, string[]>> = {
  underwater: ['coral', 'spiral-shell'],
  space: ['rock', 'comet'],
  beach: ['spiral-shell', 'crab', 'rock'],
  snow: ['rock', 'evergreen-tree'],
  town: ['potted-plant', 'tulip'],
  road: ['rock', 'herb'],
  desert: ['cactus', 'rock'],
};

/** 'High' quality: small plants and stones in the front corners, framing the scene. */
/** What of the scene the corners follow (scene.ts passes its SceneSpec). */
type Corners = { env: Environment; mood?: string; avoid?: string[]; weather?: Weather; rng: Rng };

export function foreground(c: Canvas, p: Painter, s: Corners, groundY: number) {
  const pool = FOREGROUND[s.env] ?? ['herb', 'rock', 'tulip', 'mushroom'];
  const night = s.mood !== 'day';
  const names = pool.filter(
    (n) =>
      (!night || !DAYLIGHT_ONLY.test(n)) &&
      !s.avoid?.includes(n) &&
      fitsEnvironment(n, s.env) &&
      (s.weather !== 'snow' || !NOT_ON_SNOW.test(n)),
  );
  const y = Math.max(groundY + 60, c.h - 70);
  // A fir in the front corner of a snowy page wears snow too.
  const fp = s.env === 'snow' || s.weather === 'snow' ? wintry(p) : p;
  return [0.06, 0.94, 0.5]
    .map((fx, i) =>
      fp.icon(s.rng.pick(names), c.w * fx + s.rng.int(-20, 20), y, i === 2 ? 50 : 80, s.rng.next() < 0.5),
    )
    .join('');
}

/**
 * The way the hero came: small steps on the ground from behind the hero to the page edge, smaller
 * with distance. Drawn, not the footprints emoji (bare human feet looked wrong beside any figure).
 */
export function trail(c: Canvas, p: Painter, x: number, feet: number) {
  const back = x < c.w / 2 ? -1 : 1;
  let out = '';
  for (let i = 0; i < 7; i++) {
    const sx = x + back * (70 + i * 52);
    if (sx < 10 || sx > c.w - 10) break;
    const k = 1 - i * 0.07;
    const sy = feet - 6 - i * 5 + (i % 2 ? 9 : -3);
    out += p.ellipse(sx, sy, 13 * k, 7 * k, '#5b4636', p.lineArt ? '' : 'opacity="0.35"');
  }
  return out;
}
