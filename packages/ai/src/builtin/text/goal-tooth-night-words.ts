import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A first lost tooth by night (goal-tooth.ts): the tooth under the pillow, the visit while the hero
 * sleeps — the tooth fairy, or in French la petite souris, who comes on tiptoe (the French
 * tradition) — the coin found in the morning. Every night page says the night, so it is drawn at
 * night (page-sky.ts); the morning's say the morning. {theVisitor} is "the tooth fairy" / « la
 * petite souris », {TheVisitor} the same capitalised.
 */
const b = step;
const leads = (en: string, fr: string, onlyPlace: RegExp): PlacedL => ({
  ...step(en, fr, onlyPlace),
  leads: true,
});
const BEDROOM = /bedroom/;

/** Bedtime: the tooth under the pillow, the night light, trying to stay awake. */
export const TOOTH_PILLOW: PlacedL[] = [
  b(
    'That night {atPlace}, {name} tucked the envelope under the pillow, right in the middle. The night light glowed softly.',
    'Cette nuit-là, {atPlace}, {name} glissa l’enveloppe sous l’oreiller, bien au milieu. La veilleuse brillait tout doucement.',
    BEDROOM,
  ),
  b(
    '{atPlace}, {name} whispered into the night: “{TheVisitor}, my tooth is right here, under the pillow.”',
    '{atPlace}, {name} chuchota dans la nuit : « {TheVisitor}, ma dent est juste là, sous l’oreiller. »',
    BEDROOM,
  ),
  b(
    'That night, {name} hugged a teddy {atPlace} and peeked under the pillow one last time. The envelope was still there.',
    'Cette nuit-là, {atPlace}, {name} serra son doudou et jeta un dernier coup d’œil sous l’oreiller. L’enveloppe était toujours là.',
    BEDROOM,
  ),
  b(
    'The moon shone at the window {atPlace}. {name} tried very hard to stay awake to see {theVisitor}… but the bed was so warm.',
    'La lune brillait à la fenêtre, {atPlace}. {name} essaya très fort de rester éveillé{eN} pour voir {theVisitor}… mais le lit était si chaud.',
    BEDROOM,
  ),
  b(
    'Outside, the stars twinkled over the roofs. {atPlace}, {name}’s eyes grew heavy, heavier, heavier…',
    'Dehors, les étoiles brillaient sur les toits. {atPlace}, les yeux de {name} devenaient lourds, lourds, lourds…',
    BEDROOM,
  ),
];

/** The tooth fairy's visit while the hero sleeps. */
export const FAIRY_VISIT: PlacedL[] = [
  leads(
    'In the middle of the night, while {name} slept {atPlace}, the tooth fairy fluttered in through the window, as light as a feather.',
    'Au milieu de la nuit, pendant que {name} dormait {atPlace}, la fée des dents entra par la fenêtre, légère comme une plume.',
    BEDROOM,
  ),
  b(
    '{atPlace}, the tooth fairy lifted the pillow ever so gently and found the envelope. “What a beautiful first tooth!” she whispered in the night.',
    '{atPlace}, la fée des dents souleva l’oreiller tout doucement et trouva l’enveloppe. « Quelle belle première dent ! » chuchota-t-elle dans la nuit.',
    BEDROOM,
  ),
  b(
    'The moonlight shone on the fairy’s wings {atPlace} as she held the tiny tooth up high. “It’s so white and shiny!”',
    'Au clair de lune, {atPlace}, les ailes de la fée scintillaient tandis qu’elle levait la petite dent. « Qu’elle est blanche et brillante ! »',
    BEDROOM,
  ),
  b(
    'In the quiet night {atPlace}, the tooth fairy tucked the tiny tooth into her silver bag, next to hundreds of others.',
    'Dans le silence de la nuit, {atPlace}, la fée des dents rangea la petite dent dans son sac d’argent, avec des centaines d’autres.',
    BEDROOM,
  ),
  b(
    'Under the pillow the fairy left something round and shiny, sprinkled a little fairy dust {atPlace}, and flew away under the stars.',
    'Sous l’oreiller, la fée laissa quelque chose de rond et de brillant, sema un peu de poussière magique {atPlace}, et s’envola sous les étoiles.',
    BEDROOM,
  ),
  b(
    '{atPlace}, {name} turned over and sighed in the night, but did not wake up. The fairy held her breath, then smiled.',
    '{atPlace}, {name} se retourna en soupirant dans la nuit, sans se réveiller. La fée retint son souffle, puis sourit.',
    BEDROOM,
  ),
  b(
    'All night long {name} slept {atPlace}, dreaming of a tiny castle made of shiny white teeth under the moon.',
    'Toute la nuit, {name} dormit {atPlace} en rêvant d’un petit château fait de dents toutes blanches, sous la lune.',
    BEDROOM,
  ),
  b(
    '{atPlace}, the night light flickered as the fairy waved her wand, and a tiny spark of magic fell on {name}’s pillow.',
    '{atPlace}, la veilleuse clignota dans la nuit quand la fée agita sa baguette, et une minuscule étincelle magique tomba sur l’oreiller de {name}.',
    BEDROOM,
  ),
];

