import type { Language } from '@bookloom/core';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  ANT_AUTUMN,
  ANT_ENDINGS,
  ANT_OPENINGS,
  ANT_PROBLEMS,
  ANT_SONG,
  ANT_SUMMER,
  ANT_TURNS,
  ANT_WINTER,
} from './goal-fable-ant-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** The summer meadow, the ant's nest in it, the same meadow under snow, and the warm nest inside. */
const [MEADOW, NEST] = inFamily('nature', [
  place('in/the summer meadow|in the meadow', 'dans/le pré en été'),
  place('by/the ant’s nest|in the meadow', 'devant/la fourmilière'),
]);
const SNOWY = inFamily('snow', [place('in/the snowy meadow|in the snow', 'dans/le pré enneigé')])[0];
const INSIDE = inFamily('indoor', [
  place('inside/the warm ant’s nest|underground', 'dans/la fourmilière'),
])[0];

/** What a page's words name, drawn (at most three): the grasshopper first, then his fiddle, the grain, the season. */
const NAMED: NamedThing[] = [
  [/grasshopper|cigale/i, 'cricket', { en: 'the grasshopper', fr: 'la cigale' }],
  [/fiddle|violon/, 'violin', { en: 'a fiddle', fr: 'un violon' }],
  [/grains?\b|seeds?\b|wheat|crumb|graines?|blé|miette/, 'sheaf-of-rice', { en: 'grain', fr: 'du grain' }],
  [/leaf|leaves|feuilles?/, 'fallen-leaf', { en: 'autumn leaves', fr: 'des feuilles mortes' }],
  [/sang|sing|song|chant/, 'musical-notes', { en: 'a song', fr: 'une chanson' }],
  [/snow|neige/, 'snowflake', { en: 'snow', fr: 'la neige' }],
];
/** Words only the winter pages say (not “when winter comes” in summer). */
const WINTER = /snow|neige|grelott|toc, toc|knock/i;

/**
 * The ant and the grasshopper (idea/read-goal-tale.ts), « La cigale et la fourmi »: the hero is the ant;
 * the grasshopper (the cricket icon) and his fiddle are drawn on the pages that name them; the winter
 * pages fall under snow, the turn at her door. Before, an ant named Milo hunted a stock kite.
 */
export const ANT_ARC: GoalArc = {
  openings: ANT_OPENINGS,
  problems: ANT_PROBLEMS,
  turns: ANT_TURNS,
  endings: ANT_ENDINGS,
  episodes: { search: ANT_SUMMER, obstacle: ANT_SONG, clue: ANT_AUTUMN, pause: ANT_WINTER, meet: [] },
  phases: [['search'], ['obstacle'], ['clue'], ['pause']],
  inOrder: true,
  arrival: NEST,
  places: [MEADOW, NEST, SNOWY],
  homeDrawn: MEADOW,
  bed: INSIDE,
  slots: (): Record<string, string> => ({}),
  turnAction: 'the hungry grasshopper knocks at the ant’s door in the snow and she lets him in',
  drawn: (beat, lang: Language, kind, text = '', at): GoalDrawn | undefined => {
    // Both animals at the start and the end: the grasshopper fiddling in summer, then playing by the store.
    if (beat === 'opening') return drawnOfNamed([NAMED[0], NAMED[1], NAMED[4]], lang);
    if (beat === 'ending') return drawnOfNamed([NAMED[0], NAMED[1], NAMED[2]], lang);
    if (beat === 'turn') return { ...drawnOfNamed([NAMED[0], NAMED[5]], lang), weather: 'snow' } as GoalDrawn;
    const seen = drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 3), lang);
    const snowy = kind === 'pause' || at === SNOWY || WINTER.test(text);
    return snowy ? { subjects: [], said: [], ...seen, weather: 'snow' } : seen;
  },
};
