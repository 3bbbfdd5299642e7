import type { Kind } from '../idea/kinds';
import type { Place } from '../idea/settings';
import {
  GOODNIGHT_PROBLEMS,
  GOODNIGHT_QUIET,
  GOODNIGHT_SAYS,
  GOODNIGHT_SLEEPY,
} from './goal-goodnight-words';
import type { PlacedL } from './story-place-fit';

/**
 * A vehicle's goodnight round (goal-goodnight.ts): 'A little tractor says goodnight to the farm' rubbed
 * both eyes, went “step by step” and “sat for a moment”, in the henhouse and in the barn. A vehicle
 * blinks its headlights, drives and stops beside each one, outside (goal-goodnight-stops.ts), and
 * parks in its shed or garage at the end (goal-goodnight-den.ts). Each pool keeps its size and order
 * (the walking line swapped one-for-one), so the book's picks are the same as before.
 */
const DRIVERS = new Set([
  'tractor',
  'car',
  'race-car',
  'police-car',
  'ambulance',
  'bus',
  'truck',
  'fire-truck',
]);
export const drives = (kind?: Pick<Kind, 'id'>): boolean => Boolean(kind && DRIVERS.has(kind.id));

const swap = (pool: PlacedL[], line: PlacedL): PlacedL[] => [pool[0], line, ...pool.slice(2)];

// Both lines swapped: a vehicle does not yawn nor say “Before bed” (it parks for the night).
export const DRIVE_PROBLEMS: PlacedL[] = [
  {
    en: 'That evening {at}, the sun was going down, and {name}’s engine gave a sleepy rumble. “Before I park for the night,” said {name}, “I will say goodnight to everyone.”',
    fr: 'Ce soir-là {at}, le soleil se couchait, et le moteur de {name} ronronnait tout bas. « Avant d’aller me garer pour la nuit, dit {name}, je vais dire bonne nuit à tout le monde. »',
  },
  swap(GOODNIGHT_PROBLEMS, {
    en: '{name} blinked both headlights. It was nearly bedtime {at}. “I can’t go to sleep yet,” {name} said. “First I must say goodnight to everyone!”',
    fr: '{name} cligna des phares. C’était bientôt l’heure de dormir {at}. « Je ne peux pas encore aller dormir, dit {name}. Je dois d’abord dire bonne nuit à tout le monde ! »',
  })[1],
];
export const DRIVE_SAYS = swap(GOODNIGHT_SAYS, {
  en: '{name} rolled quietly over to {theThing}. “{sleepWell}, {hi}, goodnight!”',
  fr: '{name} roula tout doucement jusqu’à {theThing}. « {sleepWell}, {hi}, bonne nuit ! »',
});
export const DRIVE_SLEEPY = swap(GOODNIGHT_SLEEPY, {
  en: 'It was getting dim, so {name} switched on both headlights and drove slowly, all the way to {theThing}. “Goodnight, {hi}, sleep well.”',
  fr: 'Il commençait à faire sombre, alors {name} alluma ses phares et roula tout doucement jusqu’à {theThing}. « Bonne nuit, {hi}, tout doux, tout doux. »',
});
export const DRIVE_QUIET = swap(GOODNIGHT_QUIET, {
  en: '{name} stopped for a moment beside {theThing}, engine humming softly. “Goodnight, {hi},” {name} said.',
  fr: '{name} s’arrêta un moment à côté de {theThing}, le moteur ronronnant tout bas. « Bonne nuit, {hi} », dit doucement {name}.',
});

/** A building's animals are said goodnight from outside: “by the henhouse”, « près du poulailler » (was “in the henhouse”). */
const BUILDING = /barn|henhouse|stable|shed|house|shop|bakery|library|school/;
export const drivenTo = (spot: Place): Place['at'] =>
  spot.at && /^in /.test(spot.at.en) && BUILDING.test(spot.en)
    ? {
        en: `by ${spot.en}`,
        fr: `près ${spot.fr
          .replace(/^les /, 'des ')
          .replace(/^le /, 'du ')
          .replace(/^(la |l’)/, 'de $1')}`,
      }
    : spot.at;

/**
 * Where a vehicle meets a thing that has no spot of its own: out along the setting's streets in
 * turn (the market, the bridge, the town square), never inside (was “In the city” on every page).
 */
export const roadside = (places: Place[], k: number): Place | undefined => {
  const out = places.filter((p) => p.family !== 'indoor');
  return out.length ? out[k % out.length] : undefined;
};
