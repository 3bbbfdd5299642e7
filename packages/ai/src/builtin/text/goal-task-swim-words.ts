import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A swimming race the idea names ("Ava trains for her first swimming race", « Léa prépare sa première
 * course de natation ») told as one (text/task-kind.ts): lengths with a float, water up the nose, the
 * coach's tip, the race itself lane by lane, the wall touched at the turn — all at the pool (it had
 * moved through a football pitch and a basketball court). `onlyPlace` keeps each step to its spot.
 */
const b = step;

export const SWIM_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who was happiest in the water, splashing like a little fish.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui adorait l’eau plus que tout et y barbotait comme un petit poisson.{withFriend}',
  ),
];

/** Unless the idea names its own. */
export const SWIM_LESSON = {
  en: 'every length you swim makes you a little stronger',
  fr: 'chaque longueur nagée rend un peu plus fort',
};

export const SWIM_PROBLEMS: PlacedL[] = [
  b(
    'The big swimming race was on Saturday, and {name} had one dream: to {task}. “{todayIsTheDay} to start training,” said {name}.',
    'La grande course de natation avait lieu samedi, et {name} n’avait qu’un rêve : {task}. « {todayIsTheDay} pour commencer l’entraînement », dit {name}.',
  ),
  b(
    '“On Saturday, it’s the swimming race!” said the coach. {name}’s heart beat fast: {name} wanted so much to {task}.',
    '« Samedi, c’est la course de natation ! » annonça l’entraîneur. Le cœur de {name} battait fort : {name} voulait tant {task}.',
  ),
];

/** Training: the float, the bubbles, the arms. */
export const SWIM_TRAINING: PlacedL[] = [
  b(
    '{atPlace}, {name} held a float and kicked and kicked: splish, splash, all the way to the other end.',
    '{atPlace}, {name} tint une planche et battit des pieds, encore et encore : plouf, plouf, jusqu’à l’autre bout.',
    /shallow|lane/,
  ),
  b(
    '{atPlace}, {name} practised blowing bubbles under the water: breathe in, blow out, breathe in.',
    '{atPlace}, {name} s’entraîna à faire des bulles sous l’eau : on inspire, on souffle, on inspire.',
    /shallow/,
  ),
  b(
    '{atPlace}, {name} pulled on a swimming cap and goggles. Ready to swim!',
    '{atPlace}, {name} enfila un bonnet de bain et des lunettes. C’est parti !',
    /bench/,
  ),
  b(
    '{atPlace}, the coach showed {name} how to reach far with each arm, like a windmill turning in the water.',
    '{atPlace}, l’entraîneur montra à {name} comment tendre loin chaque bras, comme un moulin qui tourne dans l’eau.',
    /lane/,
  ),
  b(
    '{atPlace}, {name} swam one whole length without stopping. Then another!',
    '{atPlace}, {name} nagea toute une longueur sans s’arrêter. Puis une autre !',
    /lane/,
  ),
];

/** What goes wrong: water up the nose, the cold, the goggles. */
export const SWIM_TROUBLES: PlacedL[] = [
  b(
    '{atPlace}, {name} swallowed a big gulp of water and came up coughing. Pfff! Not so easy.',
    '{atPlace}, {name} but la tasse et remonta en toussant. Pfff ! Pas si facile.',
    /lane/,
  ),
  b(
    '{atPlace}, the water felt so cold that {name} shivered from head to toe. Brrr!',
    '{atPlace}, l’eau semblait si froide que {name} frissonna de la tête aux pieds. Brrr !',
    /shallow/,
  ),
  b(
    '{atPlace}, {name}’s goggles filled with water, and everything went blurry. Stop, empty, and start again.',
    '{atPlace}, les lunettes de {name} se remplirent d’eau, et tout devint flou. Stop, on vide, et on repart.',
    /lane/,
  ),
  b(
    '{atPlace}, {name} looked down at the water and felt a little wobbly. It looked so deep!',
    '{atPlace}, {name} regarda l’eau d’en haut et sentit ses jambes trembler. Ça avait l’air si profond !',
    /blocks/,
  ),
  b(
    '{atPlace}, {name} got tired halfway down the lane and had to hold on to the rope.',
    '{atPlace}, {name} se fatigua au milieu de la ligne et dut s’accrocher à la corde.',
    /lane/,
  ),
];

