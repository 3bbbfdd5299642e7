import type { Language } from '@bookloom/core';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  GOLDILOCKS_BEARS,
  GOLDILOCKS_BEDS,
  GOLDILOCKS_CHAIRS,
  GOLDILOCKS_ENDINGS,
  GOLDILOCKS_OPENINGS,
  GOLDILOCKS_PORRIDGE,
  GOLDILOCKS_PROBLEMS,
  GOLDILOCKS_TURNS,
} from './goal-tale-goldilocks-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** The bears' house in the wood, outside, and the path they walk while the porridge cools. */
const [HOUSE, PATH] = inFamily('nature', [
  place('by/the little house in the wood|in the forest', 'devant/la petite maison du bois'),
  place('on/the path in the wood|in the forest', 'sur/le chemin du bois'),
]);
/**
 * Its rooms, drawn as the home's kitchen, living room and bedroom (landmark-families-built.ts). No
 * "bears" in the places' names: the pictures would draw a bear beside her on every page.
 */
const [KITCHEN, ROOM, BEDROOM] = inFamily('indoor', [
  place('in/the little kitchen|in the house', 'dans/la petite cuisine'),
  place('in/the sitting room|in the cosy living room', 'dans/le salon'),
  place('in/the bedroom upstairs|in the house', 'dans/la chambre du haut'),
]);

/** What a page's words name, drawn (at most three): the bears, the bowls, the chairs, the sleep. */
const NAMED: NamedThing[] = [
  // "Father Bear", « Papa Ours », the three bears; not the teddy bear on the cushion.
  [/\bBear\b|\bbears\b|(?<!\p{L})Ours(?!\p{L})|trois ours/u, 'bear', { en: 'a bear', fr: 'un ours' }],
  [
    /little house|front door|petite maison|porte grande ouverte/,
    'house',
    { en: 'the little house', fr: 'la petite maison' },
  ],
  [
    /porridge|bouillie|bowls?|\bbols?\b|spoon|cuillère/,
    'bowl-with-spoon',
    { en: 'a bowl of porridge', fr: 'un bol de bouillie' },
  ],
  [/chairs?|chaises?/, 'chair', { en: 'a chair', fr: 'une chaise' }],
  [/honey|miel/, 'honey-pot', { en: 'a pot of honey', fr: 'un pot de miel' }],
  [/mugs|tasses/, 'hot-beverage', { en: 'three mugs', fr: 'trois tasses' }],
  [/teddy|peluche/, 'teddy-bear', { en: 'a teddy bear', fr: 'un ours en peluche' }],
  [/clock|pendule/, 'mantelpiece-clock', { en: 'a clock', fr: 'une pendule' }],
  [/fast asleep|slept and slept|s’endormit|dormait, dormait/, 'zzz', { en: '', fr: '' }],
];
const BEARS = { en: 'the three bears', fr: 'les trois ours' };

/**
 * Goldilocks and the three bears (idea/read-goal-tale.ts): the bowls, the chairs, the beds, the bears
 * home again; she wakes and says sorry at the turn, and they mend the chair together at the end.
 */
export const GOLDILOCKS_ARC: GoalArc = {
  openings: GOLDILOCKS_OPENINGS,
  problems: GOLDILOCKS_PROBLEMS,
  turns: GOLDILOCKS_TURNS,
  endings: GOLDILOCKS_ENDINGS,
  episodes: {
    search: GOLDILOCKS_PORRIDGE,
    obstacle: GOLDILOCKS_CHAIRS,
    clue: GOLDILOCKS_BEDS,
    pause: GOLDILOCKS_BEARS,
    meet: [],
  },
  phases: [['search'], ['obstacle'], ['clue'], ['pause']],
  inOrder: true,
  arrival: BEDROOM,
  parted: PATH,
  places: [HOUSE, KITCHEN, ROOM, BEDROOM, PATH],
  homeDrawn: HOUSE,
  bed: KITCHEN,
  slots: (): Record<string, string> => ({}),
  turnAction: 'wakes up, sees the three bears and says sorry',
  drawn: (beat, lang: Language, _kind, text = ''): GoalDrawn | undefined => {
    // The three bears around the tiny bed, and around the table at the end.
    if (beat === 'turn') return { subjects: ['bear', 'bear', 'bear'], said: [BEARS[lang]] };
    if (beat === 'ending') return { subjects: ['bear', 'bowl-with-spoon', 'chair'], said: [BEARS[lang]] };
    const named = NAMED.filter(([re]) => re.test(text));
    const three = /three bears|trois ours/.test(text);
    const found = drawnOfNamed(named.slice(0, 3), lang);
    // The bears' house drawn as big as a house beside the girl (StoryHints.scales).
    const seen = found?.subjects.includes('house') ? { ...found, scales: { house: 1.5 } } : found;
    if (!three || !seen) return seen;
    const rest = seen.subjects.filter((s) => s !== 'bear').slice(0, 1);
    return {
      ...seen,
      subjects: ['bear', 'bear', 'bear', ...rest],
      said: [BEARS[lang], ...seen.said.slice(1)],
    };
  },
};
