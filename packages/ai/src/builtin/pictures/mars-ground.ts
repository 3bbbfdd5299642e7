import type { Palette } from './backdrop-palettes';
import type { Environment } from './environment';
import type { Spot } from './landmark-spot';

/**
 * Mars drawn as Mars ('Mia visits Mars', text/goal-space-trip.ts): its pages stood on the Moon's grey
 * ground under a black starry sky, a red disc hung in it, though the text said "red dust", "the red
 * rocks". A place on Mars now has a dusty pink sky by day, red-orange hills and ground, and red rocks;
 * the Moon and the rest of space keep their grey ground and black sky.
 */
const ON_MARS = /\bmars\b|red planet|planète rouge/i;

/** Whether a space page's place is on Mars. */
export const onMars = (env: Environment, place: string | undefined) =>
  env === 'space' && ON_MARS.test(place ?? '');

/** The dusty pink sky, the red-orange hills and the rusty ground with darker pebbles. */
export const MARS: Palette = {
  sky: ['#d98a6c', '#f5cdb4'],
  far: '#b9512f',
  near: '#cf6a3e',
  ground: '#c65a2e',
  tuft: '#9a3b1e',
};

/** Not on the Martian horizon: a ringed planet or a comet in the pink sky, grey rocks on the red ground. */
export const OFF_MARS = ['ringed-planet', 'comet', 'flying-saucer', 'rock'];

/** Three red rocks, a big one and two small, rounded and shaded: the red planet's landmark. */
export function redRocks(s: Pick<Spot, 'p' | 'x' | 'g'>): string {
  const rock = (x: number, w: number, h: number, fill: string) =>
    s.p.path(
      `M${x - w} ${s.g} Q${x - w * 0.95} ${s.g - h * 0.8} ${x - w * 0.35} ${s.g - h} Q${x + w * 0.3} ${s.g - h * 1.05} ${x + w * 0.8} ${s.g - h * 0.55} Q${x + w} ${s.g - h * 0.2} ${x + w} ${s.g} Z`,
      fill,
    );
  return (
    rock(s.x - 150, 70, 90, '#a8442a') +
    rock(s.x, 120, 190, '#b4492b') +
    rock(s.x + 20, 60, 120, '#c8603a') +
    rock(s.x + 170, 55, 70, '#9b3d24')
  );
}
