import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A winter's sleep (idea/read-goal-hibernate.ts), told in the order of the seasons: autumn's feasts,
 * the den made ready and the goodbyes at dusk, the first snow and the long sleep at night, spring at
 * the turn. `onlyPlace` keeps a step to its spot (goal-hibernate.ts's places).
 */
const b = step;

export const WINTER_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, at the edge of a big forest where the leaves were turning red and gold.',
    'Il était une fois {aKind} {named} {name}, qui vivait au bord d’une grande forêt où les feuilles devenaient rouges et dorées.',
  ),
];

export const WINTER_PROBLEMS: PlacedL[] = [
  b(
    'The days grew shorter and the wind grew colder. {name} gave an enormous yawn: winter was coming, and with it the long winter sleep. But first, there was so much to do!',
    'Les jours raccourcissaient et le vent fraîchissait. {name} fit un énorme bâillement : l’hiver arrivait, et avec lui le long sommeil d’hiver. Mais d’abord, il y avait tant à faire !',
  ),
  b(
    '“Winter is coming,” whispered the wind in the trees. {name} knew what that meant: soon it would be time to sleep, all winter long. But first, {name} had to get ready.',
    '« L’hiver arrive », murmura le vent dans les arbres. {name} savait ce que cela voulait dire : bientôt, il faudrait dormir, tout l’hiver. Mais d’abord, {name} devait se préparer.',
  ),
];

/** Autumn: eating and eating, for a whole winter without food. */
export const WINTER_FEASTS: PlacedL[] = [
  b(
    '{atPlace}, {name} ate berries, and more berries, until {name}’s tummy was round and full.',
    '{atPlace}, {name} mangea des mûres, et encore des mûres, jusqu’à avoir le ventre bien rond.',
    /berr/,
  ),
  b(
    '{atPlace}, {name} stood very still in the cold water… splash! A fish for supper, and then another one.',
    '{atPlace}, {name} attendit sans bouger dans l’eau froide… plouf ! Un poisson pour le dîner, et puis un autre.',
    /river/,
  ),
  b(
    '{atPlace}, {name} found a little honey left in a hollow of the trunk. Mmm, the last sweet treat before winter!',
    '{atPlace}, {name} trouva un reste de miel dans un creux du tronc. Miam, la dernière douceur avant l’hiver !',
    /oak/,
  ),
  b(
    '{atPlace}, {name} crunched the acorns and chestnuts hidden among the fallen leaves.',
    '{atPlace}, {name} croqua les glands et les châtaignes cachés parmi les feuilles mortes.',
    /oak|clearing/,
  ),
  b(
    '{atPlace}, the leaves were falling, red, orange and gold. {name} caught one on the tip of the nose and laughed.',
    '{atPlace}, les feuilles tombaient, rouges, orange et dorées. {name} en attrapa une du bout du nez et éclata de rire.',
    /clearing/,
  ),
  b(
    '{atPlace}, {name} nibbled the very last blackberries. Some were sweet, some were sour, and all of them were gone!',
    '{atPlace}, {name} grignota les toutes dernières mûres. Certaines étaient sucrées, d’autres acides, et il n’en resta plus une !',
    /berr/,
  ),
  b(
    '{atPlace}, {name} drank long gulps of cold, clear water and watched the fish leap, one last time before the ice.',
    '{atPlace}, {name} but de longues gorgées d’eau froide et claire, et regarda les poissons sauter, une dernière fois avant la glace.',
    /river/,
  ),
];

/** Dusk: the den made ready, the friends who stay awake say goodbye. */
export const WINTER_DEN: PlacedL[] = [
  b(
    'In the evening, {atPlace}, {name} carried armfuls of dry leaves and soft moss inside, for the cosiest bed in the forest.',
    'Le soir, {atPlace}, {name} porta des brassées de feuilles sèches et de mousse douce à l’intérieur, pour le lit le plus douillet de la forêt.',
    /cave mouth/,
  ),
  b(
    'That evening, {atPlace}, {name} swept out the pebbles and patted the bed of leaves flat. Just right!',
    'Ce soir-là, {atPlace}, {name} balaya les cailloux et tapota le lit de feuilles bien à plat. Parfait !',
    /den/,
  ),
  b(
    'In the evening, {atPlace}, the birds were flying south. “Goodbye, {name}! See you in the spring!” they sang.',
    'Le soir, {atPlace}, les oiseaux partaient vers le sud. « Au revoir, {name} ! À ce printemps ! » chantaient-ils.',
    /clearing|oak/,
  ),
  b(
    'In the evening, {atPlace}, a little hedgehog was piling up leaves for a winter nest too. “Sleep well, {name}!”',
    'Le soir, {atPlace}, un petit hérisson entassait lui aussi des feuilles pour son nid d’hiver. « Dors bien, {name} ! »',
    /oak|clearing|berr/,
  ),
  b(
    'In the evening light, {atPlace}, {name} took one last look at the forest: the river, the old oak, the bare bushes. “Goodbye until spring!”',
    'Dans la lumière du soir, {atPlace}, {name} regarda une dernière fois la forêt : la rivière, le vieux chêne, les buissons nus. « Au revoir, jusqu’au printemps ! »',
    /cave mouth/,
  ),
  b(
    'That evening, {atPlace}, the frogs had already gone to sleep in the mud. All was quiet on the water.',
    'Ce soir-là, {atPlace}, les grenouilles dormaient déjà dans la vase. Tout était calme sur l’eau.',
    /river/,
  ),
  b(
    'That evening, {atPlace}, {name} gathered the softest feathers and tufts of grass to make the den warmer still.',
    'Ce soir-là, {atPlace}, {name} ramassa les plumes les plus douces et des touffes d’herbe pour rendre la tanière plus chaude encore.',
    /clearing|oak|berr/,
  ),
];

