import { type Thing, thing } from './theme-types';

/**
 * "Learn to count with the farm animals", "count the animals at the zoo": the animals of the theme's
 * world, counted one kind per page (issue 14: a farm-animals counting book counted eggs and apples).
 */
const ANIMALS: Record<string, Thing[]> = {
  farm: [
    thing('chicken', 'hen', 'hens', 'poule', 'poules'),
    thing('pig', 'pig', 'pigs', 'cochon', 'cochons'),
    thing('cow', 'cow', 'cows', 'vache', 'vaches'),
    thing('ewe', 'sheep', 'sheep', 'mouton', 'moutons'),
    thing('duck', 'duck', 'ducks', 'canard', 'canards'),
    thing('horse', 'horse', 'horses', 'cheval', 'chevaux'),
  ],
  zoo: [
    thing('lion', 'lion', 'lions', 'lion', 'lions'),
    thing('giraffe', 'giraffe', 'giraffes', 'girafe', 'girafes'),
    thing('elephant', 'elephant', 'elephants', 'éléphant', 'éléphants'),
    thing('monkey', 'monkey', 'monkeys', 'singe', 'singes'),
    thing('zebra', 'zebra', 'zebras', 'zèbre', 'zèbres'),
    thing('penguin', 'penguin', 'penguins', 'manchot', 'manchots'),
  ],
  ocean: [
    thing('fish', 'fish', 'fish', 'poisson', 'poissons'),
    thing('octopus', 'octopus', 'octopuses', 'pieuvre', 'pieuvres'),
    thing('crab', 'crab', 'crabs', 'crabe', 'crabes'),
    thing('dolphin', 'dolphin', 'dolphins', 'dauphin', 'dauphins'),
    thing('turtle', 'turtle', 'turtles', 'tortue', 'tortues'),
  ],
};

const ANIMAL_IDEA = /(?<!\p{L})(animals?|animaux|bêtes|creatures?)(?!\p{L})/iu;

/** The things a counting book counts: the theme's animals when the idea asks for animals. */
export const countedThings = (themeId: string, things: Thing[], idea: string): Thing[] =>
  (ANIMAL_IDEA.test(idea) && ANIMALS[themeId]) || things;
