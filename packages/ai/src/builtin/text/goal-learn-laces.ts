import type { Language } from '@bookloom/core';
import type { LearnGoal } from '../idea/read-goal-brave';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  LACES_ENDINGS,
  LACES_NEARLY,
  LACES_OOPS,
  LACES_OPENINGS,
  LACES_PRACTICE,
  LACES_PROBLEMS,
  LACES_TIPS,
  LACES_TURNS,
} from './goal-learn-laces-words';
import { legs } from './goal-task-places';
import { PHASES } from './goal-task-script-kit';

/**
 * Learning to tie one's shoes, at home and at school (goal-learn-laces-words.ts): the shoe is drawn on
 * every page that ties it, the teacher beside the bunny-ears tip, the school bag on the trip's morning.
 */
const indoor = (en: string, fr: string) => inFamily('indoor', [place(en, fr)])[0];
const DOOR = indoor('by/the front door|in the living room', 'près de/la porte d’entrée');
const BEDROOM = indoor('in/the bedroom', 'dans/la chambre');
const STAIRS = indoor('on/the bottom stair|in the living room', 'sur/la première marche de l’escalier');
const PLAYGROUND = indoor('in/the playground|at school', 'dans/la cour de récréation');
const CLASSROOM = indoor('in/the classroom|at school', 'dans/la classe');
const COATS = indoor('by/the coat pegs|in the classroom', 'près de/le portemanteau');
const PLACES: Place[] = legs([DOOR, BEDROOM], [STAIRS, PLAYGROUND], [CLASSROOM, COATS], [BEDROOM, STAIRS]);

// "tie her shoes", "tie his shoelaces", « faire ses lacets », « nouer ses chaussures ».
const LACES = /\b(?:tie|tying)\b.*\b(?:shoes?|shoelaces?|laces?)\b|\blacets?\b|\bnouer\b.*\bchaussures?\b/i;
/** The skill is tying one's shoes. */
export const tiesShoes = (goal: LearnGoal) => LACES.test(goal.skill.en) || LACES.test(goal.skill.fr);

const SHOE = { en: 'a shoe with its laces', fr: 'une chaussure et ses lacets' };
const TEACHER = { en: 'the teacher', fr: 'la maîtresse' };
const BAG = { en: 'a school bag', fr: 'un cartable' };

export function lacesArc(lesson: Record<Language, string> | undefined): GoalArc {
  return {
    openings: LACES_OPENINGS,
    problems: LACES_PROBLEMS,
    turns: LACES_TURNS,
    endings: LACES_ENDINGS,
    episodes: {
      search: LACES_PRACTICE,
      obstacle: LACES_OOPS,
      clue: LACES_TIPS,
      pause: LACES_NEARLY,
      meet: [],
    },
    phases: PHASES,
    inOrder: true,
    arrival: DOOR,
    places: PLACES,
    homeDrawn: DOOR,
    slots: (lang): Record<string, string> => (lesson ? { lesson: lesson[lang] } : {}),
    turnAction: 'holds up a foot with a neatly tied bow, beaming',
    drawn: (beat, lang, kind) => {
      if (beat === 'ending' || beat === 'turn')
        return { subjects: ['running-shoe', 'backpack'], said: [SHOE[lang], BAG[lang]], found: true };
      if (kind === 'clue')
        return { subjects: ['running-shoe', 'woman'], said: [SHOE[lang], TEACHER[lang]], found: true };
      return { subjects: ['running-shoe'], said: [SHOE[lang]], found: true };
    },
  };
}
