import { inFamily, type Place, place } from '../idea/settings';
import {
  HOOPS_ENDINGS,
  HOOPS_FIRST_HALF,
  HOOPS_HALF_TIME,
  HOOPS_LESSON,
  HOOPS_OPENINGS,
  HOOPS_PRACTICE,
  HOOPS_PROBLEMS,
  HOOPS_SECOND_HALF,
  HOOPS_TURNS,
  HOOPS_TURNS_DEED,
} from './goal-task-hoops-words';
import { teamDrawn } from './goal-task-match-team';
import { legs } from './goal-task-places';
import { PHASES, type TaskScript } from './goal-task-script-kit';

/**
 * A basketball game, on the court from the first free throw to the winning basket
 * (goal-task-hoops-words.ts). Every spot names the basketball court in its picture, so each page
 * draws the hoop; the ball is drawn at the hero's side, the team-mates and the coach where named.
 */
const court = (en: string, fr: string) => inFamily('town', [place(en, fr)])[0];
const HOOP = court('under/the hoop|on the basketball court', 'sous/le panier');

// One spot a part of the game and each line at one spot only: a long book tells every line once,
// then the story's short fillers, never "bounced the ball" again at the next spot.
export const HOOPS_PLACES: Place[] = legs(
  [
    court('at/the free-throw line|on the basketball court', 'sur/la ligne des lancers francs'),
    court('on/the practice court|by the basketball court', 'sur/le terrain d’entraînement'),
  ],
  [
    court('in/the middle of the court|on the basketball court', 'à/le milieu du terrain'),
    court('along/the sideline|of the basketball court', 'le long de/la ligne de touche'),
  ],
  [
    court('by/the team bench|by the basketball court', 'près de/le banc de touche'),
    court('in/the centre circle|of the basketball court', 'dans/le rond central'),
  ],
  [court('at/the three-point line|on the basketball court', 'sur/la ligne à trois points'), HOOP],
);
const HOOPS_HOME = court('at/the basketball club|by the basketball court', 'à/le club de basket');

// A deed beyond playing: scoring, winning (said again at the turn).
const DEED = /\b(score|scores|win|wins|marque|marquer|gagne|gagner)\b/i;

export function hoopsScript(lessonNamed: boolean, task: string): TaskScript {
  return {
    openings: HOOPS_OPENINGS,
    problems: HOOPS_PROBLEMS,
    turns: DEED.test(task) ? HOOPS_TURNS_DEED : HOOPS_TURNS,
    endings: HOOPS_ENDINGS,
    episodes: {
      search: HOOPS_PRACTICE,
      obstacle: HOOPS_FIRST_HALF,
      clue: HOOPS_HALF_TIME,
      pause: HOOPS_SECOND_HALF,
      meet: [],
    },
    phases: PHASES,
    // The miss before the tip, half-time before the second half: told as written.
    inOrder: true,
    arrival: HOOP,
    places: HOOPS_PLACES,
    homeDrawn: HOOPS_HOME,
    slots: (lang): Record<string, string> => (lessonNamed ? {} : { lesson: HOOPS_LESSON[lang] }),
    turnAction: 'has just thrown the winning basket, arms up',
    drawn: teamDrawn('basketball'),
  };
}
