import { readSpaceRepair, type SpaceRepairGoal } from './read-goal-space-repair';

/**
 * A trip to space ("Mia visits Mars", « Un voyage sur la Lune avec Papi », "Robot Max explores
 * space"): suits and helmets, the countdown, floating in the rocket, the Earth getting small, the
 * place itself, a small problem and the way home (text/goal-space-trip.ts). Before, it was a stock
 * task in the park and the library ("Mia had found a way to visit Mars!") or a reach past the comet
 * and Saturn with the Moon only on the last page.
 */
export type SpaceTripGoal = {
  kind: 'space-trip';
  /** Where the rocket goes: the Moon, Mars, or out among the planets and stars. */
  dest: 'moon' | 'mars' | 'space';
  /** The trip said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

// A going or visiting word, then within a few words the Moon, Mars, the planets, the stars or space
// ("The moon goes to sleep" goes nowhere; "the space station" is the repair's).
const VERB =
  "visit\\p{L}*|trips?|journey|voyage|go|goes|going|went|travel\\p{L}*|fl(?:y|ies|ew)|explor\\p{L}*|adventure|va|vont|aller|part|partent|explor\\p{L}*|vole|s[’']envole|aventure";
const DEST =
  "the moon|(?<!(?:en|\\d) )mars|the red planet|(?:outer )?space(?! ?station)|the planets|the stars|galax\\p{L}*|la lune|planète rouge|l[’']espace|les planètes|les étoiles|galaxie";
const TRIP = new RegExp(
  `(?<!\\p{L})(?:${VERB})(?!\\p{L})[^.!?]{0,30}?(?<!\\p{L})(?:${DEST})(?!\\p{L})`,
  'iu',
);
const MOON = /\bthe moon\b|(?<!\p{L})la lune(?!\p{L})/iu;
const MARS = /\bmars\b|\bred planet\b|(?<!\p{L})planète rouge(?!\p{L})/iu;
// "Two kids build a rocket to visit the moon", « va sur la lune en fusée »: the child's own rocket from
// the garden (goal-rocket-trip.ts).
const BUILT = /\bbuil[dt]\w*\b|\brockets?\b|(?<!\p{L})(?:construi\p{L}*|fusées?)(?!\p{L})/iu;
// An astronaut lives on the space station and flies out from there (text/space-home.test.ts).
const ASTRONAUT = /astronaut/i;
const TASKS = {
  moon: { en: 'go to the Moon', fr: 'aller sur la Lune' },
  mars: { en: 'go to Mars', fr: 'aller sur Mars' },
  space: { en: 'explore space', fr: 'explorer l’espace' },
};

/** The trip to space the idea names, if any: a going or visiting word and the Moon, Mars or space. */
export function readSpaceTrip(description: string): SpaceTripGoal | undefined {
  if (!TRIP.test(description) || BUILT.test(description) || ASTRONAUT.test(description)) return undefined;
  const dest = MARS.test(description) ? 'mars' : MOON.test(description) ? 'moon' : 'space';
  return { kind: 'space-trip', dest, task: TASKS[dest] };
}

/**
 * Space's own events (story-facts.ts): a repair in orbit when the idea is free of other goals; a trip
 * also when the idea read a journey to a spot in space (« Un voyage sur la Lune » reads as a reach).
 */
export function readSpace(
  description: string,
  free: boolean,
  goalKind: string | undefined,
): SpaceRepairGoal | SpaceTripGoal | undefined {
  if (free) return readSpaceRepair(description) ?? readSpaceTrip(description);
  return goalKind === 'reach' ? readSpaceTrip(description) : undefined;
}
