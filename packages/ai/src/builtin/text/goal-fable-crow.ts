import type { Language } from '@bookloom/core';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  CROW_ENDINGS,
  CROW_FLATTERY,
  CROW_OPENINGS,
  CROW_PROBLEMS,
  CROW_PROUD,
  CROW_REACH,
  CROW_SMELL,
  CROW_TURNS,
} from './goal-fable-crow-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** The crow's tall oak, where the whole fable happens, and the forest path the fox trots along. */
const [OAK, PATH] = inFamily('nature', [
  place('under/the tall oak|in the forest', 'sous/le grand chêne'),
  place('on/the forest path|in the forest', 'sur/le sentier de la forêt'),
]);

/** What a page's words name, drawn (at most three): the crow and his cheese first, then the tree. */
const NAMED: NamedThing[] = [
  [/crow|bird|corbeau|oiseau/i, 'blackbird', { en: 'the crow', fr: 'le corbeau' }],
  [/cheese|fromage/, 'cheese-wedge', { en: 'the cheese', fr: 'le fromage' }],
  [/oak|tree|branch|chêne|arbre|branche/, 'deciduous-tree', { en: 'the oak', fr: 'le chêne' }],
];
const UP_THERE = ['blackbird', 'cheese-wedge', 'deciduous-tree'];
const SAID = {
  en: ['the crow', 'the cheese', 'the oak'],
  fr: ['le corbeau', 'le fromage', 'le chêne'],
};
/** The oak drawn tall beside the fox, the crow small as a bird is (StoryHints.scales). */
const SCALES = { 'deciduous-tree': 1.6, blackbird: 0.6, 'cheese-wedge': 0.5 };

/**
 * The fox and the crow (idea/read-goal-tale.ts), « Le renard et le corbeau »: the hero is the fox
 * below the tree; the crow and his cheese are drawn up there on the pages that name them, and the
 * cheese falls at the turn. Before, a fox named Lila hunted a stock kite in the forest.
 */
export const CROW_ARC: GoalArc = {
  openings: CROW_OPENINGS,
  problems: CROW_PROBLEMS,
  turns: CROW_TURNS,
  endings: CROW_ENDINGS,
  episodes: { search: CROW_SMELL, obstacle: CROW_REACH, clue: CROW_FLATTERY, pause: CROW_PROUD, meet: [] },
  phases: [['search'], ['obstacle'], ['clue'], ['pause']],
  inOrder: true,
  arrival: OAK,
  places: [OAK, PATH],
  homeDrawn: OAK,
  bed: OAK,
  slots: (): Record<string, string> => ({}),
  turnAction: 'the crow sings and the cheese falls into his paws',
  drawn: (_beat, lang: Language, _kind, text = '', at): GoalDrawn | undefined => {
    // Under the oak the crow is always up there with his cheese, whatever the page's words say.
    if (!at || at === OAK || /oak|chêne/.test(at.en))
      return { subjects: UP_THERE, said: SAID[lang], scales: SCALES };
    const seen = drawnOfNamed(
      NAMED.filter(([re]) => re.test(text)),
      lang,
    );
    return seen ? { ...seen, scales: SCALES } : undefined;
  },
};
