import type { BookType } from '@bookloom/core';
import { isSeasideTrip } from '../idea/seaside';
import { weatherIn } from '../idea/sky-in-idea';
import type { Theme } from './theme-types';
import { dinosaurs, farm, mermaids, ocean, zoo } from './themes-animals';
import { easter, halloween, summer } from './themes-holidays';
import { anime, everyday, fantasy, realistic } from './themes-story';
import { holiday, jobs, space, sports, vehicles } from './themes-world';

/** Which theme (setting, vocabulary, things to draw) each of the 25 book types uses. */
const THEME_OF: Record<BookType, Theme> = {
  dinosaurs,
  space,
  vehicles,
  'ocean-animals': ocean,
  'farm-animals': farm,
  'zoo-animals': zoo,
  mermaids,
  jobs,
  sports,
  holiday,
  fantasy,
  anime,
  'hyper-realistic': realistic,
  'story-book': everyday,
  'bedtime-books': everyday,
  'learning-books': everyday,
  'educational-workbooks': everyday,
  shapes: everyday,
  alphabet: everyday,
  numbers: farm,
  coloring: fantasy,
  journal: everyday,
  'poetry-rhymes': everyday,
  'comic-books': space,
  'activity-books': everyday,
};

export const ALL_THEMES: readonly Theme[] = [
  dinosaurs,
  ocean,
  farm,
  zoo,
  mermaids,
  space,
  vehicles,
  jobs,
  sports,
  // Before the winter holiday: « la fête d'Halloween » is Halloween, not the snowy village.
  halloween,
  easter,
  holiday,
  fantasy,
  anime,
  realistic,
  everyday,
];

/**
 * The theme for a request. Generic types (coloring, numbers, comics…) pick up a theme the user's
 * description names ("a coloring book about space" → space), else their default; a default with no
 * sky (a comic's space) gives way to everyday places when the idea names its weather ("on a snowy day"),
 * and when the idea tells its own world (`ownWorld`: an arc or a place of its own, comic-world.ts).
 */
export function themeFor(type: BookType, description: string, ownWorld = false): Theme {
  const base = THEME_OF[type];
  // A holiday book is the holiday its idea names; the winter one when it names none. Summer, the
  // beach or the sun is the seaside (themes-holidays.ts), unless the idea says winter or Christmas.
  // Diwali and Thanksgiving are autumn feasts at home: no snowy village (idea/read-goal-festival.ts).
  if (AUTUMN_FEAST.test(description) && (type === 'holiday' || base === everyday)) return everyday;
  if (type === 'holiday')
    return (
      OTHER_HOLIDAYS.find((t) => named(t, description)) ??
      (SUMMER.test(description) && !WINTER.test(description) ? summer : base)
    );
  if (base !== everyday && !['coloring', 'numbers', 'comic-books'].includes(type)) return base;
  // "go fishing at the lake", "an old fisherman": fishing is no ocean ('fish' is the ocean's word).
  // "goes to the sea with her family", "a seaside holiday": the beach, no ocean (idea/seaside.ts).
  const d = description
    .toLowerCase()
    .replace(/\bfish(ing|erm[ae]n)\b/g, '')
    .replace(isSeasideTrip(description) ? /\bsea(side|shore)?\b/g : /$^/, '');
  const hit = ALL_THEMES.find((t) => t !== everyday && named(t, d));
  // 'A family trip to the beach for summer holidays' as a story or coloring book: the summer holidays
  // are the seaside, not the winter holiday's snowy village (a snowman and snowy peaks on the sand).
  if (hit === holiday && SUMMER.test(description) && !WINTER.test(description)) return summer;
  if (hit) return hit;
  return base === space && (ownWorld || weatherIn(description)) ? everyday : base;
}

const OTHER_HOLIDAYS = [halloween, easter];
const AUTUMN_FEAST = /(?<!\p{L})(?:diwali|divali|deepavali|thanksgiving|action de grâces?)(?!\p{L})/iu;
/** Summer, the beach, the sea or the sun: « l’été », not « a été ». */
const SUMMER =
  /(?<!\p{L})(?:summer\p{L}*|beach\p{L}*|seaside|seashore|sea|sun|sunny|sunshine|plages?|mer|soleil|ensoleill\p{L}*|(?:l[’']|en |cet |d[’'])été)(?!\p{L})/iu;
/** Snow, winter, Christmas or Santa keep the winter holiday's snowy village even by the sea. */
const WINTER =
  /(?<!\p{L})(?:snow\p{L}*|winter|christmas|xmas|santa|neige\p{L}*|enneig\p{L}*|hiver|noël)(?!\p{L})/iu;
const named = (t: Theme, text: string) => KEYWORD_RES[t.id]?.some((re) => re.test(text)) ?? false;

const KEYWORDS: Record<string, string[]> = {
  dinosaurs: ['dino', 'rex'],
  ocean: ['ocean', 'sea ', 'fish', 'océan', 'poisson'],
  farm: ['farm', 'ferme', 'cow', 'vache'],
  zoo: ['zoo', 'lion', 'giraffe', 'girafe'],
  mermaids: ['mermaid', 'sirène'],
  space: ['space', 'rocket', 'planet', 'espace', 'fusée'],
  vehicles: ['car', 'truck', 'train', 'voiture', 'camion'],
  jobs: ['job', 'métier', 'firefighter', 'pompier'],
  sports: ['sport', 'football', 'soccer', 'match'],
  halloween: ['halloween', 'trick-or-treat', 'trick or treat', 'jack-o'],
  easter: ['easter', 'pâques', 'egg hunt', 'chasse aux œufs', 'chasse aux oeufs'],
  holiday: ['christmas', 'holiday', 'noël', 'fête'],
  fantasy: ['dragon', 'castle', 'magic', 'château', 'magie'],
  anime: ['anime', 'manga'],
  realistic: ['forest', 'forêt', 'wild', 'wildlife'],
};

/**
 * Keywords that begin longer words of the same theme ("dinosaur", "spaceship", "farmer",
 * "zookeeper"). Every other keyword is a whole word, or its plural: "takes care of a bird" was the
 * vehicles theme's Busy Town ("care" held "car"), "a red scarf" drew fuel pumps, "dandelion" a zoo.
 */
const PREFIXES = new Set([
  'dino',
  'space',
  'farm',
  'zoo',
  'jack-o',
  'sport',
  'magic',
  'trick-or-treat',
  'trick or treat',
]);
/** Keywords that end longer words of their theme: "clownfish", "starfish", "rainforest" (not "selfish"). */
const SUFFIXES = new Set(['fish', 'forest']);
/** « ferme la porte » closes a door: the farm is « la ferme », not the verb before its object. */
const VERB_AFTER: Record<string, string> = {
  ferme: String.raw`(?!\s+(?:la|le|les|l[’']|sa|son|ses|ta|ton|tes|ma|mon|mes|doucement|bien)(?!\p{L}))`,
};
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYWORD_RES: Record<string, RegExp[]> = Object.fromEntries(
  Object.entries(KEYWORDS).map(([id, words]) => [
    id,
    words.map(
      (k) =>
        new RegExp(
          // "sea " keeps its space: "sea turtle", not "the seaside" nor a sentence's last word.
          `${SUFFIXES.has(k) ? '(?<!self|sel)' : '(?<!\\p{L})'}${escapeRe(k)}${PREFIXES.has(k) || k.endsWith(' ') ? '' : '(?:s|x|es)?(?!\\p{L})'}${VERB_AFTER[k] ?? ''}`,
          'iu',
        ),
    ),
  ]),
);
