import { inFamily, type Place, place } from '../idea/settings';
import { legs } from './goal-task-places';
import { PHASES, type TaskScript } from './goal-task-script-kit';
import {
  SWIM_ENDINGS,
  SWIM_HELP,
  SWIM_LESSON,
  SWIM_OPENINGS,
  SWIM_PROBLEMS,
  SWIM_RACE,
  SWIM_TRAINING,
  SWIM_TROUBLES,
  SWIM_TURNS,
} from './goal-task-swim-words';

/**
 * A swimming race, at the pool from the first length to the wall touched (goal-task-swim-words.ts).
 * Every spot names the swimming pool in its picture, so each page draws the pool with its lanes.
 */
const pool = (en: string, fr: string) => inFamily('town', [place(en, fr)])[0];
const SHALLOW = pool('in/the shallow end|of the swimming pool', 'dans/le petit bain');
const LANE = pool('in/the swimming lane|of the swimming pool', 'dans/le couloir de nage');
const BENCH = pool('on/the bench|by the swimming pool', 'au bord de/le bassin');
const BLOCKS = pool('on/the starting blocks|of the swimming pool', 'sur/les plots de départ');

export const SWIM_PLACES: Place[] = legs(
  [SHALLOW, BENCH, LANE],
  [LANE, SHALLOW, BLOCKS],
  [BENCH, LANE],
  [BLOCKS, LANE],
);
const SWIM_HOME = pool('at/the swimming pool', 'à/la piscine');
const SWIM_ARRIVAL = pool('at/the finish wall|of the swimming pool', 'contre/le mur d’arrivée');

export function swimScript(lessonNamed: boolean): TaskScript {
  return {
    openings: SWIM_OPENINGS,
    problems: SWIM_PROBLEMS,
    turns: SWIM_TURNS,
    endings: SWIM_ENDINGS,
    episodes: { search: SWIM_TRAINING, obstacle: SWIM_TROUBLES, clue: SWIM_HELP, pause: SWIM_RACE, meet: [] },
    phases: PHASES,
    // Training before the race, the race before the wall: told as written.
    inOrder: true,
    arrival: SWIM_ARRIVAL,
    places: SWIM_PLACES,
    homeDrawn: SWIM_HOME,
    slots: (lang): Record<string, string> => (lessonNamed ? {} : { lesson: SWIM_LESSON[lang] }),
    turnAction: 'has just touched the finish wall, arms up, splashing',
    drawn: (beat, lang) =>
      beat === 'ending'
        ? { subjects: ['1st-place-medal'], said: [lang === 'fr' ? 'une médaille' : 'a medal'], found: true }
        : undefined,
  };
}
