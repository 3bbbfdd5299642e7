import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  HONEY_ENDINGS,
  HONEY_FLOWERS,
  HONEY_FOLLOW,
  HONEY_FRIENDS,
  HONEY_OPENINGS,
  HONEY_PROBLEMS,
  HONEY_STUNG,
  HONEY_TURNS,
} from './goal-honey-words';
import { phaseRuns, toldFirst } from './goal-portal';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** The forest's spots the bee leads through; the hollow tree is where the honey is given. */
export const HONEY_FOREST = inFamily('nature', [
  place('in/the clover meadow|in the forest', 'dans/le pré de trèfle'),
  place('by/the stream|in the forest', 'au bord de/le ruisseau'),
  place('on/the mossy path|in the forest', 'sur/le sentier moussu'),
  place('among/the foxgloves|in the forest', 'parmi/les digitales'),
  place('by/the old stump|in the forest', 'près de/la vieille souche'),
]);
/** Home in the forest: the opening, the empty pot and the shared honey (not a house on Maple Lane). */
const CLEARING = inFamily('nature', [place('in/the forest clearing|at home', 'dans/la clairière')])[0];
const HOLLOW_TREE = inFamily('nature', [
  place('under/the big hollow tree|in the forest', 'sous/le grand arbre creux'),
])[0];

/** Short books tell these first: the bee followed to the tree, stung and the queen, seeds and flowers, thanks. */
const FOLLOW_FIRST = [0, 5, 4, 2, 1, 3];
const STUNG_FIRST = [0, 2, 3, 5, 4, 1];
const FLOWERS_FIRST = [0, 4, 1, 2, 3, 5];
// "Come back in the morning" leads to the turn: second, so every book with two such pages says it.
const FRIENDS_FIRST = [0, 5, 1, 2, 3, 4];

const LESSON = {
  en: 'it is better to ask, and to help, than to take',
  fr: 'mieux vaut demander et aider que prendre',
};
const POT = { en: 'a big pot of golden honey', fr: 'un grand pot de miel doré' };

/** What a page's words name, drawn: the bees, the queen, the hollow tree, the seeds and flowers. */
const NAMED: NamedThing[] = [
  [/\bbees?\b|abeilles?/, 'honeybee', { en: 'the bees', fr: 'les abeilles' }],
  [/queen|reine/, 'crown', { en: 'the queen bee', fr: 'la reine des abeilles' }],
  [
    /hollow tree|big tree|huge old tree|arbre creux|vieil arbre/,
    'deciduous-tree',
    { en: 'the hollow tree', fr: 'l’arbre creux' },
  ],
  [/squirrel|écureuil/, 'chipmunk', { en: 'a squirrel', fr: 'un écureuil' }],
  [/seeds|shoots|graines|pousses/, 'seedling', { en: 'seedlings', fr: 'des pousses' }],
  [/flowers|fleurs/, 'blossom', { en: 'flowers', fr: 'des fleurs' }],
  [/bucket|seau/, 'bucket', { en: 'a bucket of water', fr: 'un seau d’eau' }],
  [/rabbit|lapin/, 'rabbit', { en: 'a rabbit', fr: 'un lapin' }],
  [/hedgehog|hérisson/, 'hedgehog', { en: 'a hedgehog', fr: 'un hérisson' }],
];

/**
 * A hero who loves honey (idea/read-goal-loves.ts), in order: a bee followed to the hollow tree,
 * honey taken and the angry bees, the flowers planted back, friends with the bees; a pot of honey
 * given at the turn, shared at the end.
 */
export function honeyArc(facts: IdeaFacts, pages: number): GoalArc {
  const run = phaseRuns(4, pages);
  return {
    openings: HONEY_OPENINGS,
    problems: HONEY_PROBLEMS,
    turns: HONEY_TURNS,
    endings: HONEY_ENDINGS,
    episodes: {
      search: toldFirst(HONEY_FOLLOW, FOLLOW_FIRST, run[0]),
      clue: toldFirst(HONEY_STUNG, STUNG_FIRST, run[1]),
      obstacle: toldFirst(HONEY_FLOWERS, FLOWERS_FIRST, run[2]),
      pause: toldFirst(HONEY_FRIENDS, FRIENDS_FIRST, run[3]),
      meet: [],
    },
    phases: [['search'], ['clue'], ['obstacle'], ['pause']],
    inOrder: true,
    arrival: HOLLOW_TREE,
    places: HONEY_FOREST,
    homeDrawn: CLEARING,
    bed: CLEARING,
    slots: (lang: Language): Record<string, string> => (facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    turnAction: 'hugs a big pot of golden honey the bees give, the queen bee beside',
    drawn: (beat, lang, _kind, text = '', at?: Place): GoalDrawn | undefined => {
      if (beat === 'problem')
        return { subjects: ['honey-pot', 'honeybee'], said: [NAMED[0][2][lang]], found: true };
      if (beat === 'turn' || beat === 'ending')
        return { subjects: ['honey-pot', 'honeybee'], said: [POT[lang], NAMED[0][2][lang]], found: true };
      if (beat === 'opening') return undefined;
      // What the words name after the place: "Under the big hollow tree" is not the tree named again.
      const where = at?.at[lang].toLowerCase() ?? '';
      const said = where && text.toLowerCase().startsWith(where) ? text.slice(where.length) : text;
      return drawnOfNamed(NAMED.filter(([re]) => re.test(said)).slice(0, 3), lang);
    },
  };
}