/** Night: the first snow, the last yawns, falling asleep. */
export const WINTER_FIRST_SNOW: PlacedL[] = [
  b(
    'That night, {atPlace}, the first snowflakes began to fall, soft and silent. {name} yawned, and yawned again.',
    'Cette nuit-là, {atPlace}, les premiers flocons se mirent à tomber, doux et silencieux. {name} bâilla, et bâilla encore.',
    /cave mouth/,
  ),
  b(
    'At night, {atPlace}, {name} curled up on the bed of leaves, round as a ball, and closed both eyes.',
    'La nuit venue, {atPlace}, {name} se roula en boule sur le lit de feuilles et ferma les deux yeux.',
    /den/,
  ),
  b(
    'That night, {atPlace}, the snow covered the forest in white. “Goodnight, forest,” whispered {name}. “See you in the spring.”',
    'Cette nuit-là, {atPlace}, la neige recouvrit la forêt de blanc. « Bonne nuit, la forêt », chuchota {name}. « À ce printemps. »',
    /cave mouth/,
  ),
  b(
    'At night, {atPlace}, {name} tucked away a sleepy nose, gave one last big yawn and fell fast asleep.',
    'La nuit, {atPlace}, {name} cacha un museau tout ensommeillé, fit un dernier grand bâillement et s’endormit profondément.',
    /den/,
  ),
  b(
    'At night, {atPlace}, {name} listened to the snow falling softly, hush, hush, until both eyes closed all by themselves.',
    'La nuit, {atPlace}, {name} écouta la neige tomber tout doucement, chut, chut, jusqu’à ce que ses yeux se ferment tout seuls.',
    /den|cave mouth/,
  ),
];

/** Night after night: the long sleep, while the winter goes by outside. */
export const WINTER_SLEEP: PlacedL[] = [
  b(
    'Night after night, all winter long, the snow fell outside. {atPlace}, {name} slept and slept, and dreamed of honey and sunshine.',
    'Nuit après nuit, tout l’hiver, la neige tomba dehors. {atPlace}, {name} dormait, dormait, et rêvait de miel et de soleil.',
    /den/,
  ),
  b(
    'At night, {atPlace}, the wind howled and the snow piled high. But inside, {name} was warm, snoring softly: zzz…',
    'La nuit, {atPlace}, le vent hurlait et la neige s’entassait. Mais à l’intérieur, {name} avait bien chaud et ronflait tout doux : zzz…',
    /cave mouth/,
  ),
  b(
    'On the longest night of the year, {atPlace}, the stars sparkled on the snow. {name} did not see them: {name} was fast asleep.',
    'Pendant la plus longue nuit de l’année, {atPlace}, les étoiles scintillaient sur la neige. {name} ne les vit pas : {name} dormait à poings fermés.',
    /cave mouth/,
  ),
  b(
    'At night, {atPlace}, a mouse tiptoed in to hide from the cold, and snuggled up against {name}’s warm fur. Neither of them woke up.',
    'La nuit, {atPlace}, une souris entra sur la pointe des pattes pour fuir le froid, et se blottit contre la fourrure chaude de {name}. Aucun des deux ne se réveilla.',
    /den/,
  ),
  b(
    'At night, {atPlace}, icicles hung at the entrance like a curtain of glass. Behind it, {name} slept on, warm and still.',
    'La nuit, {atPlace}, des glaçons pendaient comme un rideau de verre. Derrière, {name} dormait toujours, au chaud et sans bouger.',
    /cave mouth/,
  ),
  b(
    'Deep in the winter night, {atPlace}, {name} smiled in the middle of a dream about sunny days, and snored a little louder: zzz!',
    'Au cœur de la nuit d’hiver, {atPlace}, {name} sourit au beau milieu d’un rêve de journées ensoleillées, et ronfla un peu plus fort : zzz !',
    /den/,
  ),
];

export const WINTER_TURNS: PlacedL[] = [
  b(
    'Then one morning, drip, drip… the snow was melting! {name} opened one eye, then the other, and stretched a long, long stretch. Spring had come!',
    'Puis un matin, ploc, ploc… la neige fondait ! {name} ouvrit un œil, puis l’autre, et s’étira longtemps, longtemps. Le printemps était arrivé !',
  ),
  b(
    'One morning, a warm ray of sunshine tickled {name}’s nose. {name} blinked, yawned… and woke up. The whole winter had gone by!',
    'Un matin, un rayon de soleil tout chaud chatouilla le nez de {name}. {name} cligna des yeux, bâilla… et se réveilla. L’hiver entier était passé !',
  ),
];

export const WINTER_ENDINGS: PlacedL[] = [
  b(
    'Outside, the forest was green again, with flowers everywhere. “Hello, spring!” called {name}, and ran off to find the biggest breakfast ever. The end.',
    'Dehors, la forêt avait reverdi, et il y avait des fleurs partout. « Bonjour, le printemps ! » s’écria {name}, avant de filer chercher le plus gros petit-déjeuner de sa vie. Fin.',
  ),
  b(
    'The birds were back, the flowers were out, and all of {name}’s friends came running. {name} had learned that {lesson}. The end.',
    'Les oiseaux étaient revenus, les fleurs étaient écloses, et tous les amis de {name} accoururent. {name} avait appris que {lesson}. Fin.',
  ),
];
