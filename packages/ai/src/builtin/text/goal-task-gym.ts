import { inFamily, type Place, place } from '../idea/settings';
import {
  GYM_COACH,
  GYM_ENDINGS,
  GYM_FALLS,
  GYM_LESSON,
  GYM_OPENINGS,
  GYM_PRACTICE,
  GYM_PROBLEMS,
  GYM_READY,
  GYM_TURNS,
} from './goal-task-gym-words';
import { lessonDrawn } from './goal-task-lesson-drawn';
import { legs } from './goal-task-places';
import { PHASES, type TaskScript } from './goal-task-script-kit';

/**
 * Gymnastics learnt at the gym, up to the competition (goal-task-gym-words.ts). Every spot names the gym
 * in its picture, so each page draws the blue mat and the balance beam (pictures/interiors-sport.ts:
 * the hall's high windows, bars and beam); the coach where named, the medal at the end.
 */
const gym = (en: string, fr: string) => inFamily('town', [place(en, fr)])[0];
const FLOOR = gym('on/the competition floor|of the gym', 'sur/le praticable de la compétition');

// One spot a part of the learning, each line at one spot only: a long book tells every line once.
export const GYM_PLACES: Place[] = legs(
  [
    gym('in/the changing room|of the gym', 'dans/le vestiaire du gymnase'),
    gym('at/the gym door|of the gym', 'à/l’entrée du gymnase'),
  ],
  [
    gym('on/the big mat|of the gym', 'sur/le grand tapis'),
    gym('by/the beam|in the gym', 'près de/la poutre'),
  ],
  [gym('on/the blue mat|of the gym', 'sur/le tapis bleu'), gym('at/the beam|in the gym', 'à/la poutre')],
  [gym('by/the bars|of the gym', 'près de/les barres'), gym('on/the bench|by the gym floor', 'sur/le banc')],
);
const GYM_HOME = gym('at/the gym club|by the gym', 'à/le club de gym');

export function gymScript(lessonNamed: boolean): TaskScript {
  return {
    openings: GYM_OPENINGS,
    problems: GYM_PROBLEMS,
    turns: GYM_TURNS,
    endings: GYM_ENDINGS,
    episodes: {
      search: GYM_READY,
      obstacle: GYM_FALLS,
      clue: GYM_COACH,
      pause: GYM_PRACTICE,
      meet: [],
    },
    phases: PHASES,
    // The warm-up before the falls, the coach's tips before the competition: told as written.
    inOrder: true,
    arrival: FLOOR,
    places: GYM_PLACES,
    homeDrawn: GYM_HOME,
    slots: (lang): Record<string, string> => (lessonNamed ? {} : { lesson: GYM_LESSON[lang] }),
    turnAction: 'lands the routine with both arms up',
    drawn: lessonDrawn({
      teacher: { re: /\bcoach\b|entraîneuse/i, icon: 'woman', en: 'the coach', fr: 'l’entraîneuse' },
    }),
  };
}
