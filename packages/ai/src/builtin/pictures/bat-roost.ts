import type { Light } from '../text/story-light';
import { r } from './icons';

/**
 * A bat hero asleep at the end of a cave book hangs upside down from the roof, as the text says
 * ("Lila hung upside down, wings folded tight", « s’accrocha la tête en bas »: text/goal-roam.ts),
 * not standing on the floor: the end page at night, inside the cave (cave-rooms.ts).
 */
export const roosts = (s: { beat?: string; hero: { id: string }; mood: Light; place?: string }) =>
  s.beat === 'ending' &&
  s.hero.id === 'bat' &&
  (s.mood === 'night' || s.mood === 'sleep') &&
  /inside the (glowing )?cave/.test(s.place ?? '');

/** The end page is asleep: a bedtime book's last light, or a bat roosting (no confetti on a sleeper). */
export const asleepAtEnd = (s: Parameters<typeof roosts>[0]) => s.mood === 'sleep' || roosts(s);

/** The hero as drawn, turned upside down so its feet hang from `top` (its feet were at `feet`). */
export const roosting = (
  s: Parameters<typeof roosts>[0],
  heroSvg: string,
  feet: number,
  top: number,
): string =>
  roosts(s) ? `<g class="roosting" transform="matrix(1 0 0 -1 0 ${r(feet + top)})">${heroSvg}</g>` : heroSvg;
