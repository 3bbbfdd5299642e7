import type { Language } from '@bookloom/core';
import type { LearnGoal } from '../idea/read-goal-brave';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  DANCE_ENDINGS,
  DANCE_OOPS,
  DANCE_OPENINGS,
  DANCE_PRACTICE,
  DANCE_PROBLEMS,
  DANCE_REHEARSAL,
  DANCE_TIPS,
  DANCE_TURNS,
} from './goal-learn-dance-words';
import { legs } from './goal-task-places';
import { PHASES } from './goal-task-script-kit';

/**
 * Learning to dance, where dancing is taught: the dance studio, the big mirror and the piano of the
 * school hall, the show on its stage (goal-learn-dance-words.ts). Every spot names the school hall in
 * its picture, so each page draws the hall; the music notes, the dance teacher and the audience too.
 */
const hall = (en: string, fr: string) => inFamily('indoor', [place(en, fr)])[0];
const STUDIO = hall('in/the dance studio|in the school hall', 'dans/la salle de danse');
const MIRROR = hall('by/the big mirror|in the school hall', 'devant/le grand miroir');
const PIANO = hall('by/the piano|in the school hall', 'près de/le piano');
const STAGE = hall('on/the stage|in the school hall', 'sur/la scène');
const HOME = hall('in/the school hall', 'dans/la salle des fêtes de l’école');
/** The hall's spots, for the poem (poetry-dance-couplets.ts). */
export const DANCE_SPOTS: Place[] = [STUDIO, MIRROR, PIANO, STAGE];
const PLACES: Place[] = legs([STUDIO, MIRROR], [STUDIO, PIANO], [PIANO, MIRROR], [MIRROR, STUDIO]);

// "wants to be a ballerina", « veut devenir danseuse » is the dancer's job (read-goal-wish.ts): it was
// learnt at the library with a wise grandmother.
const DANCE = /^(?:dance|danser)(?: like a real dancer| comme une vraie danseuse)?$/i;
/** "learn to dance", « apprendre à danser », "wants to dance", "wants to be a ballerina". */
export const isDance = (goal: LearnGoal) => DANCE.test(goal.skill.en.trim());
/** The idea is told as the dance arc (goal-brave.ts: learning to dance, with no setting of its own). */
export const dancesArc = (facts: IdeaFacts) =>
  facts.goal?.kind === 'learn' && !facts.goal.potions && !facts.setting && isDance(facts.goal);

const NOTES = { en: 'music notes', fr: 'des notes de musique' };
const TEACHER = { en: 'the dance teacher', fr: 'la professeure de danse' };
const CHEERS = { en: 'the audience clapping', fr: 'le public qui applaudit' };

export function danceArc(goal: LearnGoal, lesson: Record<Language, string> | undefined): GoalArc {
  return {
    openings: DANCE_OPENINGS,
    problems: DANCE_PROBLEMS,
    turns: DANCE_TURNS,
    endings: DANCE_ENDINGS,
    episodes: {
      search: DANCE_PRACTICE,
      obstacle: DANCE_OOPS,
      clue: DANCE_TIPS,
      pause: DANCE_REHEARSAL,
      meet: [],
    },
    phases: PHASES,
    inOrder: true,
    arrival: STAGE,
    places: PLACES,
    homeDrawn: HOME,
    slots: (lang) => ({ skill: goal.skill[lang], ...(lesson ? { lesson: lesson[lang] } : {}) }),
    turnAction: 'dances on the stage, arms up, in the spotlight',
    drawn: (beat, lang, kind) => {
      if (beat === 'ending')
        return { subjects: ['clapping-hands', 'musical-notes'], said: [CHEERS[lang]], found: true };
      if (beat === 'turn') return { subjects: ['musical-notes'], said: [NOTES[lang]], found: true };
      if (beat === 'opening' || beat === 'problem') return undefined;
      if (kind === 'clue')
        return { subjects: ['musical-notes', 'woman'], said: [TEACHER[lang], NOTES[lang]], found: true };
      if (kind === 'pause') return { subjects: ['ballet-shoes'], said: [], found: true };
      return { subjects: ['musical-notes'], said: [NOTES[lang]], found: true };
    },
  };
}
