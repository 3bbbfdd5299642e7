import { type ColoringScene, scene as s } from './coloring-arc-scene';

const OLD_ROOM = /old bedroom/;
const OLD_HOUSE = /old house/;
const ROAD = /long road/;
const NEW_ROOM = /in the new bedroom/;
const GARDEN = /new garden/;

/**
 * Moving house as a coloring book, in the move's order (goal-move.ts): "Mia moves to a new house"
 * colored "who finds the magic wand in the castle tower". Each caption names what is drawn beside
 * the hero; the girl next door ({friend}) at the hero's side from the turn.
 */
export const MOVE_SCENES: ColoringScene[] = [
  s('packs the toys into boxes', 'range les jouets dans des cartons', ['package'], OLD_ROOM),
  s('hugs the big oak tree goodbye', 'fait un câlin d’adieu au grand chêne', ['deciduous-tree'], OLD_HOUSE),
  s(
    'watches the boxes go into the moving van',
    'regarde les cartons monter dans le camion de déménagement',
    ['delivery-truck', 'package'],
    OLD_HOUSE,
  ),
  s(
    'counts cows from the car window',
    'compte les vaches par la vitre de la voiture',
    ['automobile', 'cow'],
    ROAD,
  ),
  s(
    'sits the teddy bear on the new pillow',
    'installe le nounours sur le nouvel oreiller',
    ['teddy-bear'],
    NEW_ROOM,
  ),
  s(
    'hangs the friends’ drawing on the wall',
    'accroche le dessin des copains au mur',
    ['framed-picture'],
    NEW_ROOM,
  ),
  s(
    'kicks a ball to {friend} from next door',
    'fait des passes de ballon avec la petite voisine {friend}',
    [],
    GARDEN,
    {
      companionOf: 'turn',
      subjectsOf: 'turn',
      turn: true,
    },
  ),
  s(
    'waves from the new house with {friend} from next door',
    'fait coucou devant la nouvelle maison avec la petite voisine {friend}',
    [],
    GARDEN,
    {
      companionOf: 'ending',
      subjectsOf: 'ending',
    },
  ),
];
