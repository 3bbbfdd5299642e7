import type { Light, Weather } from './story-light';

// The type lives with the other page hints (story-light.ts), so the two modules import one way.
export type { Weather } from './story-light';

// Whole words keep "rainbow", "rainforest" and "snowy hill" (a place, not falling snow) out.
/** A whole-word match in either language (\b ignores accented letters: « étoiles »). */
const words = (alternation: string) => new RegExp(`(?<!\\p{L})(${alternation})(?!\\p{L})`, 'iu');

const WEATHER: [RegExp, Weather][] = [
  [
    words('storms?|stormy|thunder|thunderstorms?|thundered|lightning|orages?|tempêtes?|tonnerre|éclairs'),
    'storm',
  ],
  // A wish or a try to rain is no rain yet: a little cloud that "wants to rain on the desert" or "tried
  // to rain" over dry sand (goal-cloud-rain.ts); « il plut » is the rain falling at last.
  [
    words(
      '(?<!(?:wants?|wanted|tried|try|tries|help me|me|make it) (?:to )?)rain|rains|rained|raining|rainy|drizzle|pluie|pleut|pleuvait|il plut|bruine',
    ),
    'rain',
  ],
  [
    words(
      'snowflakes?|snowing|snowfall|snow (fell|falls|came|began|was falling|drifted|piled)|flocons?|il neige|il neigeait|neigeait|neige tombe|neige tombait|neige tomba|neige s’entassait',
    ),
    'snow',
  ],
  [words('fog|foggy|mist|misty|brouillard|brume|brumeux|brumeuse'), 'fog'],
];

// "Dreams" and "sleepy" are not a dark sky (a dream can come true at noon). Nor is the Moon as a
// trip's destination: « rêvait d’aller un jour sur la Lune » in the garden at home is still day.
const NIGHT = words(
  'night|nights|tonight|midnight|(?<!(?:to|on|onto) the )moon|moonlight|moonlit|stars|starry|nuit|minuit|(?<!sur la )lune|étoiles',
);
const EVENING = words('evening|dusk|sunset|twilight|soir|soirée|crépuscule|coucher du soleil');
const DARK = words(
  'so dark|too dark|was dark|pitch[- ]dark|darkness|si sombre|trop sombre|faisait (tout )?noir|obscurité',
);

/**
 * What the sky of a page looks like by what its text says (en or fr): "rain" gives rain, "night"
 * or "so dark" gives a night sky, "evening" a dusk one. Undefined where the text says nothing.
 */
export function skyFromText(text: string): { light?: Light; weather?: Weather } {
  const weather = WEATHER.find(([re]) => re.test(text))?.[1];
  const light: Light | undefined =
    NIGHT.test(text) || DARK.test(text) ? 'night' : EVENING.test(text) ? 'dusk' : undefined;
  return { ...(light ? { light } : {}), ...(weather ? { weather } : {}) };
}

const ORDER: Light[] = ['day', 'dusk', 'night', 'sleep'];
/** The darker of two lights: a page that says "night" is never drawn lighter than its book. */
export const darker = (a: Light, b: Light | undefined): Light =>
  b && ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a;

/** How an alt text says the weather. */
export const WEATHER_WORDS: Record<Weather, { en: string; fr: string }> = {
  rain: { en: ' in the rain', fr: ' sous la pluie' },
  storm: { en: ' in a thunderstorm', fr: ' sous l’orage' },
  snow: { en: ' in falling snow', fr: ' sous la neige qui tombe' },
  fog: { en: ' in the fog', fr: ' dans le brouillard' },
};
