import { inFamily, type Place, place } from '../idea/settings';
import {
  HOCKEY_BREAK,
  HOCKEY_ENDINGS,
  HOCKEY_FIRST_PERIOD,
  HOCKEY_LESSON,
  HOCKEY_OPENINGS,
  HOCKEY_PRACTICE,
  HOCKEY_PROBLEMS,
  HOCKEY_SECOND_PERIOD,
  HOCKEY_TURNS,
  HOCKEY_TURNS_DEED,
} from './goal-task-hockey-words';
import { teamDrawn } from './goal-task-match-team';
import { legs } from './goal-task-places';
import { PHASES, type TaskScript } from './goal-task-script-kit';

/**
 * An ice hockey match on the frozen rink, from the laced skates to the winning shot
 * (goal-task-hockey-words.ts). Every spot names the ice rink in its picture, so each page draws the ice,
 * the boards and the goal (pictures/landmark-sport-grounds.ts `iceRink`); the stick and puck at the
 * hero's side, a team-mate and the coach where named.
 */
const rink = (en: string, fr: string) => inFamily('town', [place(en, fr)])[0];
const GOAL = rink('in front of/the goal|of the ice rink', 'devant/le but');

// One spot a part of the match and each line at one spot only: a long book tells every line once.
export const HOCKEY_PLACES: Place[] = legs(
  [
    rink('in/the changing room|of the ice rink', 'dans/le vestiaire de la patinoire'),
    rink('at/the rink gate|of the ice rink', 'à/la porte de la patinoire'),
  ],
  [
    rink('in/the middle of the rink|on the ice rink', 'à/le milieu de la patinoire'),
    rink('by/the boards|of the ice rink', 'près de/la bande'),
  ],
  [
    rink('on/the team bench|by the ice rink', 'sur/le banc de l’équipe'),
    rink('under/the scoreboard|of the ice rink', 'sous/le tableau des scores'),
  ],
  [
    rink('on/the blue line|of the ice rink', 'sur/la ligne bleue'),
    rink('by/the face-off circle|of the ice rink', 'près de/le cercle d’engagement'),
  ],
);
const HOCKEY_HOME = rink('at/the hockey club|by the ice rink', 'à/le club de hockey');

// A deed beyond playing: scoring, winning (said again at the turn).
const DEED = /\b(score|scores|win|wins|marque|marquer|gagne|gagner)\b/i;

export function hockeyScript(lessonNamed: boolean, task: string): TaskScript {
  return {
    openings: HOCKEY_OPENINGS,
    problems: HOCKEY_PROBLEMS,
    turns: DEED.test(task) ? HOCKEY_TURNS_DEED : HOCKEY_TURNS,
    endings: HOCKEY_ENDINGS,
    episodes: {
      search: HOCKEY_PRACTICE,
      obstacle: HOCKEY_FIRST_PERIOD,
      clue: HOCKEY_BREAK,
      pause: HOCKEY_SECOND_PERIOD,
      meet: [],
    },
    phases: PHASES,
    // The skates before the match, the first period before the bench: told as written.
    inOrder: true,
    arrival: GOAL,
    places: HOCKEY_PLACES,
    homeDrawn: HOCKEY_HOME,
    slots: (lang): Record<string, string> => (lessonNamed ? {} : { lesson: HOCKEY_LESSON[lang] }),
    turnAction: 'has just shot the winning goal, stick up',
    drawn: teamDrawn('hockey'),
  };
}
