import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A ninja's training with the old master ("A ninja girl trains with her master", « Une petite ninja
 * s’entraîne avec son maître »: goal-ninja.ts): the dojo at dawn, the beam, walking on rice paper without
 * a sound, the falls, the wooden sword and the staff, the master's lesson of patience, the test over the
 * rooftops at night at the turn, the master's nod and the black headband at the end. Before, the idea was a
 * stock deed across the building site and the harbour, or a hunt for a lantern. {e}: « prêt{e} ».
 */
const b = step;

export const NINJA_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who trained every day at the old master’s dojo.',
    'Il était une fois {aKind} {named} {name}, qui s’entraînait chaque jour au dojo du vieux maître.',
  ),
];

/** Unless the idea names its own. */
export const NINJA_LESSON = {
  en: 'patience is stronger than speed, and every fall teaches you how to get up',
  fr: 'la patience est plus forte que la vitesse, et que chaque chute apprend à se relever',
};

export const NINJA_PROBLEMS: PlacedL[] = [
  b(
    '{name} wanted to become a true ninja, like the old master. But {name} was noisy, wobbly and always in a hurry!',
    '{name} voulait devenir {aNinja}, comme le vieux maître. Mais {name} était bruyant{e}, maladroit{e} et toujours pressé{e} !',
  ),
  b(
    '“When you are ready, there will be one last test, over the rooftops,” said the master. {name} dreamed of the black headband.',
    '« Quand tu seras prêt{e}, il y aura une dernière épreuve, sur les toits », dit le maître. {name} rêvait du bandeau noir.',
  ),
];

/** Getting ready at dawn: the bow, the suit, the first words. */
export const NINJA_READY: PlacedL[] = [
  b(
    '{atPlace}, the sun was only just rising. {name} knelt on the mat and bowed to the old master, who bowed back without a word.',
    '{atPlace}, le soleil se levait à peine. {name} s’agenouilla sur le tatami et salua le vieux maître, qui rendit le salut sans un mot.',
    /quiet|silencieux/,
  ),
  b(
    '{atPlace}, {name} pulled on the dark ninja suit and tied a plain white headband: the headband of a beginner.',
    '{atPlace}, {name} enfila la tenue sombre des ninjas et noua un simple bandeau blanc : le bandeau des débutants.',
    /scroll|rouleau/,
  ),
  b(
    '{atPlace}, the master spoke softly: “A ninja is quiet, light and patient. Today, we begin.”',
    '{atPlace}, le maître parla tout bas : « Un ninja est silencieux, léger et patient. Aujourd’hui, nous commençons. »',
    /quiet|silencieux/,
  ),
];

/** What goes wrong: the beam, the rice paper, the falls. */
export const NINJA_BUMPS: PlacedL[] = [
  b(
    '{atPlace}, {name} stepped onto the narrow beam, arms out wide. One step, two steps… a wobble, and a bump on the mat!',
    '{atPlace}, {name} monta sur la poutre étroite, les bras bien écartés. Un pas, deux pas… un vacillement, et boum sur le tatami !',
    /beam|poutre/,
  ),
  b(
    '{atPlace}, the master laid thin sheets of rice paper on the floor. “Cross without a sound, and without a tear.” But the paper went crrrack under {name}’s feet.',
    '{atPlace}, le maître étala de fines feuilles de papier de riz sur le sol. « Traverse sans un bruit, et sans une déchirure. » Mais le papier fit crrrac sous les pieds de {name}.',
    /screens|paravents/,
  ),
  b(
    '{atPlace}, {name} fell, and fell again. {name} rubbed a sore knee and stared at the floor, ready to give up.',
    '{atPlace}, {name} tomba, puis tomba encore. {name} se frotta le genou et fixa le sol, prêt{e} à tout abandonner.',
    /beam|poutre/,
  ),
  b(
    '{atPlace}, {name} tiptoed as softly as a cat… and sneezed! The master did not laugh. “Again,” he said.',
    '{atPlace}, {name} avança sur la pointe des pieds, aussi doucement qu’un chat… et éternua ! Le maître ne rit pas. « Encore », dit-il.',
    /screens|paravents/,
  ),
];

