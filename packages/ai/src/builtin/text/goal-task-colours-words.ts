import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A chameleon who changes colour (text/task-kind.ts) plays hide-and-seek with the frog: each hiding
 * place gives its colour, said in the words and drawn on the skin (pictures/chameleon-skin.ts) —
 * orange among the flowers, blue-green by the pond, sandy on the path, grey on the rock, leaf green,
 * brick red. French says « prit la couleur … » so that no adjective agrees with the hero.
 */
const b = step;

export const COLOURS_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time, in a sunny meadow, there lived {aKind} called {name}, who could change colour.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui vivait dans un pré ensoleillé et savait changer de couleur.{withFriend}',
  ),
];

export const COLOURS_LESSON = { en: 'being different is a gift', fr: 'être différent est un cadeau' };

export const COLOURS_PROBLEMS: PlacedL[] = [
  b(
    '“Let’s play hide-and-seek!” said the frog, and began to count: “One, two, three…” {name} smiled. Changing colour was the best way to hide!',
    '« On joue à cache-cache ? » proposa la grenouille, et elle se mit à compter : « Un, deux, trois… » {name} sourit. Changer de couleur, c’était la meilleure façon de se cacher !',
  ),
];

/** First hiding places: the flowers, the pond. */
export const COLOURS_FIRST: PlacedL[] = [
  b(
    '“Ready or not, here I come!” called the frog. {atPlace}, {name} giggled very, very quietly.',
    '« Prêt ou pas, j’arrive ! » cria la grenouille. {atPlace}, {name} pouffa tout, tout doucement.',
  ),
  b(
    '{atPlace}, {name} turned as orange as the petals. The frog hopped right past!',
    '{atPlace}, {name} prit la couleur orange des pétales. La grenouille passa juste à côté !',
    /flowers/,
  ),
  b(
    '{atPlace}, {name} turned blue-green like the water. “Hmm, just a ripple,” said the frog.',
    '{atPlace}, {name} prit la couleur bleu-vert de l’eau. « Hum, ce n’est qu’une vaguelette », dit la grenouille.',
    /pond/,
  ),
  b(
    '{atPlace}, {name} lay on a lily pad, as blue-green as the pond. A dragonfly landed right on that little nose!',
    '{atPlace}, {name} s’allongea sur un nénuphar, de la couleur bleu-vert de la mare. Une libellule se posa sur son petit nez !',
    /pond/,
  ),
  b(
    '{atPlace}, {name} hid behind a tulip and turned its own bright orange. “Eight, nine, ten!” called the frog.',
    '{atPlace}, {name} se cacha derrière une tulipe et prit sa couleur orange vif. « Huit, neuf, dix ! » cria la grenouille.',
    /flowers/,
  ),
  b(
    '{atPlace}, the frog peered into the water. {name}, blue-green on the bank, held both breath and giggles.',
    '{atPlace}, la grenouille scruta l’eau. Sur la berge, {name}, bleu-vert de la tête à la queue, retenait son souffle et son fou rire.',
    /pond/,
  ),
];

/** The sandy path and the big rock. */
export const COLOURS_STONE: PlacedL[] = [
  b(
    '{atPlace}, {name} turned the colour of the sand. Only two round eyes were left to see!',
    '{atPlace}, {name} prit la couleur du sable. On ne voyait plus que deux yeux ronds !',
    /sandy/,
  ),
  b(
    '{atPlace}, {name} turned as grey as stone and kept very, very still.',
    '{atPlace}, {name} prit la couleur grise de la pierre et ne bougea plus du tout.',
    /rock/,
  ),
  b(
    '{atPlace}, {name} lay flat and turned sandy yellow. The frog looked this way and that way.',
    '{atPlace}, {name} se fit tout plat et prit la couleur jaune du sable. La grenouille regarda par-ci, par-là.',
    /sandy/,
  ),
  b(
    '{atPlace}, {name} curled up, grey as a pebble. “Is that rock smiling?” wondered the frog.',
    '{atPlace}, {name} se roula en boule, de la couleur grise d’un galet. « Ce caillou sourit-il ? » se demanda la grenouille.',
    /rock/,
  ),
  b(
    '{atPlace}, the frog looked high and low. “{name} is very good at hiding!”',
    '{atPlace}, la grenouille chercha partout. « {name} sait vraiment bien se cacher ! »',
  ),
];

