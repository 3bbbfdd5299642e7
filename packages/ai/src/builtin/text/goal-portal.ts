import type { Language } from '@bookloom/core';
import type { PortalThrough } from '../idea/read-goal-portal';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { type Said, WAYS } from './goal-portal-ways';
import {
  PORTAL_ENDINGS,
  PORTAL_HELP,
  PORTAL_MEETINGS,
  PORTAL_OPENINGS,
  PORTAL_PARTY,
  PORTAL_PROBLEMS,
  PORTAL_TROUBLE,
  PORTAL_TURNS,
} from './goal-portal-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';
import type { PlacedL } from './story-place-fit';

/**
 * The magic land on the other side, one leg a part of the story (text/episode-places.ts): the
 * creatures met in the forest, the trouble seen at the lantern tree and from the dragon's hill, the
 * rock pushed at the silver spring, the party on the bridge and in the glade.
 */
const leg = (n: number, places: Place[]) => places.map((x) => ({ ...x, leg: n }));
export const MAGIC_LAND = [
  ...leg(
    0,
    inFamily('nature', [
      place('in/the enchanted forest', 'dans/la forêt enchantée'),
      place('by/the mushroom ring|in the enchanted forest', 'près de/le cercle de champignons'),
    ]),
  ),
  ...leg(
    1,
    inFamily('nature', [
      place('under/the lantern tree|in the enchanted forest', 'sous/l’arbre aux lanternes'),
      place('on/the dragon’s hill', 'sur/la colline du dragon'),
    ]),
  ),
  ...leg(
    2,
    inFamily('nature', [place('by/the silver spring|in the enchanted forest', 'près de/la source d’argent')]),
  ),
  ...leg(
    3,
    inFamily('nature', [
      place('on/the rainbow bridge', 'sur/le pont arc-en-ciel', 'sky'),
      place('in/the flower glade|in the enchanted forest', 'dans/la clairière fleurie'),
    ]),
  ),
];
const WAY_HOME = inFamily('nature', [
  place('at/the edge of the enchanted forest', 'à/l’orée de la forêt enchantée'),
])[0];

/**
 * Which lines a short book tells first, by their place in each table: the fox and the shy dragon
 * met, the lantern tree dark and the rock in the spring, Pip asked and the rock pushed away, the
 * party; a long book tells them all. Kept in the tables' order, so the story still reads in order.
 */
const MEETINGS_FIRST = [1, 3, 2, 0, 4, 5];
const TROUBLE_FIRST = [0, 4, 2, 3, 1];
const HELP_FIRST = [1, 4, 5, 3, 2, 0, 6];
// The fairy's dance last: only a book long enough to meet her dances with her.
const PARTY_FIRST = [1, 4, 0, 3, 5, 2];
export const toldFirst = (pool: PlacedL[], first: number[], n: number) =>
  n >= pool.length ? pool : pool.filter((_, k) => first.slice(0, Math.max(1, n)).includes(k));

/** How many middle pages each phase gets (story-phases.ts cuts the middle into equal runs). */
export function phaseRuns(phases: number, pages: number): number[] {
  // The opening, the problem, the turn and the ending are not middle pages.
  const middle = Math.max(0, pages - 4);
  const runs = Array.from({ length: phases }, () => 0);
  for (let e = 0; e < middle; e++) runs[Math.min(phases - 1, Math.floor((e * phases) / middle))]++;
  return runs;
}

const LESSON = {
  en: 'even the shyest one can do great things with a friend beside them',
  fr: 'même le plus timide peut faire de grandes choses avec un ami à ses côtés',
};
const LEAF = { en: 'a glowing leaf', fr: 'une feuille lumineuse' };

