import { inFamily, place } from '../idea/settings';
import { core, later, type OrderedStep } from './ordered-steps';
import type { PlacedL } from './story-place-fit';
import { leadStep } from './task-step';
import type { L } from './theme-types';

/**
 * Moving house (idea/read-goal-move.ts), in the move's order: the boxes in the old room, the special
 * toy kept out, goodbyes to the friends and the oak tree, the moving van, the empty old room; the long
 * drive; the new street, the new empty room, the teddy bear unpacked first, homesick at night; at the
 * turn the girl next door knocks, and at the end the new house is home. French avoids words that agree
 * with the hero.
 */
export const MOVE_PLACES = {
  oldRoom: inFamily('indoor', [place('in/the old bedroom|at home', 'dans/l’ancienne chambre')])[0],
  oldHouse: inFamily('town', [place('outside/the old house|in town', 'devant/la vieille maison')])[0],
  park: inFamily('nature', [place('in/the park|near the old house', 'dans/le parc du quartier')])[0],
  road: inFamily('nature', [place('on/the long road|to the new town', 'sur/la longue route')])[0],
  street: inFamily('town', [place('in/the new street|in town', 'dans/la nouvelle rue')])[0],
  // The new room before unpacking, drawn bare (no bed: pictures/interiors.ts); the same room after.
  bareRoom: inFamily('indoor', [
    place('in/the bare new bedroom|at home', 'dans/la nouvelle chambre vide'),
  ])[0],
  newRoom: inFamily('indoor', [place('in/the new bedroom|at home', 'dans/la nouvelle chambre')])[0],
  garden: inFamily('nature', [place('in/the new garden|by the house', 'dans/le nouveau jardin')])[0],
};

export const MOVE_OPENINGS: L[] = [
  {
    en: '{name} lived in a little house with a red door, and from {name}’s bedroom window there was a big old oak tree to wave to every morning.',
    fr: '{name} habitait une petite maison à la porte rouge, et de la fenêtre de sa chambre, on voyait un grand vieux chêne à qui dire bonjour chaque matin.',
  },
];

export const MOVE_PROBLEMS: PlacedL[] = [
  {
    en: 'One evening, Mum and Dad had big news: the family was moving to a new house in a new town, far away. {name} felt a lump in the throat. “But I like it here!”',
    fr: 'Un soir, Maman et Papa annoncèrent une grande nouvelle : la famille allait déménager dans une nouvelle maison, dans une nouvelle ville, très loin. {name} sentit une boule dans la gorge. « Mais moi, je suis bien ici ! »',
  },
];

