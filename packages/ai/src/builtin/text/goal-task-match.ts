import { inFamily, type Place, place } from '../idea/settings';
import { teamDrawn } from './goal-task-match-team';
import {
  MATCH_ENDINGS,
  MATCH_FIRST_HALF,
  MATCH_HALF_TIME,
  MATCH_LESSON,
  MATCH_OPENINGS,
  MATCH_PROBLEMS,
  MATCH_SECOND_HALF,
  MATCH_TRAINING,
  MATCH_TURNS,
  MATCH_TURNS_DEED,
} from './goal-task-match-words';
import { legs } from './goal-task-places';
import { PHASES, type TaskScript } from './goal-task-script-kit';

/**
 * A football match, on the pitch from the first drill to the winning goal (goal-task-match-words.ts).
 * Every spot names the pitch in its picture, so each page draws the goal net on the grass.
 */
const pitch = (en: string, fr: string) => inFamily('town', [place(en, fr)])[0];
const BENCH = pitch('by/the team bench|by the football pitch', 'près de/le banc de touche');

export const MATCH_PLACES: Place[] = legs(
  // (Its own spot for getting ready: the bench is half-time's, and a long book's training there
  // told "Half-time!" before the whistle.)
  [
    pitch('on/the training pitch|by the football pitch', 'sur/le terrain d’entraînement'),
    pitch('by/the club house|by the football pitch', 'près de/le club-house'),
  ],
  [
    pitch('in/the middle of the pitch|on the football pitch', 'à/le milieu du terrain'),
    pitch('in front of/the goal|on the football pitch', 'devant/le but'),
  ],
  [BENCH, pitch('on/the halfway line|of the football pitch', 'sur/la ligne médiane')],
  [
    pitch('along/the touchline|of the football pitch', 'le long de/la ligne de touche'),
    pitch('in/the penalty area|of the football pitch', 'dans/la surface de réparation'),
  ],
);
const MATCH_HOME = pitch('at/the football club|by the football pitch', 'à/le club de football');
const MATCH_ARRIVAL = pitch('in front of/the goal|on the football pitch', 'devant/le but');

// A deed beyond playing: scoring, winning (said again at the turn).
const DEED = /\b(score|scores|win|wins|marque|marquer|gagne|gagner)\b/i;

export function matchScript(lessonNamed: boolean, task: string): TaskScript {
  return {
    openings: MATCH_OPENINGS,
    problems: MATCH_PROBLEMS,
    turns: DEED.test(task) ? MATCH_TURNS_DEED : MATCH_TURNS,
    endings: MATCH_ENDINGS,
    episodes: {
      search: MATCH_TRAINING,
      obstacle: MATCH_FIRST_HALF,
      clue: MATCH_HALF_TIME,
      pause: MATCH_SECOND_HALF,
      meet: [],
    },
    phases: PHASES,
    // The whistle before the goal against, half-time before the second half: told as written.
    inOrder: true,
    arrival: MATCH_ARRIVAL,
    places: MATCH_PLACES,
    homeDrawn: MATCH_HOME,
    slots: (lang): Record<string, string> => (lessonNamed ? {} : { lesson: MATCH_LESSON[lang] }),
    turnAction: 'has just scored the winning goal, arms up',
    drawn: teamDrawn('football'),
  };
}
