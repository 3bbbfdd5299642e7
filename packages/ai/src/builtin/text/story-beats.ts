import type { L } from './theme-types';

/**
 * Sentence templates for the story arc: opening, problem, journey, helper, turning point, ending.
 * Slots: {name} {title} {idea} {setting} {place} {helper} {trouble} {prize} {word}. French
 * templates avoid gendered pronouns for the hero so any name reads right.
 */
const b = (en: string, fr: string): L => ({ en, fr });

export const OPENINGS: L[] = [
  b(
    'This is the story of “{title}”. {idea} It begins in {setting}, where {name} lived.',
    'Voici l’histoire de « {title} ». {idea} Tout commence dans {setting}, où vivait {name}.',
  ),
  b(
    'In {setting} there lived {name}. “{title}” is the story of a very special day. {idea}',
    'Dans {setting} vivait {name}. « {title} », c’est l’histoire d’un jour très spécial. {idea}',
  ),
  b(
    'Every morning in {setting}, {name} woke up ready for something new. {idea} And so begins “{title}”.',
    'Chaque matin, dans {setting}, {name} se réveillait prêt pour une nouvelle aventure. {idea} Ainsi commence « {title} ».',
  ),
];

/** A bedtime book begins at dusk, not "every morning". */
export const BEDTIME_OPENINGS: L[] = [
  b(
    'One evening in {setting}, as the sky turned pink and purple, {name} looked up at the first star. {idea} This is the story of “{title}”.',
    'Un soir, dans {setting}, quand le ciel devint rose et violet, {name} leva les yeux vers la première étoile. {idea} Voici l’histoire de « {title} ».',
  ),
  b(
    'The sun had gone down over {setting}, but {name} was not sleepy at all. {idea} And so begins “{title}”.',
    'Le soleil s’était couché sur {setting}, mais {name} n’avait pas du tout sommeil. {idea} Ainsi commence « {title} ».',
  ),
];

export const PROBLEMS: L[] = [
  b(
    'But one day, {trouble}. {name} frowned. “Someone has to help,” {name} said. “I will try!”',
    'Mais un jour, {trouble}. {name} fronça les sourcils. « Il faut bien que quelqu’un aide, dit {name}. Je vais essayer ! »',
  ),
  b(
    'Then something went wrong: {trouble}. Everyone looked worried, but {name} took a deep breath.',
    'Puis quelque chose tourna mal : {trouble}. Tout le monde avait l’air inquiet, mais {name} respira bien fort.',
  ),
];

/** No "one day" in a bedtime book: the trouble comes with the first stars. */
export const BEDTIME_PROBLEMS: L[] = [
  b(
    'Then, just as the first stars came out, {name} saw that {trouble}. “Someone has to help,” {name} whispered. “I will try!”',
    'Puis, au moment où les premières étoiles s’allumaient, {name} vit que {trouble}. « Il faut bien que quelqu’un aide, chuchota {name}. Je vais essayer ! »',
  ),
];

export const JOURNEY: L[] = [
  b(
    'First {name} went to {place}. It was full of surprises, and {name} learned a new word: {word}.',
    'D’abord, {name} alla jusqu’à {place}. C’était plein de surprises, et {name} apprit un nouveau mot : {word}.',
  ),
  b(
    'At {place}, {name} looked high and low. No luck yet, but {name} did not give up.',
    'À {place}, {name} chercha partout, en haut, en bas. Pas encore de chance, mais {name} ne renonça pas.',
  ),
  b(
    'The path led on to {place}. “{Word}!” {name} whispered, amazed at everything around.',
    'Le chemin mena ensuite à {place}. « {Word} ! » chuchota {name}, les yeux grands ouverts devant tant de merveilles.',
  ),
  b(
    '{name} tiptoed past {place}, counting every step and listening to every sound.',
    '{name} passa sur la pointe des pieds près de {place}, en comptant chaque pas et en écoutant chaque bruit.',
  ),
  b(
    'At {place} the going got hard. {name} felt tired, then remembered why the trip mattered.',
    'À {place}, ce fut difficile. {name} sentit la fatigue, puis se souvint pourquoi ce voyage comptait.',
  ),
];

export const HELPERS: L[] = [
  b(
    'There {name} met {helper}. “Let’s work together,” said the new friend, and together they felt braver.',
    'Là, {name} rencontra {helper}. « Faisons équipe », lui dit-on avec un sourire, et à deux, tout parut plus facile.',
  ),
  b(
    'Just then {helper} came along. “I know a way,” came the kind voice. {name} smiled for the first time that day.',
    'Juste à ce moment arriva {helper}. « Je connais un chemin », dit une voix douce. {name} sourit pour la première fois de la journée.',
  ),
];

export const TURNS: L[] = [
  b(
    'Then {name} had an idea. By being patient and kind, {name} found {prize}!',
    'Alors {name} eut une idée. Avec de la patience et de la gentillesse, {name} trouva {prize} !',
  ),
  b(
    'Step by step, with a little help and a lot of heart, {name} reached {prize}.',
    'Pas à pas, avec un peu d’aide et beaucoup de cœur, {name} arriva à {prize}.',
  ),
];

export const ENDINGS: L[] = [
  b(
    'Back home in {setting}, everyone cheered. {name} had learned that friends make every problem smaller. The end.',
    'De retour dans {setting}, tout le monde applaudit. {name} avait appris qu’avec des amis, chaque problème devient plus petit. Fin.',
  ),
  b(
    'That evening {name} told the whole story again, and everyone agreed it was the best day ever. The end.',
    'Ce soir-là, {name} raconta toute l’histoire encore une fois, et tout le monde fut d’accord : c’était le plus beau jour. Fin.',
  ),
];

export const BEDTIME_ENDINGS: L[] = [
  b(
    'The stars came out over {setting}. {name} yawned a big yawn, snuggled down and whispered, “Good night.” The end.',
    'Les étoiles s’allumèrent au-dessus de {setting}. {name} bâilla un grand coup, se blottit et chuchota : « Bonne nuit. » Fin.',
  ),
  b(
    'The moon smiled softly. Warm and safe, {name} closed both eyes and dreamed of {prize}. Sleep well. The end.',
    'La lune souriait doucement. Au chaud et en sécurité, {name} ferma les yeux et rêva de {prize}. Dors bien. Fin.',
  ),
];
