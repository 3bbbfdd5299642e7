import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A volleyball match the idea plays ("Emma joins the volleyball team", « Une fille qui adore le volley
 * gagne le match »), told on the court (goal-task-volley.ts): serves into the net, the coach's dig, the
 * team-mates' dig-set-spike, the first set lost, the bench, the ace and the block, match point at the
 * turn. Before, "join the volleyball team" ran through the running track and the swimming pool and
 * "half of the job was done", and « l’équipe de volley » searched for a cup.
 */
const b = step;

export const VOLLEY_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who loved volleyball more than anything.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui aimait le volley plus que tout.{withFriend}',
  ),
];

/** Unless the idea names its own. */
export const VOLLEY_LESSON = {
  en: 'a team that helps each other can do great things',
  fr: 'une équipe où chacun aide les autres peut faire de grandes choses',
};

export const VOLLEY_PROBLEMS: PlacedL[] = [
  b(
    'The big volleyball match was on Saturday, and {name} had one dream: to {task}. But every serve landed in the net.',
    'Le grand match de volley avait lieu samedi, et {name} n’avait qu’un rêve : {task}. Mais chaque service finissait dans le filet.',
  ),
  b(
    '“Saturday is the big match!” said the coach. {name} wanted so much to {task}, but the ball kept slipping between {name}’s arms.',
    '« Samedi, c’est le grand match ! » annonça l’entraîneuse. {name} voulait tant {task}, mais le ballon glissait toujours entre ses bras.',
  ),
];

/** Practice: the serve, the coach's dig, the team's three touches. */
export const VOLLEY_PRACTICE: PlacedL[] = [
  b(
    '{atPlace}, {name} tossed the ball up and hit it with a flat hand. Into the net, again!',
    '{atPlace}, {name} lança le ballon et le frappa du plat de la main. Dans le filet, encore !',
    /service line|ligne de service/,
  ),
  b(
    '{atPlace}, the coach showed the dig: “Arms straight, hands together, and let the ball bounce off your wrists.”',
    '{atPlace}, l’entraîneuse montra la manchette : « Bras tendus, mains jointes, et laisse le ballon rebondir sur tes poignets. »',
    /practice|entraînement/,
  ),
  b(
    '{atPlace}, {name} tried the coach’s tip. Toss, watch, hit… and over the net it went! The very first good serve!',
    '{atPlace}, {name} essaya l’astuce de l’entraîneuse. Lancer, regarder, frapper… et le ballon passa le filet ! Le tout premier bon service !',
    /service line|ligne de service/,
  ),
  b(
    '{atPlace}, the team-mates practised too: dig, set, spike, again and again, until the ball never touched the ground.',
    '{atPlace}, les coéquipières s’entraînèrent aussi : manchette, passe, smash, encore et encore, sans que le ballon touche le sol.',
    /practice|entraînement/,
  ),
];

/** The first set: the other team ahead. */
export const VOLLEY_FIRST_SET: PlacedL[] = [
  b(
    'Saturday at last! {atPlace}, the two teams shook hands under the net, and the referee blew the whistle.',
    'Enfin samedi ! {atPlace}, les deux équipes se serrèrent la main sous le filet, et l’arbitre siffla.',
    /middle|milieu/,
  ),
  b(
    '{atPlace}, a tall girl on the other team jumped and smashed the ball down. Point for the other team!',
    '{atPlace}, une grande joueuse de l’autre équipe sauta et smasha le ballon. Point pour l’autre équipe !',
  ),
  b(
    '{atPlace}, {name} dived for the ball, but it hit the ground just out of reach. The first set was lost!',
    '{atPlace}, {name} plongea vers le ballon, mais il toucha le sol juste hors de portée. Le premier set était perdu !',
  ),
];

/** Between sets: the bench, the coach, the team together. */
export const VOLLEY_BREAK: PlacedL[] = [
  b(
    '{atPlace}, the coach gathered the team: “Nobody plays alone. Dig, set, spike: three touches, one team.”',
    '{atPlace}, l’entraîneuse réunit l’équipe : « Personne ne joue seul. Manchette, passe, smash : trois touches, une équipe. »',
    /bench|banc/,
  ),
  b(
    '{atPlace}, {name} drank some water and tied both shoelaces tight. The match was not over yet.',
    '{atPlace}, {name} but un peu d’eau et resserra ses lacets. Le match n’était pas fini.',
    /bench|banc/,
  ),
  b(
    '{atPlace}, the team stood in a circle and shouted together: “We can do it!”',
    '{atPlace}, l’équipe forma un cercle et cria d’une seule voix : « On peut le faire ! »',
    /referee|arbitre/,
  ),
];

/** The second set: the team's touches, the ace, the block. */
export const VOLLEY_SECOND_SET: PlacedL[] = [
  b(
    '{atPlace}, the ball came fast. {name} dug it up, a team-mate set it high, and another spiked it down. Point!',
    '{atPlace}, le ballon arriva à toute vitesse. {name} fit une manchette, une coéquipière fit la passe, et une autre smasha. Point !',
    /sideline|ligne de côté/,
  ),
  b(
    '{atPlace}, {name} served just as the coach had shown. Over the net, and nobody could reach it. An ace!',
    '{atPlace}, {name} servit comme l’avait montré l’entraîneuse. Par-dessus le filet, et personne ne put le rattraper. Un ace !',
    /sideline|ligne de côté/,
  ),
  b(
    '{atPlace}, {name} jumped with both arms up and blocked the other team’s smash. The scores were level!',
    '{atPlace}, {name} sauta les deux bras levés et bloqua le smash de l’autre équipe. Égalité !',
    /the net|filet/,
  ),
];

export const VOLLEY_TURNS: PlacedL[] = [
  b(
    'Match point… {name} tossed the ball and served. It flew over the net and dropped right in the corner! {name}’s team had won!',
    'Balle de match… {name} lança le ballon et servit. Il passa le filet et tomba pile dans le coin ! L’équipe de {name} avait gagné !',
  ),
  b(
    'Dig, set… and {name} jumped and spiked! The ball hit the ground on the other side: {name}’s team had won the match!',
    'Manchette, passe… et {name} sauta et smasha ! Le ballon toucha le sol de l’autre côté : l’équipe de {name} avait gagné le match !',
  ),
];

/** The idea says the deed ("wins the big match", « gagne le match »): the turn says it done. */
export const VOLLEY_TURNS_DEED: PlacedL[] = [
  b(
    'Match point… {name} tossed the ball and served. It dropped right in the corner! {name} had managed to {taskAgain}!',
    'Balle de match… {name} lança le ballon et servit. Il tomba pile dans le coin ! {name} avait réussi à {taskAgain} !',
  ),
];

export const VOLLEY_ENDINGS: PlacedL[] = [
  b(
    'The team held up a shiny cup, and {name} ducked under the net to shake hands with the other team: “Well played!” {name} had learned that {lesson}. The end.',
    'L’équipe brandit une coupe toute brillante, et {name} passa sous le filet pour serrer la main de l’autre équipe : « Bien joué ! » {name} avait appris que {lesson}. Fin.',
  ),
  b(
    'Everyone got a medal, and the team-mates lifted {name} up high. {name} had learned that {lesson}. The end.',
    'Tout le monde reçut une médaille, et les coéquipières portèrent {name} en triomphe. {name} avait appris que {lesson}. Fin.',
  ),
];
