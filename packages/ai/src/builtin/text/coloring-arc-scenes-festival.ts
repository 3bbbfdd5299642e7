import type { Feast } from '../idea/read-goal-festival';
import { type ColoringScene, scene as s } from './coloring-arc-scene';
import { LUNAR_SCENES, THANKSGIVING_SCENES } from './coloring-arc-scenes-festival-more';
import { VALENTINE_SCENES } from './coloring-arc-scenes-valentine';

const NIGHT = { night: true } as const;

/**
 * Hanukkah (goal-festival.ts) as a coloring book, night by night: 'A Hanukkah coloring book' printed
 * "who blows bubbles in the enchanted forest". Now the menorah unwrapped, its first candle, the
 * latkes, the dreidel, the doughnut, Grandma's story of the oil, and every candle lit at the window
 * with the family (the turn); the menorah drawn with as many candles lit as the words count.
 */
const HANUKKAH_SCENES: ColoringScene[] = [
  s(
    'unwraps the menorah with Grandma',
    'déballe la ménorah avec Mamie',
    ['menorah-0', 'old-woman'],
    /living room/,
  ),
  s(
    'lights the first candle of the menorah',
    'allume la première bougie de la ménorah',
    ['menorah-1'],
    /window/,
    NIGHT,
  ),
  s('grates potatoes for the latkes', 'râpe des pommes de terre pour les latkes', ['potato'], /kitchen/),
  s('fries golden latkes with Mum', 'fait dorer des latkes avec Maman', ['pancakes', 'woman'], /kitchen/),
  s('spins the dreidel on the rug', 'fait tourner le dreidel sur le tapis', ['dreidel'], /living room/),
  s('wins a pile of chocolate coins', 'gagne un tas de pièces en chocolat', ['coin'], /living room/),
  s('bites into a jam doughnut', 'croque dans un beignet à la confiture', ['doughnut'], /kitchen/),
  s(
    'listens to Grandma’s story of the little oil lamp',
    'écoute Mamie raconter l’histoire de la petite lampe à huile',
    ['diya-lamp', 'old-woman'],
    /living room/,
    NIGHT,
  ),
  s(
    'counts three candles lit on the menorah',
    'compte trois bougies allumées sur la ménorah',
    ['menorah-3'],
    /window/,
    NIGHT,
  ),
  s(
    'watches all eight candles of the menorah shine with Mum',
    'regarde briller les huit bougies de la ménorah avec Maman',
    ['menorah-8', 'woman'],
    /window/,
    { night: true, turn: true },
  ),
  s(
    'waves at the candles in the window of every house',
    'salue les bougies à la fenêtre de chaque maison',
    ['house'],
    /street/,
    NIGHT,
  ),
];

/**
 * Diwali as a coloring book: the clay diyas shaped and painted, the rangoli at the door, the new
 * clothes and the sari, sweets for Mr Singh, the diyas lit on the step, the sparkler, the fireworks
 * over the rooftops (the turn), sweets shared with Grandpa.
 */
const DIWALI_SCENES: ColoringScene[] = [
  s('shapes little clay diyas', 'modèle de petits diyas en argile', ['diya-lamp'], /kitchen/),
  s(
    'paints the diyas in bright colours',
    'peint les diyas de couleurs vives',
    ['diya-lamp', 'artist-palette'],
    /kitchen/,
  ),
  s(
    'draws a rangoli flower with coloured powders',
    'dessine une fleur de rangoli avec des poudres colorées',
    ['blossom'],
    /doorstep/,
  ),
  s(
    'tries on new clothes in front of the mirror',
    'essaie ses habits neufs devant le miroir',
    ['t-shirt', 'mirror'],
    /living room/,
  ),
  s('helps Mum drape a golden sari', 'aide Maman à draper un sari doré', ['sari', 'woman'], /living room/),
  s(
    'carries a plate of sweets to Mr Singh, the neighbour',
    'apporte une assiette de douceurs à monsieur Singh, le voisin',
    ['candy', 'man'],
    /doorstep/,
  ),
  s('lights a row of diyas', 'allume une rangée de diyas', ['diya-lamp'], /doorstep/, NIGHT),
  s(
    'writes in the air with a sparkler',
    'écrit dans le ciel avec un cierge magique',
    ['sparkler'],
    /street/,
    NIGHT,
  ),
  s(
    'watches the fireworks burst over the rooftops',
    'regarde le feu d’artifice éclater au-dessus des toits',
    ['fireworks-burst'],
    /street/,
    { night: true, turn: true },
  ),
  s(
    'shares the sweets with Grandpa',
    'partage les douceurs avec Papi',
    ['candy', 'old-man'],
    /living room/,
    NIGHT,
  ),
];

/** Each festival's coloring scenes, in the order of its days (coloring-arc.ts). */
export const FESTIVAL_SCENES: Record<Feast, ColoringScene[]> = {
  hanukkah: HANUKKAH_SCENES,
  diwali: DIWALI_SCENES,
  lunar: LUNAR_SCENES,
  thanksgiving: THANKSGIVING_SCENES,
  valentine: VALENTINE_SCENES,
};
