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

// « Compter les fruits du verger » counted hens, eggs and pigs (the farm's things): fruit counts fruit,
// the vegetable patch its vegetables, one kind a page, each drawn as itself.
const FRUIT_IDEA = /(?<!\p{L})(fruits?|orchards?|vergers?)(?!\p{L})/iu;
const VEGETABLE_IDEA = /(?<!\p{L})(vegetables?|veggies|légumes?|potagers?)(?!\p{L})/iu;
export const COUNTED_FRUIT: Thing[] = [
  thing('red-apple', 'apple', 'apples', 'pomme', 'pommes'),
  thing('pear', 'pear', 'pears', 'poire', 'poires'),
  thing('banana', 'banana', 'bananas', 'banane', 'bananes'),
  thing('strawberry', 'strawberry', 'strawberries', 'fraise', 'fraises'),
  thing('tangerine', 'orange', 'oranges', 'orange', 'oranges'),
  thing('lemon', 'lemon', 'lemons', 'citron', 'citrons'),
  thing('peach', 'peach', 'peaches', 'pêche', 'pêches'),
  thing('kiwi-fruit', 'kiwi', 'kiwis', 'kiwi', 'kiwis'),
];
export const COUNTED_VEGETABLES: Thing[] = [
  thing('carrot', 'carrot', 'carrots', 'carotte', 'carottes'),
  thing('tomato', 'tomato', 'tomatoes', 'tomate', 'tomates'),
  thing('broccoli', 'broccoli', 'broccoli', 'brocoli', 'brocolis'),
  thing('potato', 'potato', 'potatoes', 'pomme de terre', 'pommes de terre'),
  thing('ear-of-corn', 'corn cob', 'corn cobs', 'épi de maïs', 'épis de maïs'),
  thing('cucumber', 'cucumber', 'cucumbers', 'concombre', 'concombres'),
];

/** The things a counting book counts: fruit or vegetables the idea names, the theme's animals when it asks for animals. */
export const countedThings = (themeId: string, things: Thing[], idea: string): Thing[] =>
  (FRUIT_IDEA.test(idea) && COUNTED_FRUIT) ||
  (VEGETABLE_IDEA.test(idea) && COUNTED_VEGETABLES) ||
  (ANIMAL_IDEA.test(idea) && ANIMALS[themeId]) ||
  things;

/** The animals a counting book of this world counts (farm, zoo, ocean). */
export const countedAnimals = (themeId: string): Thing[] | undefined => ANIMALS[themeId];
