import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * Learning to dance ("A robot who wants to learn how to dance", « Un robot qui veut apprendre à
 * danser »), in order: the first steps and the wobbles, the dance teacher's tips, the last practice,
 * the show on the stage at the turn and the audience's cheers at the end (goal-learn-dance.ts). Before,
 * a generic learn arc went to the library and the hill with "a wise grandmother".
 */
const b = step;

export const DANCE_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who tapped along every time the music played.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui tapait du pied chaque fois que la musique jouait.{withFriend}',
  ),
];

export const DANCE_PROBLEMS: PlacedL[] = [
  b(
    'The school show was on Saturday, and {name} wanted to learn to {skill} more than anything. “{todayIsTheDay},” said {name}.',
    'Le spectacle de l’école avait lieu samedi, et {name} voulait plus que tout apprendre à {skill}. « {todayIsTheDay} », dit {name}.',
  ),
];

/** The first steps: wobbly, counted, hummed. */
export const DANCE_PRACTICE: PlacedL[] = [
  b(
    '{atPlace}, the music started, and {name} tried the very first steps: step, step, turn… and a wobble!',
    '{atPlace}, la musique commença, et {name} essaya les tout premiers pas : un pas, deux pas, on tourne… et ça vacille !',
    /studio/,
  ),
  b(
    '{atPlace}, {name} watched every move and counted out loud: one, two, three, and hop!',
    '{atPlace}, {name} regarda chaque geste et compta tout haut : un, deux, trois, et hop !',
    /mirror/,
  ),
];

/** What goes wrong. */
export const DANCE_OOPS: PlacedL[] = [
  b(
    '{atPlace}, {name} turned left when everyone else turned right. Bump! Oops.',
    '{atPlace}, {name} tourna à gauche quand tous les autres tournaient à droite. Boum ! Oups.',
    /studio/,
  ),
  b(
    '{atPlace}, the music went too fast, and {name} could not keep up. Feet everywhere!',
    '{atPlace}, la musique allait trop vite, et {name} n’arrivait pas à suivre. Des pieds partout !',
    /piano/,
  ),
];

/** The dance teacher's tips. */
export const DANCE_TIPS: PlacedL[] = [
  b(
    '{atPlace}, the dance teacher smiled: “Listen to the music, and let your feet follow it.”',
    '{atPlace}, la professeure de danse sourit : « Écoute la musique, et laisse tes pieds la suivre. »',
    /piano/,
  ),
  b(
    '{atPlace}, the dance teacher held {name}’s hands: sway to the left, sway to the right, slowly, to the beat.',
    '{atPlace}, la professeure de danse prit les mains de {name} : on se balance à gauche, à droite, doucement, en rythme.',
    /mirror/,
  ),
];

/** The last practice before the show. */
export const DANCE_REHEARSAL: PlacedL[] = [
  b(
    '{atPlace}, {name} danced the whole dance from start to end, and smiled. It was getting better!',
    '{atPlace}, {name} dansa toute la danse du début à la fin, et sourit. Ça allait de mieux en mieux !',
    /mirror|studio/,
  ),
  b(
    '{atPlace}, it was the last practice before the show. {name} took a deep breath: one, two, three, go!',
    '{atPlace}, c’était la dernière répétition avant le spectacle. {name} respira un grand coup : un, deux, trois, c’est parti !',
    /studio|piano/,
  ),
];

export const DANCE_TURNS: PlacedL[] = [
  b(
    'The curtain opened, the music began, and {name} danced: every step, every turn, every hop! {name} could {skill} at last!',
    'Le rideau s’ouvrit, la musique commença, et {name} dansa : chaque pas, chaque tour, chaque saut ! {name} savait enfin {skill} !',
  ),
];

export const DANCE_ENDINGS: PlacedL[] = [
  b(
    'Everyone in the audience clapped and cheered, and {name} took a big bow. {name} had learned that {lesson}. The end.',
    'Dans la salle, tout le monde applaudit, et {name} fit une grande révérence. {name} avait appris que {lesson}. Fin.',
  ),
];
