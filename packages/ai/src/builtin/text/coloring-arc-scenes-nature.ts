import { type ColoringScene, scene as s } from './coloring-arc-scene';

/**
 * The coloring pages of the arcs told outdoors, in each arc's order (goal-hibernate.ts,
 * goal-cloud-rain.ts, goal-star-dark.ts, goal-cold.ts): the same scenes as its story pages.
 */
const NIGHT = { night: true } as const;

/** A winter's sleep: autumn's feasts, the den at dusk, the first snow, the long sleep, spring. */
export const HIBERNATE_SCENES: ColoringScene[] = [
  s(
    'catches falling autumn leaves',
    'attrape des feuilles d’automne qui tombent',
    ['fallen-leaf'],
    /clearing/,
  ),
  s('fills up on sweet berries', 'se régale de mûres bien sucrées', ['blueberries'], /berry/),
  s('catches a fish for supper', 'attrape un poisson pour le dîner', ['fish'], /river/, { heroes: ['bear'] }),
  s('finds honey in a hollow tree', 'trouve du miel dans un arbre creux', ['honey-pot'], /oak/),
  s('crunches acorns and chestnuts', 'croque des glands et des châtaignes', ['chestnut'], /clearing/),
  s(
    'waves goodbye to the birds flying south',
    'dit au revoir aux oiseaux qui partent vers le sud',
    ['bird'],
    /river/,
  ),
  s(
    'carries dry leaves into the den for a cosy bed',
    'porte des feuilles sèches dans la tanière pour un lit douillet',
    ['fallen-leaf'],
    /cave mouth/,
    NIGHT,
  ),
  s(
    'watches the first snowflakes fall',
    'regarde tomber les premiers flocons de neige',
    ['snowflake'],
    /cave mouth/,
    NIGHT,
  ),
  s(
    'sleeps all winter long on a bed of leaves',
    'dort tout l’hiver sur un lit de feuilles',
    ['zzz', 'fallen-leaf'],
    /den/,
    { ...NIGHT, turn: true },
  ),
  s(
    'snores softly, a little mouse curled up close',
    'ronfle tout doucement, une petite souris blottie tout contre',
    ['zzz', 'mouse'],
    /den/,
    NIGHT,
  ),
  s(
    'wakes up and stretches in the spring sunshine',
    'se réveille et s’étire au soleil du printemps',
    ['sun'],
    /cave mouth/,
    { turn: true },
  ),
  s('says hello to the spring flowers', 'dit bonjour aux fleurs du printemps', ['tulip'], /clearing/),
];

/** A little cloud's journey to the desert: friends on the way, water gathered, the rain, the flowers. */
export const CLOUD_SCENES: ColoringScene[] = [
  s('floats along with the birds', 'flotte avec les oiseaux', ['bird'], /high/),
  s('plays hide-and-seek with the sun', 'joue à cache-cache avec le soleil', ['sun'], /high/),
  s('sees a thirsty cactus far below', 'voit un cactus assoiffé tout en bas', ['cactus'], /desert/),
  s('drinks up sea water drop by drop', 'boit l’eau de la mer goutte à goutte', ['droplet'], /sea/),
  s(
    'gathers snowflakes from the peaks',
    'ramasse des flocons de neige sur les sommets',
    ['snowflake'],
    /mountains/,
  ),
  s(
    'meets other clouds who want to help',
    'rencontre d’autres nuages qui veulent aider',
    ['cloud'],
    /mountains/,
  ),
  s(
    'tries hard to rain, and one tiny drop falls',
    'essaie de pleuvoir, et une toute petite goutte tombe',
    ['droplet'],
    /desert/,
  ),
  s(
    'rains and rains on the thirsty sand',
    'pleut et pleut sur le sable assoiffé',
    ['cloud-with-rain'],
    /desert/,
    { turn: true },
  ),
  s('makes a rainbow', 'fait un arc-en-ciel', ['rainbow'], /desert/),
  s('smiles at the flowers in bloom', 'sourit aux fleurs écloses', ['blossom', 'tulip'], /desert/),
];

/** A little star afraid of the dark: hiding, the friends of the night, shining at last. */
export const STAR_SCENES: ColoringScene[] = [
  s('is afraid of the dark and hides', 'a peur du noir et se cache', ['cloud'], /behind/, NIGHT),
  s('peeks out from behind a cloud', 'pointe le bout du nez derrière un nuage', ['cloud'], /high/, NIGHT),
  s('meets a wise old owl', 'rencontre un vieux hibou très sage', ['owl'], /high/, NIGHT),
  s('says hello to the moon', 'dit bonjour à la lune', ['crescent-moon'], /sea/, NIGHT),
  s('counts the other stars', 'compte les autres étoiles', ['star'], /moon/, NIGHT),
  s('watches a bat flutter by', 'regarde passer une chauve-souris', ['bat'], /village/, NIGHT),
  s('sees a little boy at his window', 'voit un petit garçon à sa fenêtre', ['boy'], /village/, NIGHT),
  s('shines to light the way for a little boat', 'brille pour guider un petit bateau', ['sailboat'], /sea/, {
    ...NIGHT,
    turn: true,
  }),
  s('twinkles brighter than ever', 'scintille plus fort que jamais', ['sparkles'], /high/, NIGHT),
  s(
    'is not afraid of the dark any more and smiles at the owl',
    'n’a plus peur du noir et sourit au hibou',
    ['owl'],
    /behind/,
    NIGHT,
  ),
];

const PAL = { companionOf: 'turn' } as const;

/** Always cold: tries to get warm, a friend knitting, the red scarf, warm at last. */
export const COLD_SCENES: ColoringScene[] = [
  s('shivers among the falling snowflakes', 'grelotte sous les flocons de neige', ['snowflake']),
  s('hides from the icy wind', 'se cache du vent glacé', ['wind-face']),
  s('huddles behind a snowman', 'se blottit derrière un bonhomme de neige', ['snowman']),
  s('tries on a pair of mittens', 'essaie une paire de moufles', ['gloves']),
  s('drinks a cup of hot cocoa', 'boit une tasse de chocolat chaud', ['hot-beverage']),
  s(
    'watches {pal} knitting with red wool',
    'regarde {pal} tricoter avec de la laine rouge',
    ['yarn'],
    undefined,
    PAL,
  ),
  s('gets a long red scarf from {pal}', 'reçoit une longue écharpe rouge de {pal}', ['scarf'], undefined, {
    ...PAL,
    turn: true,
  }),
  s(
    'is warm at last in the red scarf from {pal}',
    'a enfin chaud dans l’écharpe rouge de {pal}',
    ['scarf'],
    undefined,
    PAL,
  ),
  s(
    'builds a snowman in a scarf with {pal}',
    'fait avec {pal} un bonhomme de neige qui porte une écharpe',
    ['snowman', 'scarf'],
    undefined,
    PAL,
  ),
  s(
    'shares hot cocoa with {pal}, snug in the red scarf',
    'partage un chocolat chaud avec {pal}, bien au chaud dans son écharpe rouge',
    ['hot-beverage', 'scarf'],
    undefined,
    PAL,
  ),
];
