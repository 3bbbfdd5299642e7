import type { Language } from '@bookloom/core';
import type { Place } from '../idea/settings';
import { WEATHER_WORDS, type Weather } from './page-sky';
import type { Light } from './story-light';

/**
 * What an alt text can say of a picture's light, by what the picture draws there: an open sky
 * (moon and stars at night), the sea (the water itself darkens: no sky, no stars), space (stars,
 * always), a room (a window with the moon, or rain on it: pictures/interiors.ts), or a place
 * with a roof the text puts the hero in (a barn, an igloo, an ice cave: no "under the stars").
 */
export type DrawnSky = 'open' | 'sea' | 'space' | 'room' | 'roofed';

/** The places pictures/landmarks.ts draws as a room (checked against it by alt-light.test.ts). */
const ROOM =
  /library|classroom|art room|school hall|kitchen|throne|bedroom|museum|bakery|fire station|vet’s clinic|doctor|hospital/i;

export function drawnSky(place: Pick<Place, 'en' | 'pic' | 'family'>): DrawnSky {
  if (place.family === 'sea') return 'sea';
  if (place.family === 'space') return 'space';
  if (ROOM.test(place.pic ?? place.en)) return 'room';
  // The aquarium's walls are its tanks: a room with no window, so no moon in it; a cave is under rock.
  return place.family === 'indoor' || place.family === 'cave' ? 'roofed' : 'open';
}

type Words = Record<Light, { en: string; fr: string }>;
/** `{e}` is the French feminine ending: « tout endormi » / « toute endormie ». */
const LIGHT: Record<DrawnSky, Words> = {
  open: {
    day: { en: '', fr: '' },
    dusk: { en: ' in the evening light', fr: ' dans la lumière du soir' },
    night: { en: ' at night under the stars', fr: ' la nuit, sous les étoiles' },
    sleep: { en: ' at night, sleepy under the stars', fr: ' la nuit, tout{e} endormi{e} sous les étoiles' },
  },
  // "under the sea, in the dark water at night": the water, not the sea again.
  sea: {
    day: { en: '', fr: '' },
    dusk: { en: ', in the darkening water at evening', fr: ', dans l’eau qui s’assombrit, le soir' },
    night: { en: ', in the dark water at night', fr: ', dans l’eau sombre, la nuit' },
    sleep: {
      en: ', sleepy in the dark water at night',
      fr: ', tout{e} endormi{e} dans l’eau sombre, la nuit',
    },
  },
  space: {
    day: { en: '', fr: '' },
    dusk: { en: ' among the stars', fr: ' parmi les étoiles' },
    night: { en: ' among the stars', fr: ' parmi les étoiles' },
    sleep: { en: ', sleepy among the stars', fr: ', tout{e} endormi{e} parmi les étoiles' },
  },
  room: {
    day: { en: '', fr: '' },
    dusk: { en: ' in the evening, the moon at the window', fr: ' le soir, la lune à la fenêtre' },
    night: { en: ' at night, the moon at the window', fr: ' la nuit, la lune à la fenêtre' },
    sleep: {
      en: ' at night, sleepy, the moon at the window',
      fr: ' la nuit, tout{e} endormi{e}, la lune à la fenêtre',
    },
  },
  roofed: {
    day: { en: '', fr: '' },
    dusk: { en: ' in the evening', fr: ' le soir' },
    night: { en: ' at night', fr: ' la nuit' },
    sleep: { en: ' at night, sleepy', fr: ' la nuit, tout{e} endormi{e}' },
  },
};

/** Weather seen from a room: on or behind its window (its window hides the moon then). */
const ROOM_WEATHER: Record<Weather, { en: string; fr: string }> = {
  rain: { en: ', rain on the window', fr: ', la pluie sur la vitre' },
  storm: { en: ', a storm at the window', fr: ', l’orage derrière la vitre' },
  snow: { en: ', snow outside the window', fr: ', la neige derrière la vitre' },
  fog: { en: ', fog outside the window', fr: ', le brouillard derrière la vitre' },
};

/** Words that already say the ground is snowy: “in the snow”, « sous les sapins enneigés ». */
const SNOW_SAID = /\b(snow\w*|neige|enneigée?s?)\b/i;

