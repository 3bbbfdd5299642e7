import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/** A step kept away from the spots its words would clash with ("Near the moon, the moon smiled"). */
const b = (en: string, fr: string, unless?: RegExp): PlacedL => ({
  ...step(en, fr),
  ...(unless ? { unlessPlace: unless } : {}),
});

/**
 * A little star afraid of the dark (goal-star-dark.ts), told in order: hiding from the dark, peeking
 * out and being frightened again, the moon, an owl and a firefly who shine or see in the dark, then
 * the star steps out and shines at the turn, and its own light shows a lost child the way home.
 */

/** The hero lives up in the night sky, not "in a little house at the end of Maple Lane". */
export const STAR_OPENINGS: PlacedL[] = [
  b(
    'High up in the sky there lived {aKind} called {name}, with five little points and a very shy smile.',
    'Tout là-haut dans le ciel vivait {aKind} {named} {name}, avec cinq petites pointes et un sourire tout timide.',
  ),
];

export const STAR_PROBLEMS: PlacedL[] = [
  b(
    'Every evening, when the sun went down and the sky grew dark, {name} hid behind a cloud. “The dark is so big and so black,” {name} whispered. “I am afraid of it!”',
    'Chaque soir, quand le soleil se couchait et que le ciel devenait noir, {name} se cachait derrière un nuage. « Le noir est si grand et si profond, murmura {name}. J’ai peur du noir ! »',
  ),
];

/** Trying: peeking out, counting, hiding. */
export const STAR_TRIES: PlacedL[] = [
  b(
    '{atPlace}, {name} peeked out from behind the cloud, just a little. The dark was still there, huge and quiet.',
    '{atPlace}, {name} jeta un petit coup d’œil de derrière le nuage. Le noir était toujours là, immense et silencieux.',
    /sea|village/,
  ),
  b(
    '{atPlace}, {name} closed both eyes and counted to ten. “One, two, three…” But the dark did not go away.',
    '{atPlace}, {name} ferma les yeux et compta jusqu’à dix. « Un, deux, trois… » Mais le noir ne s’en alla pas.',
  ),
  b(
    '{atPlace}, {name} tried to hide in a corner of the sky, but the dark was everywhere.',
    '{atPlace}, {name} essaya de se cacher dans un coin du ciel, mais le noir était partout.',
  ),
];

/** Frights: a black cloud, the night wind. */
export const STAR_FRIGHTS: PlacedL[] = [
  b(
    '{atPlace}, a big black cloud rolled across the sky and swallowed up the moon. {name} trembled from the top to the tip of every point.',
    '{atPlace}, un gros nuage noir roula dans le ciel et avala la lune. {name} trembla jusqu’au bout de chaque pointe.',
    /cloud|moon/,
  ),
  b(
    '{atPlace}, the night wind whistled, whoooo! {name} jumped and hid again.',
    '{atPlace}, le vent de la nuit siffla, hououou ! {name} sursauta et se cacha encore.',
  ),
];

/** Friends of the night: the moon, an owl, a firefly, each at home in the dark. */
export const STAR_FRIENDS: PlacedL[] = [
  b(
    '{atPlace}, the moon smiled at {name}. “I shine in the dark every night,” said the moon. “The dark is only the sky, resting.”',
    '{atPlace}, la lune sourit à {name}. « Je brille dans le noir chaque nuit, dit la lune. Le noir, c’est seulement le ciel qui se repose. »',
    /moon/,
  ),
  b(
    '{atPlace}, a little firefly blinked its light. “Look! The darker it is, the better everyone can see my glow!”',
    '{atPlace}, une petite luciole fit clignoter sa lumière. « Regarde ! Plus il fait noir, mieux on voit ma lumière ! »',
  ),
  b(
    '{atPlace}, an old owl hooted softly. “Without the dark, nobody would ever see the stars, little one.”',
    '{atPlace}, un vieux hibou hulula doucement. « Sans le noir, personne ne verrait jamais les étoiles, ma petite. »',
  ),
];

export const STAR_TURNS: PlacedL[] = [
  b(
    '{name} took a deep breath and stepped out into the dark… and look! In the dark, {name} shone, bright, brighter, brightest! Down below, a little boy lost on the hill looked up and found his way home by that light.',
    '{name} prit une grande inspiration et sortit dans le noir… et regardez ! Dans le noir, {name} brillait, fort, plus fort, encore plus fort ! Tout en bas, un petit garçon perdu sur la colline leva les yeux et retrouva le chemin de sa maison grâce à cette lumière.',
  ),
];

export const STAR_ENDINGS: PlacedL[] = [
  b(
    'From that night on, {name} was never afraid of the dark again. Every night, {name} twinkled with all the other stars, and the children below looked up and made a wish. {name} had learned that {lesson}. The end.',
    'À partir de cette nuit-là, {name} n’eut plus jamais peur du noir. Chaque nuit, {name} scintillait avec toutes les autres étoiles, et les enfants, tout en bas, levaient les yeux pour faire un vœu. {name} avait appris que {lesson}. Fin.',
  ),
];
