import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A child who loves gymnastics ("A girl who loves gymnastics", « Une petite gymnaste »: goal-task-gym.ts):
 * the leotard and the warm-up, the forward roll on the mat, the crooked cartwheels and the wobbly beam,
 * the coach's straight line and steady hand, the routine at the competition at the turn and the medal
 * at the end. Before, the idea was a trophy hunt across the running track and the swimming pool.
 */
const b = step;

export const GYM_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who loved gymnastics more than anything and did cartwheels everywhere.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui adorait la gym plus que tout et faisait la roue partout.{withFriend}',
  ),
];

/** Unless the idea names its own. */
export const GYM_LESSON = {
  en: 'every fall teaches you something, as long as you get back up and try again',
  fr: 'chaque chute apprend quelque chose, du moment qu’on se relève et qu’on réessaie',
};

export const GYM_PROBLEMS: PlacedL[] = [
  b(
    'The gymnastics competition was in two weeks, and {name} had to show a routine. But every cartwheel ended in a crooked heap.',
    'La compétition de gym avait lieu dans deux semaines, et {name} devait présenter un enchaînement. Mais chaque roue finissait de travers.',
  ),
  b(
    '“Everyone shows a routine at the competition!” said the coach. {name} dreamt of crossing the beam without a wobble, but it was so high and so narrow.',
    '« À la compétition, chacun présente son enchaînement ! » annonça l’entraîneuse. {name} rêvait de traverser la poutre sans trembler, mais elle était si haute et si étroite.',
  ),
];

/** Getting ready: the leotard, the warm-up, the forward roll. */
export const GYM_READY: PlacedL[] = [
  b(
    '{atPlace}, {name} slipped on a sparkly leotard and took off both socks: gymnasts train barefoot.',
    '{atPlace}, {name} enfila un justaucorps pailleté et retira ses chaussettes : en gym, on s’entraîne pieds nus.',
    /changing|vestiaire/,
  ),
  b(
    '{atPlace}, the class warmed up: arms round like windmills, knees up high, and a big stretch to the ceiling.',
    '{atPlace}, la classe s’échauffa : des moulinets avec les bras, les genoux bien hauts et un grand étirement vers le plafond.',
    /door|entrée/,
  ),
  b(
    '{atPlace}, {name} did a forward roll, chin tucked in, and came up smiling.',
    '{atPlace}, {name} fit une roulade avant, le menton rentré, et se releva en souriant.',
    /door|entrée/,
  ),
];

/** What goes wrong: the beam, the cartwheel, the big ones. */
export const GYM_FALLS: PlacedL[] = [
  b(
    '{atPlace}, {name} climbed onto the beam, took one step, two steps… and wobbled off onto the mat!',
    '{atPlace}, {name} monta sur la poutre, fit un pas, deux pas… et bascula sur le tapis !',
    /beam|poutre/,
  ),
  b(
    '{atPlace}, {name} tried a cartwheel, but the legs went every which way, and {name} landed in a heap.',
    '{atPlace}, {name} tenta une roue, mais les jambes partirent dans tous les sens, et {name} atterrit en boule.',
    /big mat|grand tapis/,
  ),
  b(
    '{atPlace}, {name} watched the big ones flip and spin. Would {name} ever be that good?',
    '{atPlace}, {name} regarda les plus grands faire des saltos et des pirouettes. Est-ce que {name} y arriverait un jour ?',
    /big mat|grand tapis/,
  ),
];

/** The coach's hand: the straight line for the cartwheel, the steady hand on the beam. */
export const GYM_COACH: PlacedL[] = [
  b(
    '{atPlace}, the coach drew a straight line on the mat: “Hands on the line, one, two, then feet, three, four. Like a wheel!”',
    '{atPlace}, l’entraîneuse traça une ligne droite sur le tapis : « Les mains sur la ligne, un, deux, puis les pieds, trois, quatre. Comme une roue ! »',
    /blue mat|tapis bleu/,
  ),
  b(
    '{atPlace}, {name} tried again: hand, hand, foot, foot… a straight cartwheel, the very first one!',
    '{atPlace}, {name} réessaya : main, main, pied, pied… une roue bien droite, la toute première !',
    /blue mat|tapis bleu/,
  ),
  b(
    '{atPlace}, the coach held {name}’s hand: “Look at the end of the beam, not at your feet.” Step by step, {name} crossed it.',
    '{atPlace}, l’entraîneuse tint la main de {name} : « Regarde le bout de la poutre, pas tes pieds. » Pas à pas, {name} la traversa.',
    /beam|poutre/,
  ),
];

/** Practice up to the competition. */
export const GYM_PRACTICE: PlacedL[] = [
  b(
    '{atPlace}, {name} practised the routine at every lesson: the roll, the cartwheel, the beam, and arms up at the end.',
    '{atPlace}, {name} répéta son enchaînement à chaque cours : la roulade, la roue, la poutre, et les bras levés à la fin.',
    /bars|barres/,
  ),
  b(
    '{atPlace}, {name} slipped off the beam once more, laughed, and climbed straight back up.',
    '{atPlace}, {name} glissa encore une fois de la poutre, éclata de rire et remonta aussitôt.',
    /bars|barres/,
  ),
  b(
    '{atPlace}, the big day had come: the competition! {name} waited to be called, heart beating fast.',
    '{atPlace}, le grand jour était arrivé : la compétition ! {name} attendait son tour, le cœur battant.',
    /bench|banc/,
  ),
];

/** The routine at the competition. */
export const GYM_TURNS: PlacedL[] = [
  b(
    'Roll, cartwheel, three steps on the beam… and arms up! {name} had done the whole routine without a single fall!',
    'Roulade, roue, trois pas sur la poutre… et les bras levés ! {name} avait fait tout son enchaînement sans tomber une seule fois !',
  ),
  b(
    '{name} did every move, one after the other, then raised both arms high. The judges smiled and clapped!',
    '{name} enchaîna chaque figure, l’une après l’autre, puis leva les bras bien haut. Les juges sourirent et applaudirent !',
  ),
];

/** The medal. */
export const GYM_ENDINGS: PlacedL[] = [
  b(
    'The coach hung a shiny medal around {name}’s neck, and the whole gym cheered. {name} had learned that {lesson}. The end.',
    'L’entraîneuse passa une médaille toute brillante au cou de {name}, et tout le gymnase applaudit. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    '{name} cartwheeled all the way home, a shiny medal round {name}’s neck. {name} had learned that {lesson}. The end.',
    '{name} rentra à la maison en faisant la roue, une médaille toute brillante autour du cou. {name} avait appris que {lesson}. Fin.',
  ),
];
