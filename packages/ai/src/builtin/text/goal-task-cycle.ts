import { nameGender } from '../idea/name-gender';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import {
  CYCLE_ENDINGS,
  CYCLE_HELP,
  CYCLE_LESSON,
  CYCLE_OPENINGS,
  CYCLE_PROBLEMS,
  CYCLE_RACE,
  CYCLE_TRAINING,
  CYCLE_TROUBLES,
  CYCLE_TURNS,
} from './goal-task-cycle-words';
import { legs } from './goal-task-places';
import { type Gear, gearDrawn } from './goal-task-run';
import { PHASES, type TaskScript } from './goal-task-script-kit';

/** A race the idea rides ("the bike race", « la course à vélo », "cycling race"), not a race on foot. */
export const isBikeRace = (task: string) =>
  /\b(?:bike|bicycle|cycl\w*)\b|vélo|bicyclette|cycliste/i.test(task);

/**
 * A bike race with no rival named, on the race circuit from the first lap to the finish line
 * (goal-task-cycle-words.ts). Every spot names the circuit's road in its picture, so each page draws
 * the road; the bike, the coach's stopwatch, the spanner for a flat tyre, the flag and the medal
 * where the words say.
 */
const circuit = (en: string, fr: string) => inFamily('town', [place(en, fr)])[0];
const START = circuit('at/the start line|of the cycle race road', 'sur/la ligne de départ');
const BEND = circuit('on/the bend|of the cycle race road', 'dans/le virage');
const HILL = circuit('on/the hill climb|of the cycle race road', 'dans/la côte');
const STRAIGHT = circuit('on/the last straight|of the cycle race road', 'dans/la dernière ligne droite');

// Each line at one spot only: a long book tells every line once, then the story's short fillers.
const CYCLE_PLACES: Place[] = legs(
  [START, BEND, HILL, STRAIGHT],
  [BEND, STRAIGHT, HILL, START],
  [HILL, BEND, START, STRAIGHT],
  [START, BEND, HILL, STRAIGHT],
);
const CYCLE_HOME = circuit('at/the cycle race circuit|on the road', 'à/le circuit cycliste');
const CYCLE_ARRIVAL = circuit('at/the finish line|of the cycle race road', 'sur/la ligne d’arrivée');

/** What a page's words name, drawn beside the rider (the alt says each). */
const GEAR: Gear[] = [
  // The rider's bike on every page that rides it, pumps it or walks it.
  [
    /\b(?:bike|pedal\w*|handlebars|saddle|riders?|rode|ride|tyres?|lap|wheel)\b|vélo|pédal|guidon|selle|cycliste|pneu|rouler|circuit|\broue\b/i,
    'bicycle',
    { en: 'a bicycle', fr: 'un vélo' },
  ],
  // A spanner where the bike is mended (not the tyres pumped before a ride; « prochaine » is no chain).
  [
    /flat tyre|patched|\bchain\b|pneu crevé|rustine|\bchaîne\b/i,
    'wrench',
    { en: 'a spanner', fr: 'une clé' },
  ],
  [/stopwatch|chronomètre/i, 'stopwatch', { en: 'a stopwatch', fr: 'un chronomètre' }],
  [/coach|entraîneuse/i, 'woman', { en: 'the coach', fr: 'l’entraîneuse' }],
  [
    /finish line|ligne d’arrivée|start line|lined up|s’aligna/i,
    'chequered-flag',
    { en: 'a chequered flag', fr: 'un drapeau à damier' },
  ],
  [
    /crowd|whole family|foule|toute la famille/i,
    'crowd',
    { en: 'a cheering crowd', fr: 'une foule qui applaudit' },
  ],
  [/medal|médaille/i, '1st-place-medal', { en: 'a medal', fr: 'une médaille' }],
];

const cycleDrawn = gearDrawn(GEAR);

export function cycleScript(facts: IdeaFacts): TaskScript {
  const name = facts.heroName;
  const girl = ((name && nameGender(name)) ?? (facts.heroKind?.f ? 'f' : 'm')) === 'f';
  return {
    openings: CYCLE_OPENINGS,
    problems: CYCLE_PROBLEMS,
    turns: CYCLE_TURNS,
    endings: CYCLE_ENDINGS,
    episodes: {
      search: CYCLE_TRAINING,
      obstacle: CYCLE_TROUBLES,
      clue: CYCLE_HELP,
      pause: CYCLE_RACE,
      meet: [],
    },
    phases: PHASES,
    // Training before the race, the start before the last straight: told as written.
    inOrder: true,
    arrival: CYCLE_ARRIVAL,
    places: CYCLE_PLACES,
    homeDrawn: CYCLE_HOME,
    slots: (lang): Record<string, string> => ({
      ...(facts.lessonNamed ? {} : { lesson: CYCLE_LESSON[lang] }),
      eH: girl ? 'e' : '',
      heureux: girl ? 'heureuse' : 'heureux',
    }),
    turnAction: 'crosses the finish line first on a bicycle, one arm up',
    drawn: cycleDrawn,
  };
}
