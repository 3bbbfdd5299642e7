import type { Language } from '@bookloom/core';
import type { TaleGoal, TaleId } from '../idea/read-goal-tale';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { ANT_ARC } from './goal-fable-ant';
import { CROW_ARC } from './goal-fable-crow';
import { CRIED_WOLF_ARC } from './goal-fable-wolf';
import { taleAtBedtime } from './goal-tale-bedtime';
import { GOLDILOCKS_ARC } from './goal-tale-goldilocks';
import { PIGS_ARC } from './goal-tale-pigs';
import {
  RED_HOOD_BEDSIDE,
  RED_HOOD_COTTAGE,
  RED_HOOD_ENDINGS,
  RED_HOOD_OPENINGS,
  RED_HOOD_PROBLEMS,
  RED_HOOD_TURNS,
  RED_HOOD_WALK,
  RED_HOOD_WOLF,
} from './goal-tale-red-hood-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** Little Red Riding Hood's places: her home by the wood, the path, the meadow, Grandma's door and room. */
const WOOD = inFamily('nature', [
  place('at/the little house by the wood|at the edge of the forest', 'à/la petite maison près du bois'),
  place('on/the forest path|in the forest', 'sur/le sentier de la forêt'),
  place('in/the flower meadow|in the forest', 'dans/le pré fleuri'),
  place('at/the door of Grandma’s cottage|in the forest', 'devant/la porte de la chaumière de Mère-Grand'),
]);
const HOME = WOOD[0];
const ROOM = inFamily('indoor', [
  place('in/Grandma’s bedroom|in the cottage', 'dans/la chambre de Mère-Grand'),
])[0];

/** What a page's words name, drawn (at most three): the wolf first, then what is in the scene. */
const NAMED: NamedThing[] = [
  [/woodcutter|bûcheron/, 'man', { en: 'the woodcutter', fr: 'le bûcheron' }],
  // The wolf, or the voice from Grandma's bed that is his (drawn: the book is for small children).
  [
    /wolf|loup|tail|queue|voice|voix|what big|comme vous avez|funny little cough|toussota/,
    'wolf',
    { en: 'the wolf', fr: 'le loup' },
  ],
  [
    /Grandma’s cottage|the cottage|chaumière/,
    'house-with-garden',
    { en: 'Grandma’s cottage', fr: 'la chaumière' },
  ],
  [/axe|hache/, 'axe', { en: 'an axe', fr: 'une hache' }],
  [/flowers?|fleurs?|bouquet/, 'tulip', { en: 'flowers', fr: 'des fleurs' }],
  [/rabbit|lapin/i, 'rabbit', { en: 'a rabbit', fr: 'un lapin' }],
  [/squirrel|écureuil/, 'chipmunk', { en: 'a squirrel', fr: 'un écureuil' }],
  [/butterfly|papillon/, 'butterfly', { en: 'a butterfly', fr: 'un papillon' }],
  [/woodpecker|birds|pic-vert|oiseaux/, 'bird', { en: 'a bird', fr: 'un oiseau' }],
  [/basket|panier/, 'basket', { en: 'a basket', fr: 'un panier' }],
  [/cake|galette/, 'pie', { en: 'a cake', fr: 'une galette' }],
];
const GRANDMA = { en: 'Grandma', fr: 'Mère-Grand' };

/** Each tale's own arc; Little Red Riding Hood's is built below (its wood and Grandma's room). */
const TALE_ARCS: Partial<Record<TaleId, GoalArc>> = {
  pigs: PIGS_ARC,
  goldilocks: GOLDILOCKS_ARC,
  'fox-crow': CROW_ARC,
  'ant-grasshopper': ANT_ARC,
  'cried-wolf': CRIED_WOLF_ARC,
};

/**
 * A fairy tale retold (idea/read-goal-tale.ts): its own opening, its parts in order (phases, each
 * template leading at its own spot), its turn and its gentle ending. The phases follow the stock
 * kinds' order (search, obstacle, clue, pause) so a part that runs out in a long book borrows the
 * next part's first line, never a later one.
 */
export function taleArc(goal: TaleGoal, bedtime = false): GoalArc {
  const arc = TALE_ARCS[goal.tale] ?? redHoodArc();
  return bedtime ? taleAtBedtime(arc, goal.tale) : arc;
}

function redHoodArc(): GoalArc {
  return {
    openings: RED_HOOD_OPENINGS,
    problems: RED_HOOD_PROBLEMS,
    turns: RED_HOOD_TURNS,
    endings: RED_HOOD_ENDINGS,
    episodes: {
      search: RED_HOOD_WALK,
      obstacle: RED_HOOD_WOLF,
      clue: RED_HOOD_COTTAGE,
      pause: RED_HOOD_BEDSIDE,
      meet: [],
    },
    phases: [['search'], ['obstacle'], ['clue'], ['pause']],
    inOrder: true,
    arrival: ROOM,
    places: [...WOOD.slice(1), ROOM],
    homeDrawn: HOME,
    bed: ROOM,
    slots: (): Record<string, string> => ({}),
    turnAction: 'the woodcutter rushes in and the wolf runs away',
    drawn: (beat, lang: Language, _kind, text = ''): GoalDrawn | undefined => {
      // Grandma, safe and sound out of the wardrobe, at the table with the cake.
      if (beat === 'ending') return { subjects: ['old-woman', 'pie', 'tulip'], said: [GRANDMA[lang]] };
      const seen = drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 3), lang);
      // Grandma's cottage drawn as big as a cottage beside the girl (StoryHints.scales).
      return seen?.subjects.includes('house-with-garden')
        ? { ...seen, scales: { 'house-with-garden': 1.5 } }
        : seen;
    },
  };
}
