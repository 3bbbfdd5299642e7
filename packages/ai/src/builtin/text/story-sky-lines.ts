import type { Language } from '@bookloom/core';
import type { IdeaWeather, TimeOfDay } from '../idea/read-idea';
import { skyFromText } from './page-sky';
import type { L } from './theme-types';

/**
 * The idea's weather and time of day ("one stormy evening", « par une nuit étoilée ») said in the
 * text of the pages where they hold (opening, goal, turning point), in words the per-page sky
 * reader (page-sky.ts) knows, so the pictures draw the rain, the storm or the night the text says.
 */
export type Sky = {
  time?: TimeOfDay;
  weather?: IdeaWeather;
  /** Under the sea: the night is dark water (no moon or stars are drawn there). */
  sea?: boolean;
};

/** The opening's "Once upon a time" / « Il y a bien longtemps, » when the idea names a sky. */
export function skyWhen(sky: Sky): { en: string; fr: string } | undefined {
  const t = sky.time ?? 'day';
  const W: Record<IdeaWeather, Record<TimeOfDay, L>> = {
    storm: {
      day: { en: 'One stormy day', fr: 'Par un jour d’orage,' },
      dusk: { en: 'One stormy evening', fr: 'Par un soir d’orage,' },
      night: { en: 'One stormy night', fr: 'Par une nuit d’orage,' },
    },
    rain: {
      day: { en: 'On a rainy day', fr: 'Par un jour de pluie,' },
      dusk: { en: 'One rainy evening', fr: 'Par un soir de pluie,' },
      night: { en: 'One rainy night', fr: 'Par une nuit de pluie,' },
    },
    snow: {
      // Not "one snowy day in the snow": the falling snow is said by its own line.
      day: { en: 'One cold winter day', fr: 'Par une froide journée d’hiver,' },
      dusk: { en: 'One cold winter evening', fr: 'Par un froid soir d’hiver,' },
      night: { en: 'One cold winter night', fr: 'Par une froide nuit d’hiver,' },
    },
    fog: {
      day: { en: 'One foggy morning', fr: 'Un matin de brouillard,' },
      dusk: { en: 'One foggy evening', fr: 'Un soir de brouillard,' },
      night: { en: 'One foggy night', fr: 'Une nuit de brouillard,' },
    },
  };
  if (sky.weather) return W[sky.weather][t];
  if (t === 'night' && sky.sea) return { en: 'One quiet night', fr: 'Par une nuit tranquille,' };
  if (t === 'night') return { en: 'One starry night', fr: 'Par une nuit étoilée,' };
  if (t === 'dusk') return { en: 'One evening', fr: 'Un soir,' };
  return undefined;
}

/** One line per beat and sky: a book never prints the same one twice. */
const LINES: Record<IdeaWeather | 'night' | 'dusk', L[]> = {
  storm: [
    { en: 'Outside, the storm was raging.', fr: 'Dehors, l’orage grondait.' },
    { en: 'Thunder rumbled far away.', fr: 'Le tonnerre roulait au loin.' },
    { en: 'A flash of lightning lit up the sky.', fr: 'Les éclairs illuminaient le ciel.' },
  ],
  rain: [
    { en: 'The rain was pattering down.', fr: 'La pluie tombait doucement.' },
    { en: 'The rain dripped from every leaf.', fr: 'La pluie gouttait de chaque feuille.' },
    { en: 'The rain kept falling, drip, drop.', fr: 'La pluie tombait toujours, plic, ploc.' },
  ],
  snow: [
    { en: 'Snowflakes were falling softly.', fr: 'Les flocons tombaient doucement.' },
    { en: 'Big snowflakes swirled all around.', fr: 'De gros flocons tourbillonnaient tout autour.' },
    { en: 'Snowflakes danced in the cold air.', fr: 'Les flocons dansaient dans l’air froid.' },
  ],
  fog: [
    { en: 'The fog was thick and grey.', fr: 'Le brouillard était épais et gris.' },
    { en: 'Shapes came and went in the mist.', fr: 'Des formes allaient et venaient dans la brume.' },
    { en: 'The fog curled around every corner.', fr: 'Le brouillard enveloppait chaque recoin.' },
  ],
  night: [
    { en: 'The stars twinkled in the night sky.', fr: 'Les étoiles scintillaient dans la nuit.' },
    { en: 'The moon lit the way.', fr: 'La lune éclairait le chemin.' },
    // A night sky is drawn with a crescent moon (a round one only at dusk): not "round" here.
    { en: 'A thin crescent moon shone in the sky.', fr: 'Un fin croissant de lune brillait dans le ciel.' },
  ],
  dusk: [
    { en: 'The evening sky was turning pink.', fr: 'Le ciel du soir devenait rose.' },
    { en: 'The evening light was soft and golden.', fr: 'La lumière du soir était douce et dorée.' },
    { en: 'The sun was setting: evening had come.', fr: 'Le soleil se couchait, le soir tombait.' },
  ],
};

