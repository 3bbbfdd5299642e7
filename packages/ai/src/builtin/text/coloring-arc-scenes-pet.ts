import type { PetGoal } from '../idea/read-goal-pet';
import { type ColoringScene, scene as s } from './coloring-arc-scene';

const HOME = /living room/;
/** The pet at the hero's side (goal-pet.ts draws it from the turn, or from its arrival once home). */
const WITH_PET = { companionOf: 'ending' } as const;

/**
 * A pet wished for, as a coloring book in the wish's order (goal-pet.ts): "Leo wants a puppy" colored
 * "who finds the magic wand in the castle tower". Asked for, earned, chosen at the shelter, home.
 */
const wishScenes = (cat: boolean): ColoringScene[] => [
  s('asks Mum and Dad for a {young}', 'demande {unPet} à Maman et Papa', ['woman', 'man'], HOME),
  s('reads books about {pets}', 'lit des livres sur {lesPets}', ['books'], /library/),
  s('saves up coins in a jar', 'met des pièces de côté dans un bocal', ['coin'], /bedroom/),
  s(
    'gets a bowl and a basket ready',
    'prépare une gamelle et un panier',
    ['bowl-with-spoon', 'basket'],
    /kitchen/,
  ),
  s(
    'looks at all the {pets} waiting there',
    'regarde tous {lesPets} qui attendent',
    [cat ? 'cat' : 'poodle'],
    /pens/,
  ),
  s('holds out a hand to a little {young}', 'tend la main à un petit {chiot}', [], /pens/, {
    ...WITH_PET,
    turn: true,
  }),
  s('cuddles the new {young}', 'fait un câlin au nouveau {chiot}', [], HOME, WITH_PET),
];

/** The pet already home ("Our new puppy"): named, fed, brushed, the first walk, asleep by the bed. */
const HOME_SCENES: ColoringScene[] = [
  s('opens the box of the new {young}', 'ouvre le carton du nouveau {chiot}', ['package'], HOME, WITH_PET),
  s('fills the {young}’s bowl', 'remplit la gamelle du {chiot}', ['bowl-with-spoon'], /kitchen/, WITH_PET),
  s('holds up a treat for the {young}', 'tend une friandise au {chiot}', ['bone'], /garden/, WITH_PET),
  s('brushes the {young}’s soft fur', 'brosse le poil tout doux du {chiot}', [], HOME, WITH_PET),
  s('goes on a first walk with the {young}', 'fait une première promenade avec le {chiot}', [], /park/, {
    ...WITH_PET,
    turn: true,
  }),
  s('says goodnight to the sleepy {young}', 'dit bonne nuit au {chiot} tout endormi', [], /bedroom/, {
    ...WITH_PET,
    night: true,
  }),
];

export const petScenes = (goal: PetGoal): ColoringScene[] =>
  goal.home ? HOME_SCENES : wishScenes(goal.animal === 'cat');
