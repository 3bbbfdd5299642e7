import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  FISH_CASTS,
  FISH_ENDINGS,
  FISH_MISHAPS,
  FISH_OPENINGS,
  FISH_PATIENCE,
  FISH_PROBLEMS,
  FISH_TURNS,
} from './goal-fish-words';
import { tripCompany } from './trip-company';

/** Spots round a lake: the jetty, the reeds, the rowing boat, the pebbly bank, the willow. */
const LAKE = inFamily('nature', [
  place('on/the old jetty|by the lake', 'sur/le vieux ponton'),
  place('by/the tall reeds|by the lake', 'près de/les grands roseaux'),
  place('in/the little rowing boat|on the lake', 'dans/la petite barque'),
  place('on/the pebbly bank|of the lake', 'sur/la rive de galets'),
  place('under/the weeping willow|by the lake', 'sous/le saule pleureur'),
]);
/** The water the day is spent by: a pond or a river the idea names, else a lake. */
const WATER: Record<string, { en: string; fr: string }> = {
  pond: { en: 'by the pond', fr: 'au bord de l’étang' },
  river: { en: 'by the river', fr: 'au bord de la rivière' },
};
const BY_THE_LAKE = { en: 'by the lake', fr: 'au bord du lac' };
const LESSON = {
  en: 'good things come to those who wait',
  fr: 'les bonnes choses arrivent à ceux qui savent attendre',
};

/** What a page's words show besides the rod, by the words. */
const SEEN: [RegExp, string, { en: string; fr: string }][] = [
  [/boot|botte/, 'hiking-boot', { en: 'an old boot', fr: 'une vieille botte' }],
  [/duck|canard/, 'duck', { en: 'a duck', fr: 'un canard' }],
  [/umbrella|parapluie/, 'umbrella', { en: 'an umbrella', fr: 'un parapluie' }],
  [/silver fish|poissons argentés/, 'fish', { en: 'little fish', fr: 'de petits poissons' }],
  [/worm|gros ver|les vers/, 'worm', { en: 'a worm', fr: 'un ver' }],
  [/frog|grenouille/, 'frog', { en: 'a frog', fr: 'une grenouille' }],
];

/**
 * A fishing trip (idea/read-goal-fish.ts): casting and waiting, the mishaps, patience, the big fish at
 * the turn, let go at the end. Who came along (trip-company.ts) is beside the hero on every page.
 */
export function fishArc(facts: IdeaFacts, places: Place[], home?: Place): GoalArc {
  // The water the idea names ("at the lake", « au bord de la rivière ») has its own spots; else a lake's.
  const own = facts.setting ? [home ?? places[0], ...places.filter((p) => p !== home)] : LAKE;
  const [jetty] = own;
  const { who, beside, said: dadSaid } = tripCompany(facts);
  const rod = (lang: Language) => (lang === 'en' ? 'a fishing rod' : 'une canne à pêche');
  return {
    openings: FISH_OPENINGS,
    problems: FISH_PROBLEMS,
    turns: FISH_TURNS,
    endings: FISH_ENDINGS,
    episodes: { search: FISH_CASTS, obstacle: FISH_MISHAPS, clue: FISH_PATIENCE, pause: [], meet: [] },
    // Learning to cast and the mishaps first, then the patience that brings the fish.
    phases: [['search', 'obstacle'], ['clue']],
    inOrder: true,
    arrival: jetty,
    places: own.filter((p) => p !== jetty),
    homeDrawn: jetty,
    bed: jetty,
    slots: (lang: Language) => ({
      grown: who(lang),
      atWater: (WATER[facts.setting?.id ?? ''] ?? BY_THE_LAKE)[lang],
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: 'reels in a big shiny fish',
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'opening') return undefined;
      const dad = dadSaid(lang);
      if (beat === 'turn' || beat === 'ending')
        return {
          subjects: ['fishing-pole', 'fish'],
          ...beside,
          said: [...dad, rod(lang), lang === 'en' ? 'a big fish' : 'un gros poisson'],
          found: true,
        };
      const seen = SEEN.find(([re]) => re.test(text));
      return {
        subjects: ['fishing-pole', ...(seen ? [seen[1]] : [])],
        ...beside,
        said: [...dad, rod(lang), ...(seen ? [seen[2][lang]] : [])],
        found: true,
      };
    },
  };
}
