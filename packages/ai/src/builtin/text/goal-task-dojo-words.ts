import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A martial art learnt at the dojo ("Nina learns karate", « Nina apprend le judo »: goal-task-dojo.ts):
 * the white belt that comes undone, bowing onto the mat, the falls that bump, the teacher's safe fall,
 * the first {move}, the belt test at the turn and the new yellow belt at the end. Before, the idea was a
 * trophy hunt across the basketball court and the pool (« Nina avait un grand rêve : trouver une coupe »).
 */
const b = step;

export const DOJO_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who wanted to learn {art} more than anything.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui rêvait plus que tout d’apprendre {art}.{withFriend}',
  ),
];

/** Unless the idea names its own. */
export const DOJO_LESSON = {
  en: 'falling down is part of learning, as long as you get back up',
  fr: 'tomber fait partie d’apprendre, du moment qu’on se relève',
};

export const DOJO_PROBLEMS: PlacedL[] = [
  b(
    'It was {name}’s very first {artBare} lesson. {name} put on a white {gi} and tied the white belt, but the knot kept coming undone.',
    'C’était le tout premier cours de {artBare} de {name}. {name} enfila un {gi} blanc et noua la ceinture blanche, mais le nœud se défaisait sans cesse.',
  ),
  b(
    '“In a few weeks, the belt test!” said the teacher. {name} wanted the yellow belt so much, but the others all seemed to know every move already.',
    '« Dans quelques semaines, le passage de ceinture ! » annonça le professeur. {name} rêvait de la ceinture jaune, mais les autres semblaient déjà connaître tous les gestes.',
  ),
];

/** Getting ready: the shoes off, the bow, the belt tied. */
export const DOJO_READY: PlacedL[] = [
  b(
    '{atPlace}, {name} took off both shoes and bowed before stepping onto the mat, just as the others did.',
    '{atPlace}, {name} retira ses chaussures et salua avant de monter sur le tatami, comme les autres.',
    /door|porte/,
  ),
  b(
    '{atPlace}, {name} crossed the jacket of the {gi}, left side on top, and tied the white belt with a big knot.',
    '{atPlace}, {name} croisa la veste du {gi}, le côté gauche par-dessus, et noua la ceinture blanche d’un gros nœud.',
    /changing|vestiaire/,
  ),
  b(
    '{atPlace}, the teacher bowed to the class, and the class bowed back: the lesson could begin.',
    '{atPlace}, le professeur salua la classe, et la classe le salua à son tour : le cours pouvait commencer.',
    /door|porte/,
  ),
];

/** What goes wrong: the bumps, the wobbles, the big ones' belts. */
export const DOJO_BUMPS: PlacedL[] = [
  b(
    '{atPlace}, the first thing to learn was how to fall. {name} rolled over… and landed with a big bump!',
    '{atPlace}, la première chose à apprendre, c’était de tomber. {name} roula… et atterrit avec un gros boum !',
  ),
  b(
    '{atPlace}, {name} tried {aMove}, but wobbled, and wobbled… and sat down on the mat with a bump.',
    '{atPlace}, {name} essaya {aMove}, mais vacilla, vacilla… et finit sur les fesses.',
  ),
  b(
    '{atPlace}, {name} watched the big ones with their yellow and orange belts. Would {name} ever be that good?',
    '{atPlace}, {name} regarda les grands, avec leurs ceintures jaunes et orange. Est-ce que {name} y arriverait un jour ?',
  ),
];

/** The teacher's hand: the safe fall, the belts one by one. */
export const DOJO_TEACHER: PlacedL[] = [
  b(
    '{atPlace}, the teacher showed {name} how to fall: “Tuck your chin in, round your back, and slap the mat with your arm.”',
    '{atPlace}, le professeur montra à {name} comment tomber : « Rentre le menton, arrondis le dos et tape le tatami avec le bras. »',
    /middle|milieu/,
  ),
  b(
    '{atPlace}, {name} tried again: chin in, back round, slap! A soft, safe fall, and not a bump at all.',
    '{atPlace}, {name} réessaya : menton rentré, dos rond, et clac ! Une chute toute douce, sans le moindre boum.',
    /middle|milieu/,
  ),
  b(
    '{atPlace}, the teacher pointed at the belts: white, yellow, orange, green… “Each one in its turn, step by step.”',
    '{atPlace}, le professeur montra les ceintures : blanche, jaune, orange, verte… « Chacune à son tour, pas à pas. »',
    /belts|ceintures/,
  ),
];

/** Practice up to the test. */
export const DOJO_PRACTICE: PlacedL[] = [
  b(
    '{atPlace}, {name} practised {theMove} at every lesson, slowly at first, then faster and faster.',
    '{atPlace}, {name} s’entraîna {atMove} à chaque cours, lentement d’abord, puis de plus en plus vite.',
    /mirror|miroir/,
  ),
  b(
    '{atPlace}, a partner bowed to {name}, and {name} bowed back. {name} was not shy any more.',
    '{atPlace}, un partenaire salua {name}, et {name} le salua à son tour. {name} n’avait plus peur du tout.',
    /mirror|miroir/,
  ),
  b(
    '{atPlace}, the big day had come: the belt test! {name} bowed to the teachers, heart beating fast.',
    '{atPlace}, le grand jour était arrivé : le passage de ceinture ! {name} salua les professeurs, le cœur battant.',
    /big mat|grand tatami/,
  ),
];

/** The belt test. */
export const DOJO_TURNS: PlacedL[] = [
  b(
    'Bow, step, {move}… perfect! The teacher smiled: {name} had passed the belt test!',
    'Salut, pas, {move}… parfait ! Le professeur sourit : {name} avait réussi le passage de ceinture !',
  ),
  b(
    '{name} showed every move, one after the other, then bowed. “Well done,” said the teacher. {name} had passed the test!',
    '{name} montra chaque geste, l’un après l’autre, puis salua. « Bravo », dit le professeur. {name} avait réussi le passage de ceinture !',
  ),
];

/** The new belt. */
export const DOJO_ENDINGS: PlacedL[] = [
  b(
    'The teacher tied a brand-new yellow belt around {name}’s white {gi}, and everyone bowed and clapped. {name} had learned that {lesson}. The end.',
    'Le professeur noua une toute nouvelle ceinture jaune sur le {gi} blanc de {name}, et tout le monde salua et applaudit. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    '{name} ran home with the new yellow belt to show everyone. {name} had learned that {lesson}. The end.',
    '{name} courut montrer sa nouvelle ceinture jaune à tout le monde. {name} avait appris que {lesson}. Fin.',
  ),
];
