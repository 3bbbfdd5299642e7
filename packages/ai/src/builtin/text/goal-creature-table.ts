import { inFamily, type Place, place } from '../idea/settings';
import { PET_HOME_PLACES } from './goal-pet-home-words';
import type { NamedThing } from './named-drawn';
import type { OrderedStep } from './ordered-steps';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * One creature friend's story (goal-creature-friend.ts), in order: the first meeting, learning each
 * other's ways one step a page, the problem (the neighbours scared, too big, scared of the dark), the
 * child's help, the friend saving the day at the turn, together at the end. {pal} is its name.
 */
export type CreatureTable = {
  openings: L[];
  /** The first meeting: the egg hatching, the dragon in the shed, the monster under the bed. */
  problems: PlacedL[];
  steps: OrderedStep[];
  turns: PlacedL[];
  endings: PlacedL[];
  lesson: L;
  /** Where the friend saves the day (the turn's page). */
  arrival: Place;
  /** Its icon when the idea's kind has none of its own (a dinosaur: the t-rex). */
  icon: string;
  /** What a page's words name, drawn beside the hero and the friend. */
  named: NamedThing[];
};

const nature = (en: string, fr: string): Place => inFamily('nature', [place(en, fr)])[0];

/** The home's rooms and garden (goal-pet-home-words.ts), the park, the pond, the school. */
export const CREATURE_PLACES = {
  ...PET_HOME_PLACES,
  shed: nature('by/the garden shed|in the garden', 'près de/la cabane du jardin'),
  pond: nature('by/the pond|in the park', 'au bord de/l’étang'),
  school: inFamily('town', [place('at/the school|in town', 'à/l’école')])[0],
};
