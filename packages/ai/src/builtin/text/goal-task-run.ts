import type { Language } from '@bookloom/core';
import { nameGender } from '../idea/name-gender';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { legs } from './goal-task-places';
import {
  RUN_ENDINGS,
  RUN_HELP,
  RUN_LESSON,
  RUN_OPENINGS,
  RUN_PROBLEMS,
  RUN_RACE,
  RUN_TRAINING,
  RUN_TROUBLES,
  RUN_TURNS,
} from './goal-task-run-words';
import { PHASES, type TaskScript } from './goal-task-script-kit';

/**
 * A running race with no rival named, at the running track from the first lap to the finish line
 * (goal-task-run-words.ts). Every spot names the running track in its picture, so each page draws
 * its red lanes; the running shoes, the coach's stopwatch, the flag and the medal where the words say.
 */
const track = (en: string, fr: string) => inFamily('town', [place(en, fr)])[0];
const START = track('at/the start line|of the running track', 'sur/la ligne de départ');
const BEND = track('on/the bend|of the running track', 'dans/le virage');
const STANDS = track('by/the stands|of the running track', 'près de/les gradins');
const STRAIGHT = track('on/the last straight|of the running track', 'dans/la dernière ligne droite');

// Each line at one spot only: a long book tells every line once, then the story's short fillers.
export const RUN_PLACES: Place[] = legs(
  [STANDS, BEND, START, STRAIGHT],
  [BEND, STRAIGHT, START, STANDS],
  [START, STANDS, BEND, STRAIGHT],
  [STANDS, START, BEND, STRAIGHT],
);
const RUN_HOME = track('at/the running track', 'à/la piste de course');
const RUN_ARRIVAL = track('at/the finish line|of the running track', 'sur/la ligne d’arrivée');

/** What a page's words name, drawn beside the runner (the alt says each). */
export type Gear = [RegExp, string, { en: string; fr: string }];
const GEAR: Gear[] = [
  [
    /running shoes|chaussures de course|shoelace|lacet/i,
    'running-shoe',
    { en: 'running shoes', fr: 'des chaussures de course' },
  ],
  [/stopwatch|chronomètre/i, 'stopwatch', { en: 'a stopwatch', fr: 'un chronomètre' }],
  [/coach|entraîneuse/i, 'woman', { en: 'the coach', fr: 'l’entraîneuse' }],
  [
    /finish line|ligne d’arrivée|start line|on the line|sur la ligne/i,
    'chequered-flag',
    { en: 'a chequered flag', fr: 'un drapeau à damier' },
  ],
  // The family come to watch, the crowd cheering: a few people drawn (as in defend-crowd.ts).
  [
    /crowd|whole family|foule|toute la famille/i,
    'crowd',
    { en: 'a cheering crowd', fr: 'une foule qui applaudit' },
  ],
  [/medal|médaille/i, '1st-place-medal', { en: 'a medal', fr: 'une médaille' }],
];

/** The race's gear a page names, drawn beside the hero (the run's shoes, the bike race's helmet: goal-task-cycle.ts). */
export const gearDrawn =
  (gear: Gear[]): NonNullable<GoalArc['drawn']> =>
  (beat, lang: Language, _kind, text = '') => {
    if (beat === 'opening') return undefined;
    const hits = gear.filter(([re]) => re.test(text));
    if (!hits.length) return undefined;
    return { subjects: hits.map(([, icon]) => icon), said: hits.map(([, , w]) => w[lang]), found: true };
  };
const runDrawn = gearDrawn(GEAR);

export function runScript(facts: IdeaFacts): TaskScript {
  const name = facts.heroName;
  const girl = ((name && nameGender(name)) ?? (facts.heroKind?.f ? 'f' : 'm')) === 'f';
  return {
    openings: RUN_OPENINGS,
    problems: RUN_PROBLEMS,
    turns: RUN_TURNS,
    endings: RUN_ENDINGS,
    episodes: { search: RUN_TRAINING, obstacle: RUN_TROUBLES, clue: RUN_HELP, pause: RUN_RACE, meet: [] },
    phases: PHASES,
    // Training before the race, the start before the last straight: told as written.
    inOrder: true,
    arrival: RUN_ARRIVAL,
    places: RUN_PLACES,
    homeDrawn: RUN_HOME,
    slots: (lang): Record<string, string> => ({
      ...(facts.lessonNamed ? {} : { lesson: RUN_LESSON[lang] }),
      eH: girl ? 'e' : '',
      heureux: girl ? 'heureuse' : 'heureux',
    }),
    turnAction: 'crosses the finish line first, arms up',
    drawn: runDrawn,
  };
}
