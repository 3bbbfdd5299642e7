import { clashesWithWeather } from './held-weather';
import type { Weather } from './page-sky';
import type { Light } from './story-light';

/**
 * When a template can be told (issue 14). Words that take daylight for granted (the sun up, "good
 * morning", « le jour est beau ») or the dark (the stars out) declare the lights they fit, as a
 * template declares the places it fits (story-place-fit.ts); words that see the sun, the moon or
 * the stars need a clear sky (`clear`), not the rain, snow, fog or storm clouds drawn instead.
 * Words where someone holds or carries the key object (`holds`) need one a child can hold: not a
 * star, the moon, a rainbow, a house or a boat (idea/words.ts `holdable`). None: any page.
 */
export type SkyFit = { lights?: readonly Light[]; clear?: true; holds?: true };

/** The sun up: morning, "the sun shone warm today". */
export const DAYLIGHT: readonly Light[] = ['day'];
/** The sun still in the sky, setting at dusk: "where the sun goes to sleep", clouds drifting by. */
export const UNTIL_DUSK: readonly Light[] = ['day', 'dusk'];
/** After sunset: the first star, "the stars came out". */
export const AFTER_DARK: readonly Light[] = ['dusk', 'night', 'sleep'];
/** Full night: a sky full of stars, an owl hooting. */
export const STARRY: readonly Light[] = ['night', 'sleep'];

/**
 * What a page (or a whole book) asks of a template: the lights its pictures take (none: any), the
 * weather held there, whether its key object can be held.
 */
export type BookSky = { lights?: readonly Light[]; weather?: Weather; holdable: boolean };

/** Words fit when they fit every light asked, see no sky hidden by the weather, and hold only what can be held. */
export const fitsSky = (t: SkyFit, book: BookSky): boolean =>
  (!t.lights || !book.lights || book.lights.every((light) => t.lights?.includes(light))) &&
  !(t.clear && book.weather) &&
  !(t.holds && !book.holdable);

/** A story template fits too when it names no other weather (no “Rain began to fall” in a snowy book: held-weather.ts). */
export const fitsBook = (t: SkyFit & { en: string }, book: BookSky): boolean =>
  fitsSky(t, book) && !clashesWithWeather(t, book.weather);

/** The templates of a pool that fit the book; the whole pool where none does (a page is never left empty). */
export function fitting<T extends SkyFit & { en: string }>(pool: readonly T[], book: BookSky): T[] {
  const fit = pool.filter((t) => fitsBook(t, book));
  return fit.length ? fit : [...pool];
}
