import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A race against a rival (text/task-kind.ts): training while the rival boasts, race day at the start
 * line, the rival far ahead and then napping, the hero slow and steady past it, the finish line at the
 * turn. {rival} "the hare", « le lièvre » (the kind the idea races against, drawn on its pages);
 * {ofRival} « du lièvre »; {toRival} « au lièvre ».
 */
const b = step;

/** A race is run in a meadow by the forest, not from a house on Maple Lane. */
export const RACE_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time, in a green meadow at the edge of the forest, there lived {aKind} called {name}.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui vivait dans un pré vert au bord de la forêt.{withFriend}',
  ),
];

/** Unless the idea names its own: the lesson of the tortoise and the hare. */
export const RACE_LESSON = {
  en: 'slow and steady wins the race',
  fr: 'rien ne sert de courir, il faut partir à point',
};

export const RACE_PROBLEMS: PlacedL[] = [
  b(
    '{Rival} laughed: “You, race me? I am the fastest in the whole meadow!” But {name} had one dream: to {task}.',
    '{Rival} éclata de rire : « Toi, faire la course avec moi ? Je suis le plus rapide de tout le pré ! » Mais {name} n’en démordait pas : {task}.',
  ),
  b(
    'The big race was coming, and {name} had one dream: to {task}. “{todayIsTheDay} to start training,” said {name}.',
    'La grande course approchait, et {name} n’avait qu’un rêve : {task}. « {todayIsTheDay} pour commencer l’entraînement », dit {name}.',
  ),
];

/** Training before the race, while the rival shows off. */
export const RACE_TRAINING: PlacedL[] = [
  b(
    '{atPlace}, {name} trained every morning: one step, then another, then another, without ever stopping.',
    '{atPlace}, {name} s’entraîna chaque matin : un pas, puis un autre, puis encore un autre, sans jamais s’arrêter.',
    /meadow/,
  ),
  b(
    '{atPlace}, {rival} zoomed past, showing off. {name} just smiled and kept practising.',
    '{atPlace}, {rival} passa en trombe pour faire le malin. {name} se contenta de sourire et continua de s’entraîner.',
    /meadow/,
  ),
  b(
    '{atPlace}, {name} ate a good breakfast and went to bed early. Tomorrow was race day!',
    '{atPlace}, {name} prit un bon petit déjeuner et se coucha tôt. Demain, c’était le jour de la course !',
    /big tree/,
  ),
  b(
    '{atPlace}, {name} practised starting quickly: ready, steady… go! Again and again.',
    '{atPlace}, {name} s’exerça à partir vite : à vos marques, prêts… partez ! Encore et encore.',
    /meadow/,
  ),
  b(
    '{atPlace}, {rival} boasted to everyone: “I could win that race with my eyes shut!”',
    '{atPlace}, {rival} se vantait devant tout le monde : « Je pourrais gagner cette course les yeux fermés ! »',
    /meadow/,
  ),
];

/** Race day: the start line, the rival far ahead. */
export const RACE_START: PlacedL[] = [
  b(
    'Race day! Everyone gathered at the start line. “Ready, steady… go!” {Rival} shot off like an arrow.',
    'Le jour de la course ! Tout le monde se rassembla sur la ligne de départ. « À vos marques, prêts… partez ! » {Rival} fila comme une flèche.',
    /start line/,
  ),
  b(
    '{atPlace}, {rival} was already far ahead, a small dot in the distance. {name} did not hurry, and did not stop either.',
    '{atPlace}, {rival} était déjà loin devant, un petit point au loin. {name} ne se pressait pas, mais ne s’arrêtait pas non plus.',
    /path/,
  ),
  b(
    '{atPlace}, {rival} stopped to munch some clover, and looked back, laughing.',
    '{atPlace}, {rival} s’arrêta pour grignoter du trèfle et se retourna en riant.',
    /path/,
  ),
  b(
    '{atPlace}, {name} passed a signpost: halfway there! Slowly, surely, on and on.',
    '{atPlace}, {name} passa devant un panneau : la moitié du chemin ! Doucement, sûrement, encore et encore.',
    /path/,
  ),
];

/** The rival naps or boasts; the hero goes on, cheered. */
export const RACE_MIDDLE: PlacedL[] = [
  b(
    '{atPlace}, {rival} was so far ahead that a little nap seemed a fine idea. “Plenty of time,” yawned {rival}.',
    '{atPlace}, {rival} avait tant d’avance qu’une petite sieste lui sembla une bonne idée. « J’ai tout mon temps », bâilla {rival}.',
    /oak/,
  ),
  b(
    '{atPlace}, {name} tiptoed past the sleeping {rivalBare}. Not a sound!',
    '{atPlace}, {name} passa sur la pointe des pieds à côté {ofRival}, qui dormait à poings fermés. Pas un bruit !',
    /stream/,
  ),
  b(
    'Friends cheered {atPlace}: “Slow and steady, {name}! Keep going!”',
    '{atPlace}, les amis encourageaient : « Doucement mais sûrement, {name} ! Continue ! »',
    /last stretch/,
  ),
  b(
    '{atPlace}, a little bird flew beside {name} for a while. “Keep going, you are doing well!”',
    '{atPlace}, un petit oiseau vola un moment à côté de {name}. « Continue, tu te débrouilles très bien ! »',
    /last stretch/,
  ),
];

/** The rival wakes up and runs; the finish line in sight. */
export const RACE_END: PlacedL[] = [
  b(
    'Far behind, {atPlace}, {rival} woke up with a start, and ran, and ran, as fast as the wind!',
    'Loin derrière, {atPlace}, {rival} se réveilla en sursaut, et courut, courut, aussi vite que le vent !',
    /hill/,
  ),
  b(
    '{atPlace}, {name} could see the finish line. Just a few more steps…',
    '{atPlace}, {name} voyait la ligne d’arrivée. Encore quelques pas…',
    /last stretch/,
  ),
  b(
    '{atPlace}, {name} was tired, so tired, but did not stop. One step, and one more.',
    '{atPlace}, {name} était à bout de souffle, mais ne s’arrêta pas. Un pas, et encore un.',
    /last stretch/,
  ),
  b(
    '{atPlace}, {name} could hear {rival} coming, closer and closer. Faster, faster!',
    '{atPlace}, {name} entendait {rival} arriver, de plus en plus près. Plus vite, plus vite !',
    /last stretch/,
  ),
];

export const RACE_TURNS: PlacedL[] = [
  b(
    '{name} crossed the finish line just before {rival}! {name} had won the race! Everyone cheered.',
    '{name} franchit la ligne d’arrivée juste avant {rival} ! {name} avait gagné la course ! Tout le monde applaudit.',
  ),
  b(
    'Everyone held their breath… and {name} crossed the finish line first, a nose ahead of {rival}! What a race!',
    'Tout le monde retint son souffle… et {name} passa la ligne d’arrivée en premier, d’un museau devant {rival} ! Quelle course !',
  ),
];

export const RACE_ENDINGS: PlacedL[] = [
  b(
    'That evening, {rival} came to say well done, and {name} smiled a slow, happy smile. The end.',
    'Ce soir-là, {rival} vint féliciter {name}, qui sourit d’un lent et grand sourire. Fin.',
  ),
  b(
    'That evening, {name} and {rival} shared a big salad in the meadow, friends at last. {name} had learned that {lesson}. The end.',
    'Ce soir-là, {name} et {rival} partagèrent une grande salade dans le pré, amis pour de bon. {name} avait appris que {lesson}. Fin.',
  ),
];