/** Under an open sky with snow on the ground and no weather: the sky's own light after it. */
const SNOW_GROUND_LIGHT: Words = {
  day: { en: '', fr: '' },
  dusk: { en: ' in the evening light', fr: ', à la lumière du soir' },
  // The stars say it is night: not “in the snow at night, under the stars”.
  night: { en: ' under the stars', fr: ', sous les étoiles' },
  sleep: { en: ', sleepy under the stars', fr: ', tout{e} endormi{e} sous les étoiles' },
};

/** Snow on the ground and weather falling on it, said in one phrase. */
const SNOW_AND: Record<Weather, { en: string; fr: string }> = {
  rain: { en: ' in the snow and rain', fr: ' dans la neige, sous la pluie' },
  storm: { en: ' in the snow, in a thunderstorm', fr: ' dans la neige, sous l’orage' },
  snow: WEATHER_WORDS.snow,
  fog: { en: ' in the snow and fog', fr: ' dans la neige et le brouillard' },
};

/**
 * The light and weather words of an alt text ("at night under the stars", « dans l’eau sombre, la nuit »).
 * `snowy`: the place is drawn on snow (a snow-family place), so the alt says so when its “where”
 * does not (“under the pine trees in the snow”), and no falling snow says it already.
 * Under an open sky each thing is said once, in one natural order — the ground and the weather,
 * then the light: weather clouds hide the moon and stars (weather.ts), so no “under the stars”
 * with it (« dans la neige et le brouillard, la nuit », not « dans la neige la nuit, sous les étoiles dans le brouillard »).
 */
export function lightWords(
  light: Light,
  sky: DrawnSky,
  lang: Language,
  o: { feminine?: boolean; weather?: Weather; where?: string; snowy?: boolean } = {},
): string {
  const ground = o.snowy && sky === 'open' && o.weather !== 'snow' && !SNOW_SAID.test(o.where ?? '');
  const w = o.weather;
  // An igloo or a cave stands under the same weather: said the same way, its light plainly.
  const outside = sky === 'open' || (sky === 'roofed' && w);
  if (!outside || (!ground && !w)) return skyWords(light, sky, lang, o);
  const said = w
    ? (ground ? SNOW_AND : WEATHER_WORDS)[w][lang]
    : lang === 'fr'
      ? ' dans la neige'
      : ' in the snow';
  // « sous les sapins enneigés, sous la neige qui tombe »: a comma between two « sous ».
  const what = /^\s*(sous|under)\b/i.test(o.where ?? '') && /^ (sous|under)\b/.test(said) ? `,${said}` : said;
  // With weather the light is said plainly (« , la nuit », " at night"); on clear snow, by its sky.
  const when = w ? LIGHT.roofed[light][lang] : SNOW_GROUND_LIGHT[light][lang];
  const joined = w && lang === 'fr' && when ? `${what},${when}` : `${what}${when}`;
  return joined.replace(/\{e\}/g, o.feminine ? 'e' : '');
}

function skyWords(
  light: Light,
  sky: DrawnSky,
  lang: Language,
  o: { feminine?: boolean; weather?: Weather; where?: string },
): string {
  // "in the deep blue water, at night": a place that is water already is not "in the dark water" again.
  const waterNamed = sky === 'sea' && /\b(water|eaux?)\b/i.test(o.where ?? '');
  // A rainy window hides the moon: the room's light is said without it, and the rain on the window.
  const words =
    sky === 'room' && o.weather
      ? `${LIGHT.roofed[light][lang]}${ROOM_WEATHER[o.weather][lang]}`
      : waterNamed
        ? // By day nothing to add: 'in the deep blue water.' (not '…water,.').
          LIGHT.roofed[light][lang] && `,${LIGHT.roofed[light][lang]}`
        : `${LIGHT[sky][light][lang]}${o.weather ? WEATHER_WORDS[o.weather][lang] : ''}`;
  return words.replace(/\{e\}/g, o.feminine ? 'e' : '');
}

/** Whether the alt text's hero is feminine in French: by the look it opens with (« une fille vêtue… »). */
export const feminineHero = (look: string, kindFeminine?: boolean) =>
  /^une\b/i.test(look) || (!/^un\b/i.test(look) && Boolean(kindFeminine));
