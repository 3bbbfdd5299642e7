import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A little cloud who wants to rain on the desert (goal-cloud-rain.ts), told in order: the dry desert
 * and the cloud too small to rain, the journey on the wind and the tries that fail, the water
 * gathered from the sea and the help of the wind and the other clouds, the rain at the turn, the
 * desert in flower. `onlyPlace` keeps a step to its spot (the sea gives its water over the sea).
 */
/** A step; `unless` keeps it away from a spot ("the way to the desert" is not told over the desert). */
const b = (en: string, fr: string, only?: RegExp, unless?: RegExp): PlacedL => ({
  ...step(en, fr, only),
  ...(unless ? { unlessPlace: unless } : {}),
});

/** The hero lives up in the sky, not "in a little house at the end of Maple Lane". */
export const CLOUD_OPENINGS: PlacedL[] = [
  b(
    'High up in the sky there lived {aKind} called {name}, small and soft and round, who floated wherever the wind went.',
    'Tout là-haut dans le ciel vivait {aKind} {named} {name}, petit, doux et tout rond, qui flottait partout où allait le vent.',
  ),
];

export const CLOUD_PROBLEMS: PlacedL[] = [
  b(
    'One day, {name} floated over the desert. The sand was dry, the cactus was thirsty, and not one flower grew. “I want to rain on the desert!” said {name}. But only three tiny drops fell, and the sun dried them at once.',
    'Un jour, {name} passa au-dessus du désert. Le sable était sec, le cactus avait soif, et pas une fleur ne poussait. « Je veux faire pleuvoir sur le désert ! » dit {name}. Mais seules trois toutes petites gouttes tombèrent, et le soleil les sécha aussitôt.',
  ),
];

/** On the way: the wind carries the cloud over the world. */
export const CLOUD_WAY: PlacedL[] = [
  b(
    '{atPlace}, the wind said, “Hop on, I know the way to the desert!” Whoosh! It carried {name} along like a feather.',
    '{atPlace}, le vent dit : « Grimpe, je connais le chemin du désert ! » Fiou ! Il emporta {name} comme une plume.',
    undefined,
    /desert/,
  ),
  b(
    '{atPlace}, {name} drifted past a flock of birds. “Where are you going, little cloud?” “To the desert, to make it rain!”',
    '{atPlace}, {name} croisa une volée d’oiseaux. « Où vas-tu, petit nuage ? » « Au désert, pour y faire pleuvoir ! »',
    undefined,
    /desert/,
  ),
  b(
    '{atPlace}, {name} floated on and on, over fields and rivers, all through the long bright day.',
    '{atPlace}, {name} flotta encore et encore, par-dessus les champs et les rivières, toute la longue journée.',
    undefined,
    /desert/,
  ),
  b(
    '{atPlace}, {name} slipped between the snowy peaks, cold and white, and shivered all the way down to the raindrops.',
    '{atPlace}, {name} se faufila entre les sommets enneigés, tout blancs et glacés, et frissonna jusqu’au bout de ses gouttes.',
    /mountains/,
  ),
];

/** The tries: too small, too hot, blown the wrong way. */
export const CLOUD_TRIES: PlacedL[] = [
  b(
    '{atPlace}, {name} tried to rain. {name} squeezed and puffed as hard as it could… Plip! Just one tiny drop. “I am too small,” {name} sighed.',
    '{atPlace}, {name} essaya de pleuvoir. {name} serra et souffla de toutes ses forces… Plic ! Rien qu’une toute petite goutte. « Je suis trop petit », soupira {name}.',
  ),
  b(
    '{atPlace}, the sun shone so hot that {name} began to shrink. “Oh no, I am drying up!”',
    '{atPlace}, le soleil tapait si fort que {name} se mit à rapetisser. « Oh non, je suis en train de sécher ! »',
    /desert/,
  ),
  b(
    '{atPlace}, a gust of wind spun {name} round and round and blew it the wrong way, far from the desert.',
    '{atPlace}, un coup de vent fit tourbillonner {name} et l’emporta du mauvais côté, loin du désert.',
  ),
  b(
    '{atPlace}, {name} tried a little rain dance: a wiggle, a twirl, a hop. Not one drop came out!',
    '{atPlace}, {name} essaya une petite danse de la pluie : un tortillement, une pirouette, un saut. Pas une goutte ne tomba !',
  ),
];

/** Water and friends: the sea's mist, the wind's push, the other clouds. */
export const CLOUD_HELP: PlacedL[] = [
  b(
    '{atPlace}, the waves sparkled in the sun. “Take some of my water,” said the sea, and {name} drank up the warm sea spray until it grew round and full.',
    '{atPlace}, les vagues scintillaient au soleil. « Prends un peu de mon eau », dit la mer, et {name} but la vapeur d’eau tiède jusqu’à devenir tout rond et bien plein.',
    /sea/,
  ),
  b(
    '{atPlace}, {name} met other little clouds. “Can you help me rain on the desert?” “Of course!” they said, and they held on together, bigger and bigger.',
    '{atPlace}, {name} rencontra d’autres petits nuages. « Vous voulez bien m’aider à faire pleuvoir sur le désert ? » « Bien sûr ! » dirent-ils, et ils se serrèrent les uns contre les autres, de plus en plus gros.',
  ),
  b(
    '{atPlace}, {name} gathered every little droplet, sip by sip, and grew heavy and grey with water.',
    '{atPlace}, {name} recueillit chaque gouttelette, petite gorgée après petite gorgée, et devint lourd et gris d’eau.',
    undefined,
    /desert/,
  ),
  b(
    '{atPlace}, the wind blew its biggest breath and pushed {name} and its new cloud friends along. Whoosh, all together!',
    '{atPlace}, le vent souffla de toutes ses forces et poussa {name} et ses nouveaux amis les nuages. Fiou, tous ensemble !',
  ),
];

export const CLOUD_TURNS: PlacedL[] = [
  b(
    'At last, big and grey and full, {name} floated over the desert. {name} took a deep breath… and it rained! Pitter-patter on the dunes, splish on the cactus, drop after drop after drop.',
    'Enfin, gros, gris et tout plein, {name} arriva au-dessus du désert. {name} prit une grande inspiration… et il plut ! Plic-ploc sur les dunes, plouf sur le cactus, goutte après goutte après goutte.',
  ),
];

export const CLOUD_ENDINGS: PlacedL[] = [
  b(
    'The next morning, the desert was full of flowers, red, yellow and pink, and the cactus wore a flower too. {name} smiled from the sky. {name} had learned that {lesson}. The end.',
    'Le lendemain matin, le désert était couvert de fleurs, rouges, jaunes et roses, et le cactus portait une fleur lui aussi. Du haut du ciel, {name} souriait. {name} avait appris que {lesson}. Fin.',
  ),
];
