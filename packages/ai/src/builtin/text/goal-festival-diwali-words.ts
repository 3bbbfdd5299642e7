import type { PlacedL } from './story-place-fit';
import { step } from './task-step';
import type { L } from './theme-types';

/**
 * Diwali (goal-festival.ts), in order: clay diyas made and painted in the kitchen, the rangoli at
 * the door, new clothes and the tray of sweets, sweets shared with the neighbours and the diyas lit
 * as night falls; the fireworks at the turn. Each template is told once.
 */
const b = step;

export const DIWALI_OPENINGS: L[] = [
  {
    en: 'This is {name}. Diwali, the festival of lights, was coming, and {name}’s whole family was getting ready!',
    fr: 'Voici {name}. Diwali, la fête des lumières, approchait, et toute la famille de {name} se préparait !',
  },
];

export const DIWALI_PROBLEMS: PlacedL[] = [
  b(
    '“Diwali is in three days,” said Mum. “We have lamps to make, a rangoli to draw and sweets to share. Will you help?” {name} clapped. “Yes!”',
    '« Diwali, c’est dans trois jours », dit maman. « Il y a des lampes à fabriquer, un rangoli à dessiner et des douceurs à partager. Tu m’aides ? » {name} tapa des mains. « Oui ! »',
  ),
];

/** The clay diyas, made and painted in the kitchen (the search slot). */
export const DIWALI_DIYAS: PlacedL[] = [
  b(
    '{atPlace}, {name} pressed soft clay into little cups with both thumbs. “These will be our diyas,” said Mum.',
    '{atPlace}, {name} creusa de petites coupelles dans l’argile molle, avec les deux pouces. « Ce seront nos diyas », dit maman.',
  ),
  b(
    '{atPlace}, the clay diyas dried in a long row. {name} painted them orange and red, with tiny white dots.',
    '{atPlace}, les diyas d’argile séchaient en une longue rangée. {name} les peignit en orange et en rouge, avec de tout petits points blancs.',
  ),
  b(
    '{atPlace}, Grandpa showed {name} how to put a cotton wick in each diya and pour in a little oil.',
    '{atPlace}, papi montra à {name} comment mettre une mèche de coton dans chaque diya et y verser un peu d’huile.',
  ),
  b(
    '{atPlace}, {name} counted the diyas: twenty-one little lamps, enough for every window and every step.',
    '{atPlace}, {name} compta les diyas : vingt et une petites lampes, assez pour chaque fenêtre et chaque marche.',
  ),
];

/** The rangoli drawn at the door (the pause slot). */
export const DIWALI_RANGOLI: PlacedL[] = [
  b(
    '{atPlace}, Mum knelt down with a box of coloured powders. “A rangoli welcomes everyone who comes to our door,” she said, and drew a big flower in chalk.',
    '{atPlace}, maman s’agenouilla avec une boîte de poudres colorées. « Un rangoli souhaite la bienvenue à tous ceux qui viennent chez nous », dit-elle, et elle traça une grande fleur à la craie.',
  ),
  b(
    '{atPlace}, {name} filled the rangoli’s petals with powder, pink, yellow and bright green, pinch by pinch.',
    '{atPlace}, {name} remplit les pétales du rangoli de poudre rose, jaune et vert vif, pincée par pincée.',
  ),
  b(
    '{atPlace}, a gust of wind blew a corner of the rangoli away. {name} fixed it, grain by grain, and added marigold petals all around.',
    '{atPlace}, un coup de vent emporta un coin du rangoli. {name} le répara, grain par grain, et ajouta des pétales de soucis tout autour.',
  ),
];

/** New clothes and the tray of sweets (the obstacle slot). */
export const DIWALI_CLOTHES: PlacedL[] = [
  b(
    '{atPlace}, a parcel was waiting with {name}’s name on it. Inside were new clothes, shining with gold thread!',
    '{atPlace}, un paquet attendait, avec le nom de {name} dessus. Dedans, il y avait des habits neufs, brodés de fil d’or !',
  ),
  b(
    '{atPlace}, {name} twirled in front of the mirror in the new clothes. “Fit for a festival!” said Grandpa.',
    '{atPlace}, {name} tournoya devant le miroir dans ses habits neufs. « Parfait pour la fête ! » dit papi.',
  ),
  b(
    '{atPlace}, the whole family put on their best clothes. Grandma wore a sari the colour of marigolds.',
    '{atPlace}, toute la famille mit ses plus beaux habits. Mamie portait un sari couleur de soucis.',
  ),
  b(
    '{atPlace}, {name} helped Mum fill a big tray with sweets: round laddoos, sticky jalebis and squares of barfi.',
    '{atPlace}, {name} aida maman à remplir un grand plateau de douceurs : des laddous tout ronds, des jalebis dégoulinants de sirop et des carrés de barfi.',
  ),
];

/** Sweets shared with the neighbours, the diyas lit as night falls (the clue slot). */
export const DIWALI_SHARING: PlacedL[] = [
  b(
    '{atPlace}, {name} carried the tray of sweets from door to door. “Happy Diwali!” said {name} to every neighbour.',
    '{atPlace}, {name} porta le plateau de douceurs de porte en porte. « Joyeux Diwali ! » disait {name} à chaque voisin.',
    /street|rue/,
  ),
  b(
    '{atPlace}, old Mr Singh gave {name} a box of his own sweets in return. “Now we both have twice as many!” he laughed.',
    '{atPlace}, le vieux monsieur Singh offrit à {name} une boîte de ses propres douceurs. « Comme ça, on en a deux fois plus chacun ! » dit-il en riant.',
    /street|rue/,
  ),
  b(
    '{atPlace}, as night fell, {name} lit the diyas one by one on every step. Tiny flames twinkled all along the house.',
    '{atPlace}, à la tombée de la nuit, {name} alluma les diyas un par un sur chaque marche. De toutes petites flammes scintillaient tout le long de la maison.',
    /doorstep|porte/,
  ),
];

export const DIWALI_TURNS: PlacedL[] = [
  b(
    '{atPlace}, that night, the first firework burst over the rooftops: gold, green and silver! {name} held Mum’s hand and gasped as the sky filled with light.',
    '{atPlace}, cette nuit-là, le premier feu d’artifice éclata au-dessus des toits : or, vert et argent ! {name} serra la main de maman et ouvrit de grands yeux, tandis que le ciel se remplissait de lumière.',
  ),
];

export const DIWALI_ENDINGS: PlacedL[] = [
  b(
    'Back home, the diyas were still glowing in every window. {name} ate one last sweet and knew that {lesson}. The end.',
    'De retour à la maison, les diyas brillaient encore à chaque fenêtre. {name} mangea une dernière douceur et sut que {lesson}. Fin.',
  ),
];

export const DIWALI_LESSON: L = {
  en: 'light is brightest when it is shared',
  fr: 'la lumière brille plus fort quand on la partage',
};
