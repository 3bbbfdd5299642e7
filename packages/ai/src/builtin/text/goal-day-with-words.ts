import type { PlacedL } from './story-place-fit';

/**
 * A day at a grown-up's side (idea/read-goal-day-with.ts), around each job's own lines
 * (day-job-words*.ts): the day planned, a lunch break, going home together. Slots: {name},
 * {friend} / {Friend} (as the child calls them), {atWork} ("at the bakery", « à la boulangerie »).
 */
const b = (en: string, fr: string): PlacedL => ({ en, fr });

export const DAY_PROBLEMS: PlacedL[] = [
  b(
    'Today was a special day: {name} was going to spend it with {friend}, {atWork}!',
    'Aujourd’hui, c’était un jour spécial : {name} allait passer toute la journée avec {friend}, {atWork} !',
  ),
  b(
    'Early that morning, {friend} whispered, “Ready?” {name} jumped out of bed: a whole day together, {atWork}!',
    'Tôt ce matin-là, {friend} chuchota : « On y va ? » {name} sauta du lit : toute une journée ensemble, {atWork} !',
  ),
];

/** Helping in any job, beside the job's own. */
export const DAY_HELP: PlacedL[] = [
  b(
    '{atPlace}, {Friend} showed {name} how everything worked, and {name} listened to every word.',
    '{atPlace}, {Friend} montra à {name} comment tout fonctionnait, et {name} écouta chaque mot.',
  ),
  b(
    '{atPlace}, {name} fetched, sorted and tidied. “What a great helper!” said {friend}.',
    '{atPlace}, {name} apporta, tria et rangea. « Quelle aide formidable ! » dit {friend}.',
  ),
];

export const DAY_LEARN: PlacedL[] = [
  b(
    '{atPlace}, {name} asked a hundred questions, and {friend} answered every one.',
    '{atPlace}, {name} posa cent questions, et {friend} répondit à chacune.',
  ),
];

export const DAY_PAUSES: PlacedL[] = [
  b(
    '{atPlace}, {name} and {friend} stopped for lunch. Working makes you hungry!',
    '{atPlace}, {name} et {friend} s’arrêtèrent pour déjeuner. Le travail, ça creuse !',
  ),
  b(
    '{atPlace}, {name} and {friend} sat down for a little rest and a big glass of water.',
    '{atPlace}, {name} et {friend} firent une petite pause avec un grand verre d’eau.',
  ),
];

export const DAY_ENDINGS: PlacedL[] = [
  b(
    'When the day was done, {name} and {friend} went home side by side, tired and happy. “Can I come again tomorrow?” asked {name}. The end.',
    'Quand la journée fut finie, {name} et {friend} rentrèrent côte à côte, le cœur léger. « Je pourrai revenir demain ? » demanda {name}. Fin.',
  ),
  b(
    'That evening, {name} told everyone about the day {atWork}. “When I grow up, I want to do what {friend} does!” The end.',
    'Ce soir-là, {name} raconta à tout le monde sa journée {atWork}. « Plus tard, je veux faire comme {friend} ! » Fin.',
  ),
];