/**
 * The idea's weather holds all story long ("on a rainy day"): the middle pages say it too, each
 * with its own line while there are new ones; then the sky clears (a long book's later pages are dry rather than repeat).
 */
const MIDDLE: Record<IdeaWeather, L[]> = {
  storm: [
    { en: 'The storm blew and blew.', fr: 'L’orage soufflait de plus belle.' },
    { en: 'Lightning flickered in the distance.', fr: 'Des éclairs brillaient au loin.' },
    { en: 'Thunder boomed overhead.', fr: 'Le tonnerre éclata tout près.' },
    { en: 'Outside, the storm made the trees sway.', fr: 'Dehors, l’orage faisait plier les arbres.' },
    { en: 'The thunder went quiet, then rumbled again.', fr: 'Le tonnerre se tut, puis gronda de nouveau.' },
    { en: 'The storm wind whistled past.', fr: 'Le vent de la tempête sifflait.' },
    { en: 'Rain and thunder drummed all around.', fr: 'La pluie et le tonnerre tambourinaient partout.' },
    { en: 'Far off, the storm growled like a bear.', fr: 'Au loin, l’orage grognait comme un ours.' },
  ],
  rain: [
    { en: 'Pitter-patter went the rain.', fr: 'La pluie chantonnait, tip, tap.' },
    { en: 'In the rain, the puddles grew bigger.', fr: 'Sous la pluie, les flaques grandissaient.' },
    { en: 'The rain tapped on every roof.', fr: 'La pluie tapotait sur chaque toit.' },
    { en: 'A cold rain was still falling.', fr: 'Une pluie froide tombait encore.' },
    {
      en: 'Drops of rain ran down like tiny rivers.',
      fr: 'Les gouttes de pluie coulaient comme de petites rivières.',
    },
    { en: 'The rain went on and on.', fr: 'La pluie continuait, encore et encore.' },
    { en: 'Everything smelled fresh in the rain.', fr: 'Sous la pluie, tout sentait bon le frais.' },
    { en: 'The rain sang softly on the leaves.', fr: 'La pluie chantait doucement sur les feuilles.' },
  ],
  snow: [
    { en: 'Snowflakes landed on every branch.', fr: 'Les flocons se posaient sur chaque branche.' },
    { en: 'More snowflakes came tumbling down.', fr: 'D’autres flocons tombaient du ciel.' },
    { en: 'Snowflakes tickled the tip of every nose.', fr: 'Les flocons chatouillaient le bout du nez.' },
    { en: 'Tiny snowflakes twirled past.', fr: 'De minuscules flocons tournoyaient.' },
    {
      en: 'The snowflakes kept falling, soft and white.',
      fr: 'Les flocons tombaient encore, doux et blancs.',
    },
    { en: 'Snowflakes covered every footprint.', fr: 'Les flocons recouvraient chaque trace de pas.' },
    { en: 'The air sparkled with snowflakes.', fr: 'L’air scintillait de flocons.' },
    { en: 'A snowflake landed and melted at once.', fr: 'Un flocon se posa et fondit aussitôt.' },
  ],
  fog: [
    { en: 'The fog hid the path ahead.', fr: 'Le brouillard cachait le chemin.' },
    { en: 'Everything looked soft in the mist.', fr: 'Tout semblait doux dans la brume.' },
    { en: 'A grey fog drifted by.', fr: 'Un brouillard gris passait lentement.' },
    { en: 'The mist smelled of wet leaves.', fr: 'La brume sentait les feuilles mouillées.' },
    { en: 'The fog grew a little thinner.', fr: 'Le brouillard s’éclaircit un peu.' },
    { en: 'Little drops of mist shone everywhere.', fr: 'De petites gouttes de brume brillaient partout.' },
    { en: 'Out of the fog came a gentle sound.', fr: 'Du brouillard monta un petit bruit.' },
    { en: 'The mist rose slowly, like a curtain.', fr: 'La brume se levait lentement, comme un rideau.' },
  ],
};

