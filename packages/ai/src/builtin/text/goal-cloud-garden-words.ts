import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A little cloud who wants to make rain for the flowers (goal-cloud-garden.ts), told in order: too
 * small and white to help the thirsty garden below, the wind that carries it, the drops gathered from
 * the lake and the other little clouds, grey and heavy at last, the rain at the turn, the rainbow.
 * Before the turn no line says the rain falls: the page would be drawn in the rain (page-sky.ts).
 */
const b = (en: string, fr: string, only?: RegExp, unless?: RegExp): PlacedL => ({
  ...step(en, fr, only),
  ...(unless ? { unlessPlace: unless } : {}),
});

export const GARDEN_CLOUD_OPENINGS: PlacedL[] = [
  b(
    'High up in the sky there lived {aKind} called {name}, so small and so white that nobody below ever looked up at it.',
    'Tout là-haut dans le ciel vivait {aKind} {named} {name}, si petit et si blanc que personne, en bas, ne levait jamais les yeux vers lui.',
  ),
];

export const GARDEN_CLOUD_PROBLEMS: PlacedL[] = [
  b(
    'One hot day, {name} floated over a garden. The ground was cracked and dry, and the flowers hung their heads. “Water, please,” they whispered. {name} squeezed with all its might… but not one drop fell.',
    'Par un jour très chaud, {name} passa au-dessus d’un jardin. La terre était sèche et craquelée, et les fleurs baissaient la tête. « De l’eau, s’il te plaît », murmuraient-elles. {name} serra de toutes ses forces… mais pas une goutte ne tomba.',
  ),
];

/** The way: the wind carries the little cloud, the birds and the sun it meets. */
export const GARDEN_CLOUD_WAY: PlacedL[] = [
  b(
    '{atPlace}, the wind said, “Hop on, little cloud, I will carry you!” Whoosh! Away went {name}, light as a feather.',
    '{atPlace}, le vent dit : « Grimpe, petit nuage, je vais te porter ! » Fiou ! Et voilà {name} parti, léger comme une plume.',
    undefined,
    /garden/,
  ),
  b(
    '{atPlace}, a flock of swallows flew by. “Where are you going, little cloud?” “To find water for the thirsty flowers!”',
    '{atPlace}, une volée d’hirondelles passa. « Où vas-tu, petit nuage ? » « Chercher de l’eau pour les fleurs qui ont soif ! »',
    undefined,
    /garden/,
  ),
  b(
    '{atPlace}, {name} drifted over the treetops, where the birds were singing, and thought of the flowers all the way.',
    '{atPlace}, {name} glissa au-dessus de la cime des arbres, où chantaient les oiseaux, en pensant aux fleurs tout le long du chemin.',
    /forest/,
  ),
];

/** The tries and the doubts: too small, too white, the sun too hot. */
export const GARDEN_CLOUD_TRIES: PlacedL[] = [
  b(
    '{atPlace}, {name} puffed and puffed. Plip! Just one tiny drop, and it was gone before it reached the ground. “I am too small and too white,” {name} sighed.',
    '{atPlace}, {name} souffla et souffla. Plic ! Rien qu’une toute petite goutte, qui disparut avant de toucher le sol. « Je suis trop petit et trop blanc », soupira {name}.',
  ),
  b(
    '{atPlace}, the sun shone so hot that {name} began to shrink. “Oh no, I am drying up!”',
    '{atPlace}, le soleil tapait si fort que {name} se mit à rapetisser. « Oh non, je suis en train de sécher ! »',
  ),
  b(
    '{atPlace}, a big grey cloud rumbled past. “How do you grow so big and grey?” asked {name}. “Drop by drop,” it said, “and never alone.”',
    '{atPlace}, un gros nuage gris passa en grondant. « Comment devient-on si gros et si gris ? » demanda {name}. « Goutte à goutte, répondit-il, et jamais tout seul. »',
  ),
];

/** The water and the friends: the lake's drops, the other little clouds, the wind's push. */
export const GARDEN_CLOUD_HELP: PlacedL[] = [
  b(
    '{atPlace}, the water sparkled in the sun. “Take some of my drops,” said the lake, and {name} sipped them up, one by one, until it grew round and full.',
    '{atPlace}, l’eau scintillait au soleil. « Prends un peu de mes gouttes », dit le lac, et {name} les but, une à une, jusqu’à devenir tout rond et bien plein.',
    /lake/,
  ),
  b(
    '{atPlace}, {name} met other little clouds. “Will you help me water the thirsty flowers?” “Of course!” they said, and they held on together, bigger and bigger.',
    '{atPlace}, {name} rencontra d’autres petits nuages. « Vous voulez bien m’aider à arroser les fleurs qui ont soif ? » « Bien sûr ! » dirent-ils, et ils se serrèrent les uns contre les autres, de plus en plus gros.',
  ),
  b(
    '{atPlace}, {name} grew grey and heavy, so heavy that it could hardly float. “Now I am ready,” {name} said.',
    '{atPlace}, {name} devint gris et lourd, si lourd qu’il flottait à peine. « Maintenant, je suis prêt », dit {name}.',
    undefined,
    /garden/,
  ),
  b(
    '{atPlace}, the wind blew its biggest breath and pushed {name} and its new cloud friends back toward the garden. Whoosh, all together!',
    '{atPlace}, le vent souffla de toutes ses forces et poussa {name} et ses nouveaux amis les nuages vers le jardin. Fiou, tous ensemble !',
    undefined,
    /garden/,
  ),
];

export const GARDEN_CLOUD_TURNS: PlacedL[] = [
  b(
    'At last, big and grey and full, {name} floated over the garden. {name} took a deep breath… and it rained! Pitter-patter on the petals, splish on the leaves, and the flowers drank and drank.',
    'Enfin, gros, gris et tout plein, {name} arriva au-dessus du jardin. {name} prit une grande inspiration… et il plut ! Plic-ploc sur les pétales, plouf sur les feuilles, et les fleurs burent, burent, burent.',
  ),
];

export const GARDEN_CLOUD_ENDINGS: PlacedL[] = [
  b(
    'Then the sun came out, and a rainbow shone over the garden. The flowers lifted their heads, bright and fresh, and waved up at {name}. {name} had learned that {lesson}. The end.',
    'Puis le soleil revint, et un arc-en-ciel brilla au-dessus du jardin. Les fleurs relevèrent la tête, fraîches et éclatantes, et firent signe à {name}. {name} avait appris que {lesson}. Fin.',
  ),
];
