import { inFamily, type Place, place } from '../idea/settings';
import { teamDrawn } from './goal-task-match-team';
import { legs } from './goal-task-places';
import { PHASES, type TaskScript } from './goal-task-script-kit';
import {
  VOLLEY_BREAK,
  VOLLEY_ENDINGS,
  VOLLEY_FIRST_SET,
  VOLLEY_LESSON,
  VOLLEY_OPENINGS,
  VOLLEY_PRACTICE,
  VOLLEY_PROBLEMS,
  VOLLEY_SECOND_SET,
  VOLLEY_TURNS,
  VOLLEY_TURNS_DEED,
} from './goal-task-volley-words';

/**
 * A volleyball match, on the court from the first serve to match point (goal-task-volley-words.ts).
 * Every spot names the volleyball court in its picture, so each page draws the high net on the sand
 * (pictures/landmark-built.ts `volleyNet`); the ball at the hero's side, a team-mate and the coach
 * where named.
 */
const court = (en: string, fr: string) => inFamily('town', [place(en, fr)])[0];
const NET = court('at/the net|of the volleyball court', 'près de/le filet');

// One spot a part of the match and each line at one spot only: a long book tells every line once.
export const VOLLEY_PLACES: Place[] = legs(
  [
    court('at/the service line|of the volleyball court', 'sur/la ligne de service'),
    court('on/the practice court|by the volleyball court', 'sur/le terrain d’entraînement'),
  ],
  [
    court('in/the middle of the court|on the volleyball court', 'à/le milieu du terrain'),
    court('at/the back of the court|on the volleyball court', 'à/le fond du terrain'),
  ],
  [
    court('by/the team bench|by the volleyball court', 'près de/le banc'),
    court('by/the referee’s stand|of the volleyball court', 'près de/la chaise de l’arbitre'),
  ],
  [court('along/the sideline|of the volleyball court', 'le long de/la ligne de côté'), NET],
);
const VOLLEY_HOME = court('at/the volleyball club|by the volleyball court', 'à/le club de volley');

// A deed beyond playing: scoring, winning (said again at the turn).
const DEED = /\b(score|scores|win|wins|marque|marquer|gagne|gagner)\b/i;

export function volleyScript(lessonNamed: boolean, task: string): TaskScript {
  return {
    openings: VOLLEY_OPENINGS,
    problems: VOLLEY_PROBLEMS,
    turns: DEED.test(task) ? VOLLEY_TURNS_DEED : VOLLEY_TURNS,
    endings: VOLLEY_ENDINGS,
    episodes: {
      search: VOLLEY_PRACTICE,
      obstacle: VOLLEY_FIRST_SET,
      clue: VOLLEY_BREAK,
      pause: VOLLEY_SECOND_SET,
      meet: [],
    },
    phases: PHASES,
    // The serves before the match, the first set before the bench: told as written.
    inOrder: true,
    arrival: NET,
    places: VOLLEY_PLACES,
    homeDrawn: VOLLEY_HOME,
    slots: (lang): Record<string, string> => (lessonNamed ? {} : { lesson: VOLLEY_LESSON[lang] }),
    turnAction: 'has just won match point, arms up',
    drawn: teamDrawn('volleyball'),
  };
}
