import type { Language } from '@bookloom/core';
import type { WaitGoal } from '../idea/read-goal-wait';
import { inFamily, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  WAIT_COSY,
  WAIT_ENDINGS,
  WAIT_LONG,
  WAIT_PROBLEMS,
  WAIT_READY,
  WAIT_SIGNS,
  WAIT_TURNS,
} from './goal-wait-words';

/** Waiting for Santa happens at home, where he comes: the kitchen of cookies, the bedroom window. */
const HOME = inFamily('indoor', [
  place('in/the cosy kitchen', 'dans/la cuisine douillette'),
  place('in/the bedroom|by the frosty window', 'dans/la chambre'),
  place('by/the Christmas tree|in the cosy kitchen', 'près de/le sapin de Noël'),
]);

/** The Fluent Emoji Santa, drawn standing in a red suit (pictures/helper-figure.ts). */
const SANTA = 'santa-claus';
const SAID = { en: 'Santa Claus in his red suit', fr: 'le père Noël dans son habit rouge' };
const TREE = { en: 'a Christmas tree', fr: 'un sapin de Noël' };

/**
 * Waiting for Santa (idea/read-goal-wait.ts): the wait begins, the getting ready and the signs at
 * home, Santa at the turn by the tree — named in the text, drawn on the page and said in the alt —
 * and presents in the morning. Nobody is named Santa: he is awaited, not the hero.
 */
export function waitArc(_goal: WaitGoal): GoalArc {
  const tree = HOME[2];
  return {
    problems: WAIT_PROBLEMS,
    turns: WAIT_TURNS,
    endings: WAIT_ENDINGS,
    // Nobody met on the way (no snowman pointing a shortcut in the kitchen): the wait is at home.
    episodes: { search: WAIT_READY, clue: WAIT_SIGNS, obstacle: WAIT_LONG, pause: WAIT_COSY, meet: [] },
    // Getting ready first, the long night and the signs last (story-phases.ts).
    phases: [
      ['search', 'pause'],
      ['obstacle', 'clue'],
    ],
    arrival: tree,
    places: HOME,
    homeDrawn: tree,
    slots: (_lang: Language) => ({}),
    // No "with" here: the picture engine reads what follows "with" as a helper.
    turnAction: 'sees Santa Claus arrive and gasps in delight',
    drawn: (beat, lang) =>
      beat === 'turn'
        ? { subjects: [SANTA, 'christmas-tree'], said: [SAID[lang], TREE[lang]], found: true }
        : beat === 'ending'
          ? { subjects: ['christmas-tree', 'wrapped-gift'], said: [TREE[lang]], found: true }
          : undefined,
  };
}
