import type { PetGoal } from '../idea/read-goal-pet';
import { PET_HOME_PLACES as P } from './goal-pet-home-words';
import { type ArcCouplet, arcLines } from './poetry-arc-kit';
import { PUPPY_FILLERS, PUPPY_LINES } from './poetry-puppy-lines';

/** The home's rooms and garden, then the park of the first walk (goal-pet.ts's arrival). */
const SPOTS = [P.home, P.kitchen, P.garden, P.bedroom, P.park];

const THINGS: Record<string, { en: string; fr: string }> = {
  package: { en: 'a wriggling box', fr: 'une caisse qui gigote' },
  dog: { en: 'the puppy', fr: 'le chiot' },
  'bowl-with-spoon': { en: 'a bowl', fr: 'une gamelle' },
  droplet: { en: 'a puddle', fr: 'une flaque' },
  bone: { en: 'a treat', fr: 'une friandise' },
  'running-shoe': { en: 'a chewed shoe', fr: 'une chaussure mâchée' },
  softball: { en: 'a ball', fr: 'une balle' },
  bathtub: { en: 'a bath', fr: 'le bain' },
  'teddy-bear': { en: 'a teddy bear', fr: 'un nounours' },
  poodle: { en: 'other dogs', fr: 'd’autres chiens' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
  butterfly: { en: 'a butterfly', fr: 'un papillon' },
  socks: { en: 'socks', fr: 'des chaussettes' },
  camera: { en: 'a camera', fr: 'un appareil photo' },
  bird: { en: 'a bird', fr: 'un oiseau' },
  books: { en: 'a storybook', fr: 'un livre d’histoires' },
};

/**
 * A new puppy as a poem ('Rhymes about our new puppy', « Comptines sur notre nouveau chiot »): its
 * first days home in order (poetry-puppy-lines.ts), named Pepper as in the prose (goal-pet-home-words.ts).
 * Before, it sang the stock couplets, a herb on every page. A kitten, or a pet wished for: none yet.
 */
export function puppyCouplets(goal: PetGoal): ArcCouplet[] | undefined {
  if (!goal.home || goal.animal !== 'dog') return undefined;
  // The fillers say Pepper: they come once the puppy is named (poetry-arc-kit.ts `woven`).
  return arcLines(PUPPY_LINES, SPOTS, THINGS).map((cp, i) =>
    i === 1 ? { ...cp, fillFrom: true as const } : cp,
  );
}

/** A long puppy poem's fillers, each at its own spot (poetry-puppy-lines.ts). */
export const puppyFillers = (goal: PetGoal): ArcCouplet[] | undefined =>
  goal.home && goal.animal === 'dog' ? arcLines(PUPPY_FILLERS, SPOTS, THINGS) : undefined;
