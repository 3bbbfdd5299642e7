import type { Language } from '@bookloom/core';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  PIGS_BRICKS,
  PIGS_BUILD,
  PIGS_ENDINGS,
  PIGS_HUFF,
  PIGS_OPENINGS,
  PIGS_PROBLEMS,
  PIGS_QUICK,
  PIGS_TURNS,
} from './goal-tale-pigs-words';
import type { NamedThing } from './named-drawn';

/** The three houses and Mother Pig's, where the tale starts. */
const MEADOW = inFamily('nature', [
  place('by/Mother Pig’s little house|in the meadow', 'près de/la petite maison de Maman Cochon'),
  place('by/the straw house|in the meadow', 'près de/la maison de paille'),
  place('by/the house of sticks|at the edge of the wood', 'près de/la maison de bâtons'),
  place('by/the brick house|on the hill', 'près de/la maison de briques'),
]);
const FIRESIDE = inFamily('indoor', [
  place('by/the fireside|in the brick house kitchen', 'au coin de/le feu'),
])[0];

/** The house each spot shows: a hut of straw or sticks, the brick house. */
const HOUSE: [RegExp, string][] = [
  [/straw|sticks/, 'hut'],
  [/brick/, 'house'],
];

/** What a page's words name, drawn (at most three with the spot's house): the wolf and the pigs first. */
const NAMED: NamedThing[] = [
  [/wolf|loup|huff|souffla|souffler/, 'wolf', { en: 'the wolf', fr: 'le loup' }],
  [
    /brothers|frères|three little pigs|trois petits cochons|two little pigs|deux petits cochons|first little pig|premier petit cochon|second little pig|deuxième petit cochon|the eldest|l’aîné/,
    'pig',
    { en: 'the other little pigs', fr: 'les autres petits cochons' },
  ],
  [/farmer|fermier/, 'man-farmer', { en: 'a farmer', fr: 'un fermier' }],
  [/straw|paille/, 'sheaf-of-rice', { en: 'straw', fr: 'de la paille' }],
  [/sticks|bâtons/, 'wood', { en: 'sticks', fr: 'des bâtons' }],
  [/bricks|briques/, 'brick', { en: 'bricks', fr: 'des briques' }],
  [/\bpot\b|marmite/, 'pot-of-food', { en: 'a big pot', fr: 'une grande marmite' }],
  [/fire|feu/, 'fire', { en: 'the fire', fr: 'le feu' }],
];

function drawn(lang: Language, text: string, at?: Place): GoalDrawn | undefined {
  const house = at ? HOUSE.find(([re]) => re.test(at.en))?.[1] : undefined;
  const named = NAMED.filter(([re]) => re.test(text));
  const subjects = [...named.slice(0, 2).map(([, icon]) => icon), ...(house ? [house] : [])];
  for (const [, icon] of named.slice(2)) if (subjects.length < 3) subjects.push(icon);
  if (!subjects.length) return undefined;
  const said = named.filter(([, icon]) => subjects.includes(icon)).map(([, , w]) => w[lang]);
  // The houses drawn big, as tall as a house beside a little pig (StoryHints.scales).
  return { subjects, said, scales: HOUSE_SCALES };
}
const HOUSE_SCALES = { hut: 1.3, house: 1.5 };

/**
 * The three little pigs (idea/read-goal-tale.ts): the hero is the youngest pig, who builds with
 * bricks; the wolf blows down the straw and the sticks, not the bricks; down the chimney into the
 * hot pot at the turn, and away for good. Phases in the stock kinds' order, as goal-tale.ts says.
 */
export const PIGS_ARC: GoalArc = {
  openings: PIGS_OPENINGS,
  problems: PIGS_PROBLEMS,
  turns: PIGS_TURNS,
  endings: PIGS_ENDINGS,
  episodes: { search: PIGS_QUICK, obstacle: PIGS_BUILD, clue: PIGS_HUFF, pause: PIGS_BRICKS, meet: [] },
  phases: [['search'], ['obstacle'], ['clue'], ['pause']],
  inOrder: true,
  arrival: FIRESIDE,
  places: [...MEADOW.slice(1), FIRESIDE],
  homeDrawn: MEADOW[0],
  bed: MEADOW[3],
  slots: (): Record<string, string> => ({}),
  turnAction: 'the wolf falls into the hot pot and runs away',
  drawn: (beat, lang, _kind, text = '', at): GoalDrawn | undefined => {
    if (beat === 'turn') return { subjects: ['wolf', 'pot-of-food', 'fire'], said: [] };
    if (beat === 'ending')
      return {
        subjects: ['pig', 'pig', 'house'],
        said: [lang === 'fr' ? 'ses deux frères' : 'the two brothers'],
      };
    return drawn(lang, text, at);
  },
};