/** The big tree's leaves and the old brick wall. */
export const COLOURS_TREE: PlacedL[] = [
  b(
    '{atPlace}, {name} turned leaf green and became one more leaf among the others.',
    '{atPlace}, {name} prit le vert des feuilles et ne fut plus qu’une feuille parmi les autres.',
    /leaves/,
  ),
  b(
    '{atPlace}, {name} turned brick red, just like the wall. The frog counted the bricks, but not the chameleon!',
    '{atPlace}, {name} prit la couleur rouge brique du vieux mur. La grenouille compta les briques, mais pas le caméléon !',
    /wall/,
  ),
  b(
    '{atPlace}, the wind shook the branches, and {name}, the colour of the leaves, swayed with them.',
    '{atPlace}, le vent secoua les branches, et {name}, de la couleur des feuilles, se balança avec elles.',
    /leaves/,
  ),
  b(
    '{atPlace}, {name} pressed close to the warm bricks and turned the very same red. Not a sound!',
    '{atPlace}, {name} se colla contre les briques tièdes et prit exactement le même rouge. Pas un bruit !',
    /wall/,
  ),
  b(
    '{atPlace}, {name} crept to a new hiding place, changing colour with every step.',
    '{atPlace}, {name} fila vers une nouvelle cachette, en changeant de couleur à chaque pas.',
  ),
];

/** The last hiding places: the pumpkins, the flowers again. */
export const COLOURS_LAST: PlacedL[] = [
  b(
    '{atPlace}, {name} sat between two pumpkins, just as orange. Now there were three pumpkins!',
    '{atPlace}, {name} s’assit entre deux citrouilles, et prit leur couleur orange. Voilà trois citrouilles !',
    /pumpkins/,
  ),
  b(
    '{atPlace}, {name} tucked in that curly tail and turned flower orange. Only the eyes moved, left and right.',
    '{atPlace}, {name} enroula sa queue et prit la couleur orange des fleurs. Seuls les yeux bougeaient, à gauche, à droite.',
    /flowers/,
  ),
  b(
    '{atPlace}, the frog almost sat on {name}, as orange as a pumpkin. “Nobody here,” sighed the frog.',
    '{atPlace}, la grenouille faillit s’asseoir sur {name}, orange comme une citrouille. « Personne ici », soupira la grenouille.',
    /pumpkins/,
  ),
  b(
    '“Where can {name} be?” The frog counted again, louder this time. {atPlace}, a little orange tail twitched.',
    '« Mais où se cache {name} ? » La grenouille recompta, plus fort cette fois. {atPlace}, une petite queue orange frétilla.',
  ),
  b(
    '{atPlace}, a bee buzzed by and tried to land on {name}. Even the bee was fooled by that orange!',
    '{atPlace}, une abeille voulut se poser sur {name}. Même l’abeille se laissait prendre à ce bel orange !',
    /flowers/,
  ),
  b(
    '{atPlace}, {name} rolled the curly tail into a ball, round and orange like the biggest pumpkin of all.',
    '{atPlace}, {name} enroula sa queue en boule : on aurait dit la plus grosse des citrouilles, toute ronde et toute orange.',
    /pumpkins/,
  ),
];

export const COLOURS_TURNS: PlacedL[] = [
  b(
    'At last the frog gave up: “I can’t find you!” Out popped {name} {atPlace}, in every colour of the rainbow at once. What a laugh!',
    'La grenouille finit par abandonner : « Je ne te trouve pas ! » {name} surgit alors {atPlace}, de toutes les couleurs de l’arc-en-ciel à la fois. Quel fou rire !',
  ),
];

export const COLOURS_ENDINGS: PlacedL[] = [
  b(
    'That evening, {name} curled up on a leaf, turned its very own green and fell asleep. {name} had learned that {lesson}. The end.',
    'Ce soir-là, {name} se blottit sur une feuille, prit sa couleur verte et s’endormit. {name} avait appris que {lesson}. Fin.',
  ),
];
