import type { Kind } from '../idea/kinds';
import { GOODNIGHT_QUIET, GOODNIGHT_SAYS, GOODNIGHT_SLEEPY, GOODNIGHT_TURNS } from './goal-goodnight-words';
import type { PlacedL } from './story-place-fit';

/**
 * A swimmer's goodnight round (goal-goodnight.ts): 'A little fish says goodnight to the sea' was told
 * that the fish “tiptoed over to the crab”, « s’approcha … sur la pointe des pieds », went “step by
 * step” and “sat for a moment”. A fish swims, glides and floats. Each pool keeps its size and order
 * (the line that walks is swapped one-for-one), so the book's picks are the same as before.
 */
const SWIMMERS = new Set(['fish', 'octopus', 'dolphin', 'whale', 'seahorse', 'shark']);
export const swims = (kind?: Pick<Kind, 'id'>): boolean => Boolean(kind && SWIMMERS.has(kind.id));

const swap = (pool: PlacedL[], line: PlacedL): PlacedL[] => [pool[0], line, ...pool.slice(2)];

export const SWIM_SAYS = swap(GOODNIGHT_SAYS, {
  en: '{name} swam softly over to {theThing}. “{sleepWell}, {hi}, goodnight!”',
  fr: '{name} nagea tout doucement jusqu’à {theThing}. « {sleepWell}, {hi}, bonne nuit ! »',
});
export const SWIM_SLEEPY = swap(GOODNIGHT_SLEEPY, {
  en: 'The water was getting dark, so {name} glided slowly, all the way to {theThing}. “Goodnight, {hi}, sleep well.”',
  fr: 'L’eau devenait sombre, alors {name} glissa tout doucement jusqu’à {theThing}. « Bonne nuit, {hi}, tout doux, tout doux. »',
});
export const SWIM_QUIET = swap(GOODNIGHT_QUIET, {
  en: '{name} floated for a moment beside {theThing}, listening to the quiet. “Goodnight, {hi},” {name} said softly.',
  fr: '{name} resta un moment à flotter près de {theThing}, dans le grand calme. « Bonne nuit, {hi} », dit doucement {name}.',
});
/** The moon is seen from the top of the water. */
export const SWIM_TURNS: PlacedL[] = [
  {
    en: 'Last of all, {name} swam up to the top of the water, where the moon was shining. “Goodnight, moon. Goodnight, stars,” {name} whispered.',
    fr: 'Pour finir, {name} remonta à la surface de l’eau, où brillait la lune. « Bonne nuit, la lune. Bonne nuit, les étoiles », chuchota {name}.',
  },
  ...GOODNIGHT_TURNS.slice(1),
];