/** Under the sea the night and the evening are in the water, not in a sky. */
const SEA_LINES: Record<'night' | 'dusk', L[]> = {
  night: [
    { en: 'That night the sea was dark and still.', fr: 'Cette nuit-là, la mer était sombre et calme.' },
    {
      en: 'Tiny glowing fish lit up the night water.',
      fr: 'De petits poissons lumineux éclairaient l’eau de la nuit.',
    },
    {
      en: 'At night the deep water was as dark as ink.',
      fr: 'La nuit, l’eau profonde était noire comme de l’encre.',
    },
  ],
  dusk: [
    {
      en: 'The evening light was fading from the water.',
      fr: 'La lumière du soir quittait peu à peu l’eau.',
    },
    {
      en: 'In the evening the water turned a deeper blue.',
      fr: 'Le soir, l’eau devenait d’un bleu plus profond.',
    },
    { en: 'Evening came, and the sea grew dim.', fr: 'Le soir tombait, et la mer s’assombrissait.' },
  ],
};

const CLEARED: L = { en: 'For a while, the sky cleared.', fr: 'Pour un moment, le ciel se dégagea.' };

/** A middle page's text with the idea's weather (its `k`th middle line), or as it is when none is left. */
export function withMiddleSky(
  text: string,
  sky: Sky,
  k: number,
  lang: Language,
  weatherless: boolean,
): string {
  const weather = weatherless ? undefined : sky.weather;
  if (!weather || skyFromText(text).weather === weather) return text;
  // Once the lines run out, the sky clears (said, so the dry pictures that follow match the words).
  const line = MIDDLE[weather][k] ?? (k === MIDDLE[weather].length ? CLEARED : undefined);
  return line ? `${text} ${line[lang]}` : text;
}

/** The same sky as a sentence, for an opening that has no "Once upon a time": "It was a stormy evening." */
export function skyWas(when: { en: string; fr: string }): { en: string; fr: string } {
  const en = when.en.replace(/^(One|On a) /, '');
  const fr = when.fr
    .replace(/^Par /, '')
    .replace(/,$/, '')
    .replace(/^Un soir$/, 'le soir');
  return {
    en: `It was ${en === 'evening' ? 'evening' : `a ${en}`}.`,
    fr: `C’était ${fr.charAt(0).toLowerCase()}${fr.slice(1)}.`,
  };
}

/**
 * The page's text with the sky of the idea said in it, when the page does not say it yet: the
 * `n`th sky page (0 opening, 1 goal, 2 turning point) gets its own line. `weatherless` under the
 * sea or in space (no rain to draw there), where only the time of day is said.
 */
export function withSky(text: string, sky: Sky, n: number, lang: Language, weatherless: boolean): string {
  const said = skyFromText(text);
  const weather = weatherless ? undefined : sky.weather;
  const wantLight = sky.time === 'night' || sky.time === 'dusk' ? sky.time : undefined;
  const lines: string[] = [];
  if (weather && said.weather !== weather) lines.push(LINES[weather][n % 3][lang]);
  // The weather line is enough: the book's light already holds on every page ("thunder" then
  // "the evening light was golden" would read as two skies).
  if (wantLight && !said.light && !weather) lines.push((sky.sea ? SEA_LINES : LINES)[wantLight][n % 3][lang]);
  return lines.length ? `${text} ${lines.join(' ')}` : text;
}