/** The middle, one step a page at its own spot (ordered-steps.ts keeps the core ones in a short book). */
export const MOVE_STEPS: OrderedStep[] = [
  core(
    leadStep(
      '{atPlace}, there were boxes everywhere. {name} packed the books, the crayons and the toys, and wrote “{name}’s room” on every box.',
      '{atPlace}, il y avait des cartons partout. {name} rangea les livres, les crayons et les jouets, et écrivit « Chambre de {name} » sur chaque carton.',
      /old bedroom/,
    ),
  ),
  leadStep(
    '{atPlace}, {name} kept one toy out of the boxes: the old teddy bear, tucked safe in a backpack for the journey.',
    '{atPlace}, {name} garda un seul jouet hors des cartons : le vieux nounours, bien à l’abri dans un sac à dos pour le voyage.',
    /old bedroom/,
  ),
  core(
    leadStep(
      '{atPlace}, {name} said goodbye to the friends from next door. They gave {name} a drawing of them all together, to hang in the new room.',
      '{atPlace}, {name} dit au revoir aux copains d’à côté. Ils offrirent un dessin de toute la bande, à accrocher dans la nouvelle chambre.',
      /park/,
    ),
  ),
  leadStep(
    '{atPlace}, {name} gave the big oak tree one last hug. “Goodbye, tree. I will miss you.”',
    '{atPlace}, {name} fit un dernier câlin au grand chêne. « Au revoir, l’arbre. Tu vas me manquer. »',
    /old house/,
  ),
  core(
    leadStep(
      '{atPlace}, a big moving van parked by the door. Two movers carried out the sofa, the beds and all the boxes, one by one.',
      '{atPlace}, un gros camion de déménagement se gara tout près de l’entrée. Deux déménageurs emportèrent le canapé, les lits et tous les cartons, un par un.',
      /old house/,
    ),
  ),
  core(
    leadStep(
      '{atPlace}, everything was gone. {name} stood in the empty room and whispered, “Goodbye, room.” The words echoed off the bare walls.',
      '{atPlace}, il n’y avait plus rien. Au milieu de la pièce vide, {name} murmura : « Au revoir, ma chambre. » Les mots résonnèrent contre les murs nus.',
      /old bedroom/,
    ),
  ),
  later(
    leadStep(
      '{atPlace}, the car followed the moving van for hours and hours. “Are we there yet?” asked {name}, again and again.',
      '{atPlace}, la voiture suivit le camion de déménagement pendant des heures et des heures. « On est bientôt arrivés ? » demandait {name}, encore et encore.',
      /road/,
    ),
  ),

  later(
    leadStep(
      '{atPlace}, {name} counted cows, then bridges, then fell asleep hugging the teddy bear.',
      '{atPlace}, {name} compta les vaches, puis les ponts, puis s’endormit en serrant le nounours.',
      /road/,
    ),
  ),

  later(
    core(
      leadStep(
        '{atPlace}, after a long, long drive, the car stopped at last in front of a house with a yellow door. “Here we are,” said Dad. “Our new home!”',
        '{atPlace}, après une longue, longue route, la voiture s’arrêta enfin devant une maison à la porte jaune. « Nous y voilà, dit Papa. Notre nouvelle maison ! »',
        /new street/,
      ),
    ),
  ),
  later(
    core(
      leadStep(
        '{atPlace}, there was nothing at all: no bed, no toys, no pictures, only white walls and a window onto a street {name} did not know.',
        '{atPlace}, il n’y avait rien du tout : pas de lit, pas de jouets, pas d’images, seulement des murs blancs et une fenêtre sur une rue inconnue.',
        /bare new bedroom/,
      ),
    ),
  ),
  later(
    leadStep(
      '{atPlace}, {name} helped carry in the boxes, and Dad put the bed together, squeak by squeak.',
      '{atPlace}, {name} aida à porter les cartons, et Papa monta le lit, grincement après grincement.',
      /^the new bedroom/,
    ),
  ),
  later(
    core(
      leadStep(
        '{atPlace}, {name} opened the backpack, took out the teddy bear first of all and sat it on the pillow. “There. Now it feels a little more like ours.”',
        '{atPlace}, {name} ouvrit le sac à dos, en sortit d’abord le nounours et l’installa sur l’oreiller. « Voilà. Maintenant, c’est un peu plus chez nous. »',
        /^the new bedroom/,
      ),
    ),
  ),
  later(
    leadStep(
      '{atPlace}, {name} hung the friends’ drawing on the wall, right above the bed.',
      '{atPlace}, {name} accrocha le dessin des copains au mur, juste au-dessus du lit.',
      /^the new bedroom/,
    ),
  ),
  // Homesick, the low point just before the turn.
  later(
    core(
      leadStep(
        'That night {atPlace}, every noise sounded strange. {name} missed the old room, the oak tree and the friends so much that a tear rolled into the teddy bear’s fur.',
        'Cette nuit-là, {atPlace}, tous les bruits semblaient bizarres. L’ancienne chambre, le chêne et les copains manquaient tant à {name} qu’une larme roula dans la fourrure du nounours.',
        /^the new bedroom/,
      ),
    ),
  ),
];

export const MOVE_TURNS: PlacedL[] = [
  {
    en: 'On the first morning in the new house, there was a knock at the door. It was {friend}, the girl next door, with a ball under her arm. “Hi! Do you want to play?” And {name} smiled for the first time in days.',
    fr: 'Le premier matin dans la nouvelle maison, on frappa à la porte. C’était {friend}, la petite voisine d’à côté, un ballon sous le bras. « Salut ! Tu veux jouer ? » Et pour la première fois depuis des jours, {name} sourit.',
  },
];

export const MOVE_ENDINGS: PlacedL[] = [
  {
    en: 'Soon the new house was full of laughter. {name} and {friend} played in the garden every day, and one evening {name} said, “Mum, I think this is home now.” {name} had learned that {lesson}. The end.',
    fr: 'Bientôt, la nouvelle maison fut pleine de rires. {name} et {friend} jouaient dans le jardin tous les jours, et un soir, {name} dit : « Maman, je crois que maintenant, c’est chez nous, ici. » {name} avait appris que {lesson}. Fin.',
  },
];

export const MOVE_LESSON: L = {
  en: 'home is wherever the people we love are',
  fr: 'la maison, c’est là où sont ceux qu’on aime',
};
