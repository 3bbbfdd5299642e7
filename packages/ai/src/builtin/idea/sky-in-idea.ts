/**
 * Time of day and weather the idea names ("one stormy evening", « par une nuit étoilée », "in the
 * snow"). The story writer says them in the page text, where the per-page sky reader
 * (text/page-sky.ts) picks them up for the pictures.
 */
export type TimeOfDay = 'day' | 'dusk' | 'night';
/** Same values as the page hints' `Weather` (text/story-light.ts), which this layer must not import. */
export type IdeaWeather = 'rain' | 'storm' | 'snow' | 'fog';

// \b ignores accented letters (« étoilée »): whole words by letter class instead.
const words = (alternation: string) => new RegExp(`(?<!\\p{L})(${alternation})(?!\\p{L})`, 'iu');

const NIGHT = words('night|nights|midnight|moonlight|moonlit|starry|bedtime|nuit|nuits|minuit|clair de lune');
const DUSK = words('evening|sunset|dusk|twilight|soir|soirée|crépuscule|coucher du soleil');
const HALLOWEEN = words('halloween|trick-or-treat|trick-or-treating');
const DAY = words('morning|afternoon|day|sunny|matin|après-midi|journée');

export function timeIn(text: string): TimeOfDay | undefined {
  if (NIGHT.test(text)) return 'night';
  if (DUSK.test(text)) return 'dusk';
  if (DAY.test(text)) return 'day';
  // Trick-or-treating is an evening out, whatever the idea says of the time.
  if (HALLOWEEN.test(text)) return 'dusk';
  return undefined;
}

const WEATHER: [RegExp, IdeaWeather][] = [
  [
    words('storms?|stormy|thunder|thunderstorms?|lightning|orages?|orageux|orageuse|tempêtes?|tonnerre'),
    'storm',
  ],
  [words('rain|rainy|raining|drizzle|pluie|pluvieux|pluvieuse|pleut|bruine'), 'rain'],
  // "in the snow", "snowy", « sous la neige »; not "snowman" or « bonhomme de neige ».
  [words('snow|snowy|snowing|snowfall|snowflakes?|neige|neigeux|neigeuse|enneigée?s?|flocons?'), 'snow'],
  [words('fog|foggy|mist|misty|brouillard|brume|brumeux|brumeuse'), 'fog'],
];

const TIMES_EN = 'day|night|evening|morning|afternoon';
const TIMES_FR = 'jour|journée|nuit|soir|soirée|matin|après-midi';
/** The weather said of the time ("one foggy night", « une nuit de brouillard », « un jour pluvieux »). */
const timed = (re: RegExp) =>
  new RegExp(`${re.source}\\s+(?:${TIMES_EN})|(?:${TIMES_FR})\\s+(?:d’|d'|de\\s+)?${re.source}`, 'iu');
const TIMED: [RegExp, IdeaWeather][] = WEATHER.map(([re, w]) => [timed(re), w]);

// "build a snowman", « faire un bonhomme de neige »: there is snow to build it with.
const SNOWMAN_BUILT =
  /\b(build|builds|building|built|make|makes|making|made)\s+(?:a |an |the |their |his |her |big |giant )*snowm[ae]n|(construi\p{L}*|fai\p{L}*|fabriqu\p{L}*)\s+(?:un |des |le |leur |son |sa |grand |gros )*bonhommes? de neige/iu;

export function weatherIn(text: string): IdeaWeather | undefined {
  // The rain a cloud hero wants to make ("wants to rain on the desert", « veut faire pleuvoir ») is its
  // deed, not the day's weather: its book was rainy on every page, even in the desert.
  const t = text.replace(
    /snowm[ae]n|bonhommes? de neige|\bto rain\b|\b(?:make|makes|making|made|bring|brings)\s+(?:it\s+|some\s+)?rain\b|faire pleuvoir/giu,
    '',
  );
  // The time's own weather first: "one foggy night … in the snow" is foggy, on snowy ground.
  const named = (TIMED.find(([re]) => re.test(t)) ?? WEATHER.find(([re]) => re.test(t)))?.[1];
  return named ?? (SNOWMAN_BUILT.test(text) ? 'snow' : undefined);
}
