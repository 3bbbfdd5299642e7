import type { Kind } from '../idea/kinds';
import { DRIVE_PROBLEMS, DRIVE_QUIET, DRIVE_SAYS, DRIVE_SLEEPY, drives } from './goal-goodnight-drive';
import { SWIM_QUIET, SWIM_SAYS, SWIM_SLEEPY, SWIM_TURNS, swims } from './goal-goodnight-swim';
import {
  GOODNIGHT_PROBLEMS,
  GOODNIGHT_QUIET,
  GOODNIGHT_SAYS,
  GOODNIGHT_SLEEPY,
  GOODNIGHT_TURNS,
  GOODNIGHT_WAVES,
} from './goal-goodnight-words';

/** A goodnight round's lines for its hero: a fish swims (goal-goodnight-swim.ts), a car drives (goal-goodnight-drive.ts). */
export function goodnightPools(kind?: Pick<Kind, 'id'>) {
  const swim = swims(kind);
  const drive = drives(kind);
  return {
    problems: drive ? DRIVE_PROBLEMS : GOODNIGHT_PROBLEMS,
    turns: swim ? SWIM_TURNS : GOODNIGHT_TURNS,
    episodes: {
      search: swim ? SWIM_SAYS : drive ? DRIVE_SAYS : GOODNIGHT_SAYS,
      clue: GOODNIGHT_WAVES,
      obstacle: swim ? SWIM_SLEEPY : drive ? DRIVE_SLEEPY : GOODNIGHT_SLEEPY,
      pause: swim ? SWIM_QUIET : drive ? DRIVE_QUIET : GOODNIGHT_QUIET,
      meet: [],
    },
  };
}