/** La petite souris's visit while the hero sleeps (the French tradition). */
export const MOUSE_VISIT: PlacedL[] = [
  leads(
    'In the middle of the night, while {name} slept {atPlace}, the little tooth mouse crept in on tiptoe, her whiskers twitching.',
    'Au milieu de la nuit, pendant que {name} dormait {atPlace}, la petite souris entra sur la pointe des pattes, les moustaches frémissantes.',
    BEDROOM,
  ),
  b(
    '{atPlace}, the little mouse slipped under the pillow and found the envelope. “What a beautiful first tooth!” she squeaked in the night.',
    '{atPlace}, la petite souris se faufila sous l’oreiller et trouva l’enveloppe. « Quelle belle première dent ! » couina-t-elle dans la nuit.',
    BEDROOM,
  ),
  b(
    'The moonlight shone on the little mouse’s whiskers {atPlace} as she held the tiny tooth up high. “It’s so white and shiny!”',
    'Au clair de lune, {atPlace}, les moustaches de la petite souris brillaient tandis qu’elle levait la petite dent. « Qu’elle est blanche et brillante ! »',
    BEDROOM,
  ),
  b(
    'In the quiet night {atPlace}, the little mouse wrapped the tiny tooth in a scrap of cloth, to carry it home to her house of teeth.',
    'Dans le silence de la nuit, {atPlace}, la petite souris enveloppa la petite dent dans un bout de tissu, pour l’emporter dans sa maison de dents.',
    BEDROOM,
  ),
  b(
    'In the tooth’s place the little mouse left something round and shiny, then scampered home {atPlace} under the stars.',
    'À la place de la dent, la petite souris laissa quelque chose de rond et de brillant, puis repartit à petits pas sous les étoiles.',
    BEDROOM,
  ),
  b(
    '{atPlace}, {name} turned over and sighed in the night, but did not wake up. The little mouse froze, then smiled.',
    '{atPlace}, {name} se retourna en soupirant dans la nuit, sans se réveiller. La petite souris ne bougea plus, puis sourit.',
    BEDROOM,
  ),
  b(
    'All night long {name} slept {atPlace}, dreaming of a little mouse’s house built of shiny white teeth under the moon.',
    'Toute la nuit, {name} dormit {atPlace} en rêvant d’une maison de souris faite de dents toutes blanches, sous la lune.',
    BEDROOM,
  ),
  b(
    '{atPlace}, the little mouse stopped by the night light and smiled at {name}, who was sleeping with a gap-toothed smile.',
    '{atPlace}, la petite souris s’arrêta près de la veilleuse et sourit à {name}, qui dormait dans la nuit calme avec un sourire troué.',
    BEDROOM,
  ),
];

/** The morning: the coin under the pillow (the turn, in the bedroom). */
export const TOOTH_TURNS: PlacedL[] = [
  b(
    'The next morning, {name} woke up and lifted the pillow. The envelope was gone… and in its place was a shiny coin! “{TheVisitor} came!” cried {name}.',
    'Le lendemain matin, {name} se réveilla et souleva l’oreiller. L’enveloppe avait disparu… et à sa place, il y avait une pièce toute brillante ! « {TheVisitor} est passée ! » s’écria {name}.',
  ),
];

/** Breakfast: the coin and the gap shown round, a new tooth to come. */
export const TOOTH_ENDINGS: PlacedL[] = [
  b(
    'At breakfast, {name} showed everyone the shiny coin and a big gap-toothed smile. A new tooth would grow there soon. {name} had learned that {lesson}. The end.',
    'Au petit-déjeuner, {name} montra à tout le monde la pièce brillante et un grand sourire troué. Une nouvelle dent allait bientôt pousser. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    '{name} put the shiny coin in a piggy bank and smiled the widest gap-toothed smile. Soon a new tooth would grow, big and strong. {name} knew now that {lesson}. The end.',
    '{name} rangea la pièce brillante dans sa tirelire et fit le plus grand des sourires troués. Bientôt, une nouvelle dent allait pousser, grande et solide. {name} savait maintenant que {lesson}. Fin.',
  ),
];

/** A bedtime book ends asleep: the tooth under the pillow at the turn, the visit on the last page. */
export const TOOTH_BEDTIME_TURNS: PlacedL[] = [
  b(
    'That night, {name} snuggled down with the tooth tucked under the pillow and fell fast asleep, smiling a gap-toothed smile.',
    'Cette nuit-là, {name} se blottit sous la couette, la dent bien cachée sous l’oreiller, et s’endormit avec un sourire troué.',
  ),
];
export const TOOTH_BEDTIME_ENDINGS: PlacedL[] = [
  b(
    'While {name} slept, {theVisitor} came on tiptoe under the stars, took the tiny tooth and left a shiny coin under the pillow. Tonight {name} knew that {lesson}. The end.',
    'Pendant que {name} dormait, {theVisitor} vint à pas de loup sous les étoiles, prit la petite dent et laissa une pièce brillante sous l’oreiller. Ce soir, {name} savait que {lesson}. Fin.',
  ),
];
