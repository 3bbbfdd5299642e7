import { type ColoringScene, scene as s } from './coloring-arc-scene';

const QUAY = /tugboat quay/;
const WATER = /water of the harbour/;
const SITE = /on the building site/;

/**
 * The little tugboat's harbour day as a coloring book, in the story's order
 * (goal-rescue-vehicle-tug.ts): ready at the quay, one small job a page at its harbour spot with the
 * boat it helped, the fog and the enormous ship, the big ship pushed and pulled to the dock at the
 * turn, toot-toot at the quay in the evening. A boat does only what a boat can: its rope pulls, its
 * rubber nose pushes, its horn toots; no hands. Before, the book had no scenes and did not open.
 */
export const TUG: ColoringScene[] = [
  s('coils up its long rope', 'enroule sa longue corde', ['knot'], QUAY),
  s(
    'toots hello to the seagulls round its little chimney',
    'salue d’un tut-tut les mouettes autour de sa petite cheminée',
    ['bird', 'postal-horn'],
    WATER,
  ),
  s(
    'tows a fishing boat full of fish home',
    'remorque jusqu’à la maison un bateau de pêche plein de poissons',
    ['motor-boat', 'fish', 'knot'],
    /fishing pier/,
  ),
  s(
    'pushes a little sailboat off the rocks with its rubber nose',
    'pousse un petit voilier loin des rochers avec son nez en caoutchouc',
    ['sailboat'],
    /lighthouse/,
  ),
  s(
    'nudges the ferry full of children into its place',
    'aide le ferry plein d’enfants à se ranger',
    ['ferry'],
    /ferry landing/,
  ),
  s(
    'bobs on the waves beside a seal',
    'se balance sur les vagues à côté d’un phoque',
    ['seal', 'water-wave'],
    WATER,
  ),
  s(
    'meets an enormous ship in the thick fog',
    'croise un énorme bateau dans l’épais brouillard',
    ['passenger-ship', 'fog'],
    WATER,
  ),
  s(
    'pulls the big ship to the dock with its rope',
    'tire le gros bateau jusqu’au quai avec sa corde',
    ['passenger-ship', 'knot'],
    /big dock/,
    { turn: true },
  ),
  s(
    'toots goodnight with all the big boats',
    'dit bonne nuit d’un tut-tut avec tous les grands bateaux',
    ['postal-horn', 'ship'],
    QUAY,
    { night: true },
  ),
];

/**
 * The digger's building-site day as a coloring book, in the story's order
 * (goal-rescue-vehicle-digger.ts): the plan for a new playground, the big hole, the rocks lifted
 * into the dump truck, the ditch for the water pipe, the rain, the dump truck pulled out of the mud
 * with the crane at the turn, the children on the finished playground. An excavator does what its
 * bucket and its arm can; no hands.
 */
export const DIGGER: ColoringScene[] = [
  s(
    'looks at the plan for a new playground with the builders',
    'regarde le plan d’une nouvelle aire de jeux avec les ouvriers',
    ['construction-worker', 'scroll'],
    SITE,
  ),
  s('digs a big hole with its bucket', 'creuse un grand trou avec son godet', ['hole'], /playground corner/),
  s(
    'lifts heavy rocks into the dump truck',
    'soulève de lourds rochers dans le camion-benne',
    ['rock', 'dump-truck'],
    /rock pile/,
  ),
  s(
    'digs a long ditch for the water pipe',
    'creuse un long fossé pour le tuyau d’eau',
    ['droplet'],
    /fountain/,
  ),
  s('rolls through the rain', 'roule sous la pluie', ['cloud-with-rain'], /site track/, { storm: true }),
  s(
    'pulls the dump truck out of the mud with the crane',
    'sort le camion-benne de la boue avec la grue',
    ['dump-truck', 'crane'],
    /muddy corner/,
    { turn: true },
  ),
  s(
    'sets the new slide in the big hole',
    'pose le nouveau toboggan dans le grand trou',
    ['playground-slide', 'hole'],
    /playground corner/,
  ),
  s(
    'raises its bucket high for the children on the new playground',
    'lève bien haut son godet pour les enfants sur la nouvelle aire de jeux',
    ['playground-slide', 'child'],
    /playground corner/,
  ),
];