/** The master's lessons: getting up, the wooden sword, patience, the staff. */
export const NINJA_MASTER: PlacedL[] = [
  b(
    '{atPlace}, the master held out his hand. “Falling is nothing. Getting up is everything.” {name} took it and stood up again.',
    '{atPlace}, le maître tendit la main. « Tomber n’est rien. Se relever, c’est tout. » {name} la prit et se releva.',
    /middle|milieu/,
  ),
  b(
    '{atPlace}, the master gave {name} a wooden sword. “Slowly. The wood must learn your hands before it learns speed.”',
    '{atPlace}, le maître confia à {name} un sabre de bois. « Lentement. Le bois doit apprendre tes mains avant d’apprendre la vitesse. »',
    /swords|sabres/,
  ),
  b(
    '{atPlace}, the master sat as still as a stone for a long, long time. “Patience is a ninja’s best friend,” he said at last, and {name} sat beside him, breathing slowly.',
    '{atPlace}, le maître resta immobile comme une pierre, très, très longtemps. « La patience est la meilleure amie du ninja », dit-il enfin, et {name} s’assit à côté de lui en respirant lentement.',
    /middle|milieu/,
  ),
  b(
    '{atPlace}, {name} spun the long wooden staff round and round, and did not drop it once.',
    '{atPlace}, {name} fit tourner le long bâton de bois, encore et encore, sans le lâcher une seule fois.',
    /swords|sabres/,
  ),
];

/** Practice, patient now, up to the test. */
export const NINJA_PRACTICE: PlacedL[] = [
  b(
    '{atPlace}, {name} crossed from one end to the other without a wobble, eyes on the far wall, like a feather on the wind.',
    '{atPlace}, {name} traversa d’un bout à l’autre sans vaciller, les yeux sur le mur du fond, comme une plume portée par le vent.',
    /high beam|haute poutre/,
  ),
  b(
    '{atPlace}, {name} crossed the rice paper on silent feet. Not a sound, not a single tear! The master raised one eyebrow.',
    '{atPlace}, {name} traversa le papier de riz à pas de velours. Pas un bruit, pas une seule déchirure ! Le maître haussa un sourcil.',
    /garden door|porte du jardin/,
  ),
  b(
    '{atPlace}, {name} practised morning after morning, and was never in a hurry any more.',
    '{atPlace}, {name} s’entraîna matin après matin, sans plus jamais se presser.',
    /high beam|haute poutre/,
  ),
  b(
    '{atPlace}, the master looked at {name} for a long moment. “You are ready,” he said simply, and {name}’s heart beat fast.',
    '{atPlace}, le maître regarda longuement {name}. « Tu es prêt{e} », dit-il simplement, et le cœur de {name} se mit à battre très fort.',
    /garden door|porte du jardin/,
  ),
];

/** The test over the rooftops at night. */
export const NINJA_TURNS: PlacedL[] = [
  b(
    'That night, under the moon, {name} ran over the rooftops without a sound, kept perfect balance on the ridge and rang the old bell before the master. Not one tile rattled!',
    'Cette nuit-là, sous la lune, {name} courut sur les toits sans un bruit, garda l’équilibre sur le faîte et fit sonner la vieille cloche avant le maître. Pas une tuile ne bougea !',
  ),
  b(
    'In the moonlight, {name} leapt from roof to roof as lightly as the wind, and landed beside the master without a sound. The test was passed!',
    'Au clair de lune, {name} bondit de toit en toit avec la légèreté du vent, et se posa près du maître sans un bruit. L’épreuve était réussie !',
  ),
];

/** The master's nod and the black headband. */
export const NINJA_ENDINGS: PlacedL[] = [
  b(
    'Back at the dojo, the master nodded, just once, and tied a black headband around {name}’s head. {name} had learned that {lesson}. The end.',
    'De retour au dojo, le maître hocha la tête, une seule fois, et noua un bandeau noir autour du front de {name}. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    'The master gave a small, proud nod, and {name} bowed low, the new black headband tied tight. {name} had learned that {lesson}. The end.',
    'Le maître fit un petit signe de tête, plein de fierté, et {name} salua bien bas, le nouveau bandeau noir bien noué. {name} avait appris que {lesson}. Fin.',
  ),
];