/** A hand: the coach's tip, a friend, a rest. */
export const SWIM_HELP: PlacedL[] = [
  b(
    '{atPlace}, the coach smiled: “Don’t fight the water. Glide, like a dolphin.” {name} tried, and it worked!',
    '{atPlace}, l’entraîneur sourit : « Ne te bats pas contre l’eau. Glisse, comme un dauphin. » {name} essaya, et ça marcha !',
    /bench|lane/,
  ),
  b(
    '{atPlace}, {name} wrapped up in a big towel and drank some water. Tomorrow, one more length.',
    '{atPlace}, {name} s’enroula dans une grande serviette et but un peu d’eau. Demain, une longueur de plus.',
    /bench/,
  ),
  b(
    '{atPlace}, {name} learned to push off from the wall with both feet, and shot forward like an arrow.',
    '{atPlace}, {name} apprit à pousser sur le mur avec les deux pieds, et fila comme une flèche.',
    /lane/,
  ),
  b(
    '{atPlace}, an older swimmer showed {name} a secret: “Look at the line on the bottom. It shows you the way.”',
    '{atPlace}, une grande nageuse confia un secret à {name} : « Regarde la ligne au fond. Elle te montre le chemin. »',
    /lane/,
  ),
];

/** The race: the blocks, the whistle, the lanes. */
export const SWIM_RACE: PlacedL[] = [
  b(
    'Saturday at last! {atPlace}, {name} stood in line with the other swimmers, toes curled over the edge.',
    'Enfin samedi ! {atPlace}, {name} se plaça avec les autres nageurs, les orteils au bord du plot.',
    /blocks/,
  ),
  b(
    'The whistle blew! {atPlace}, {name} dived in with a great big splash and swam as fast as possible.',
    'Coup de sifflet ! {atPlace}, {name} plongea dans une grande gerbe d’eau et nagea aussi vite que possible.',
    /blocks|lane/,
  ),
  b(
    '{atPlace}, the crowd cheered: “Go, {name}, go!” Kick, pull, breathe. Kick, pull, breathe.',
    '{atPlace}, la foule encourageait : « Allez, {name}, allez ! » Battre, tirer, respirer. Battre, tirer, respirer.',
    /lane/,
  ),
  b(
    '{atPlace}, {name} touched the wall, turned and pushed off again. Only one more length to go!',
    '{atPlace}, {name} toucha le mur, fit demi-tour et repartit. Plus qu’une longueur !',
    /lane/,
  ),
];

export const SWIM_TURNS: PlacedL[] = [
  b(
    'One last stroke… {name} touched the wall! Breathless and smiling, {name} had swum a whole race, all the way to the end!',
    'Une dernière brasse… {name} toucha le mur ! Le souffle court et le sourire aux lèvres, {name} avait nagé toute la course, jusqu’au bout !',
  ),
  b(
    'Kick, pull, breathe… and the wall! {name} popped up out of the water: a whole race, swum all the way! Everyone cheered.',
    'Battre, tirer, respirer… et le mur ! {name} sortit la tête de l’eau : toute une course, nagée jusqu’au bout ! Tout le monde applaudit.',
  ),
];

export const SWIM_ENDINGS: PlacedL[] = [
  b(
    'That evening, wrapped in a warm towel, {name} held up a shiny medal. {name} had learned that {lesson}. The end.',
    'Ce soir-là, bien au chaud dans une grande serviette, {name} montra une belle médaille. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    'That night, {name} fell asleep with wet hair and a big smile, dreaming of the next race. {name} had learned that {lesson}. The end.',
    'Cette nuit-là, {name} s’endormit les cheveux encore mouillés et un grand sourire aux lèvres, en rêvant de la prochaine course. {name} avait appris que {lesson}. Fin.',
  ),
];