/** What a page's words name, drawn: the land's creatures, its lantern tree, the rock, the spring. */
const NAMED: NamedThing[] = [
  [/fox|Ruby(?! says)|renard|Rubis(?! dit)/, 'fox', { en: 'a talking fox', fr: 'un renard qui parle' }],
  [/fairy|fée/, 'woman-fairy', { en: 'a tiny fairy', fr: 'une petite fée' }],
  [/dragon|Pip/, 'dragon', { en: 'Pip the shy dragon', fr: 'Pip, le dragon timide' }],
  [/lantern|lanterne/, 'red-paper-lantern', { en: 'the lantern tree', fr: 'l’arbre aux lanternes' }],
  [/rock|rocher/, 'rock', { en: 'a big round rock', fr: 'un gros rocher rond' }],
  [
    /water|spring|stream|source|ruisseau|eau/,
    'droplet',
    { en: 'the silver spring', fr: 'la source d’argent' },
  ],
  [/mushrooms|champignons/, 'mushroom', { en: 'giant mushrooms', fr: 'des champignons géants' }],
  [/rabbits|lapins/, 'rabbit', { en: 'rabbits in waistcoats', fr: 'des lapins en gilet' }],
  [/cakes|gâteaux/, 'cupcake', { en: 'honey cakes', fr: 'des gâteaux au miel' }],
];

/**
 * Through a secret door into a magic land (idea/read-goal-portal.ts), in order: at home, the way
 * found and stepped through; the creatures met, the land's trouble, the shy dragon's help, the party;
 * at the turn the way closes and the hero jumps home with a glowing leaf, the way hidden again.
 */
export function portalArc(facts: IdeaFacts, through: PortalThrough, pages: number, name: string): GoalArc {
  const way = WAYS[through];
  const named = (x: Said, lang: Language) => x[lang].replaceAll('{name}', name);
  const run = phaseRuns(4, pages);
  return {
    openings: PORTAL_OPENINGS,
    problems: PORTAL_PROBLEMS,
    turns: PORTAL_TURNS,
    endings: PORTAL_ENDINGS,
    episodes: {
      search: toldFirst(PORTAL_MEETINGS, MEETINGS_FIRST, run[0]),
      clue: toldFirst(PORTAL_TROUBLE, TROUBLE_FIRST, run[1]),
      obstacle: toldFirst(PORTAL_HELP, HELP_FIRST, run[2]),
      pause: toldFirst(PORTAL_PARTY, PARTY_FIRST, run[3]),
      meet: [],
    },
    phases: [['search'], ['clue'], ['obstacle'], ['pause']],
    inOrder: true,
    arrival: WAY_HOME,
    places: MAGIC_LAND,
    // The opening and the finding are at home (the garden, the bedroom, the attic), and so is the end.
    homeDrawn: way.room,
    bed: way.room,
    slots: (lang: Language): Record<string, string> => ({
      homeLine: way.home[lang],
      found: named(way.found, lang),
      closing: way.closing[lang],
      hidden: named(way.hidden, lang),
      // The way itself ("a little door", « un grand miroir »), for the coloring book (coloring-arc-scenes-portal.ts).
      way: way.said[lang],
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: 'runs back through the closing way home, a glowing leaf in hand',
    drawn: (beat, lang, _kind, text = '', at?: Place): GoalDrawn | undefined => {
      if (beat === 'problem') return { subjects: [way.icon], said: [way.said[lang]], found: true };
      if (beat === 'turn')
        return {
          subjects: [way.icon, 'leaf-fluttering-in-wind', 'fox'],
          said: [way.said[lang], LEAF[lang]],
          found: true,
        };
      if (beat === 'ending')
        return { subjects: ['leaf-fluttering-in-wind'], said: [LEAF[lang]], found: true };
      if (beat === 'opening') return undefined;
      // What the words name after the place: "On the dragon’s hill" draws no dragon, "By the silver spring" no water.
      const where = at?.at[lang].toLowerCase() ?? '';
      const said = where && text.toLowerCase().startsWith(where) ? text.slice(where.length) : text;
      return drawnOfNamed(NAMED.filter(([re]) => re.test(said)).slice(0, 3), lang);
    },
  };
}
