import { inFamily, type Place, place } from '../idea/settings';
import { teamDrawn } from './goal-task-match-team';
import { legs } from './goal-task-places';
import { PHASES, type TaskScript } from './goal-task-script-kit';
import {
  TENNIS_BREAK,
  TENNIS_ENDINGS,
  TENNIS_FIRST_SET,
  TENNIS_LESSON,
  TENNIS_OPENINGS,
  TENNIS_PRACTICE,
  TENNIS_PROBLEMS,
  TENNIS_SECOND_SET,
  TENNIS_TURNS,
} from './goal-task-tennis-words';

/**
 * A tennis match, on the court from the first serve to match point (goal-task-tennis-words.ts). Every
 * spot names the tennis court in its picture, so each page draws the net and the racket
 * (pictures/landmark-built.ts `tennisNet`); the ball at the hero's side, the other player and the
 * coach where named.
 */
const court = (en: string, fr: string) => inFamily('town', [place(en, fr)])[0];
const NET = court('at/the net|of the tennis court', 'près de/le filet');

// One spot a part of the match and each line at one spot only: a long book tells every line once.
export const TENNIS_PLACES: Place[] = legs(
  [
    court('at/the baseline|of the tennis court', 'sur/la ligne de fond'),
    court('on/the practice court|by the tennis court', 'sur/le court d’entraînement'),
  ],
  [NET, court('in/the service box|of the tennis court', 'dans/le carré de service')],
  [
    court('on/the bench|by the tennis court', 'sur/le banc'),
    court('by/the umpire’s chair|of the tennis court', 'près de/la chaise de l’arbitre'),
  ],
  [
    court('along/the sideline|of the tennis court', 'le long de/la ligne de côté'),
    court('at/the far end|of the tennis court', 'à/le fond du court'),
  ],
);
const TENNIS_HOME = court('at/the tennis club|by the tennis court', 'à/le club de tennis');

export function tennisScript(lessonNamed: boolean): TaskScript {
  return {
    openings: TENNIS_OPENINGS,
    problems: TENNIS_PROBLEMS,
    turns: TENNIS_TURNS,
    endings: TENNIS_ENDINGS,
    episodes: {
      search: TENNIS_PRACTICE,
      obstacle: TENNIS_FIRST_SET,
      clue: TENNIS_BREAK,
      pause: TENNIS_SECOND_SET,
      meet: [],
    },
    phases: PHASES,
    // The serves before the match, the first set before the break: told as written.
    inOrder: true,
    arrival: NET,
    places: TENNIS_PLACES,
    homeDrawn: TENNIS_HOME,
    slots: (lang): Record<string, string> => (lessonNamed ? {} : { lesson: TENNIS_LESSON[lang] }),
    turnAction: 'has just won match point, racket up',
    drawn: teamDrawn('tennis'),
  };
}
