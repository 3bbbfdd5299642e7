import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A tennis match the idea plays ("A girl who loves tennis wins the big game", « Une fille qui adore le
 * tennis gagne le tournoi »), told on the court (goal-task-tennis.ts): serves into the net, the coach's
 * tip, the first set lost, the bench between sets, the long rally, match point at the turn and a
 * handshake at the net at the end. Before, "win the big game" ran through the pool and the football
 * pitch ("Mia ran, aimed… and did it!"). One player against one: no team-mates, the other player.
 */
const b = step;

export const TENNIS_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who loved tennis more than anything.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui aimait le tennis plus que tout.{withFriend}',
  ),
];

/** Unless the idea names its own. */
export const TENNIS_LESSON = {
  en: 'a point lost is only a chance to try again',
  fr: 'un point perdu, c’est juste une chance de réessayer',
};

export const TENNIS_PROBLEMS: PlacedL[] = [
  b(
    'The big tennis match was on Saturday, and {name} had one dream: to {task}. But the serves kept landing in the net.',
    'Le grand match de tennis avait lieu samedi, et {name} n’avait qu’un rêve : {task}. Mais les services finissaient toujours dans le filet.',
  ),
  b(
    '“Saturday is the big match!” said the coach. {name} wanted so much to {task}, but the ball kept flying out.',
    '« Samedi, c’est le grand match ! » annonça l’entraîneuse. {name} voulait tant {task}, mais la balle sortait toujours.',
  ),
];

/** Practice: the serve, the racket, the coach's tip. */
export const TENNIS_PRACTICE: PlacedL[] = [
  b(
    '{atPlace}, {name} threw the ball up high and swung the racket. Into the net, again!',
    '{atPlace}, {name} lança la balle bien haut et frappa avec sa raquette. Dans le filet, encore !',
    /baseline|ligne de fond/,
  ),
  b(
    '{atPlace}, {name} practised the forehand, then the backhand, a hundred times each.',
    '{atPlace}, {name} s’entraîna au coup droit, puis au revers, cent fois chacun.',
    /baseline|ligne de fond/,
  ),
  b(
    '{atPlace}, the coach shared a tip: “Watch the ball right onto the strings of your racket.”',
    '{atPlace}, l’entraîneuse donna une astuce : « Regarde la balle jusqu’aux cordes de ta raquette. »',
    /practice court|court d’entraînement/,
  ),
];

/** The first set: the other player ahead. */
export const TENNIS_FIRST_SET: PlacedL[] = [
  b(
    'Saturday at last! {atPlace}, {name} shook hands with the other player, and the match began.',
    'Enfin samedi ! {atPlace}, {name} serra la main de l’adversaire, et le match commença.',
    /the net|filet/,
  ),
  b(
    '{atPlace}, {name} ran up close, but the ball flew high over {name}’s head. Point lost!',
    '{atPlace}, {name} s’avança tout près, mais la balle passa bien au-dessus de sa tête. Point perdu !',
    /the net|filet/,
  ),
  b(
    '{atPlace}, the other player served so fast that {name} could hardly see the ball. The first set was lost!',
    '{atPlace}, l’adversaire servait si vite que {name} voyait à peine la balle. Le premier set était perdu !',
    /service box|carré de service/,
  ),
];

/** Between sets: the bench, the coach, a drink. */
export const TENNIS_BREAK: PlacedL[] = [
  b(
    '{atPlace}, {name} drank some water. The coach whispered: “Don’t hit harder. Hit where the other player is not.”',
    '{atPlace}, {name} but un peu d’eau. L’entraîneuse chuchota : « Ne tape pas plus fort. Vise là où l’adversaire n’est pas. »',
    /bench|banc/,
  ),
  b(
    '{atPlace}, {name} wiped the handle of the racket and looked at the court: the match was not over yet.',
    '{atPlace}, {name} essuya le manche de sa raquette et regarda le court : le match n’était pas fini.',
    /bench|banc/,
  ),
  b(
    '{atPlace}, the umpire called out the score. {name} took a deep breath: one point at a time.',
    '{atPlace}, l’arbitre annonça le score. {name} respira un grand coup : un point après l’autre.',
    /umpire|arbitre/,
  ),
];

/** The second set: the long rally, catching up. */
export const TENNIS_SECOND_SET: PlacedL[] = [
  b(
    '{atPlace}, the ball went back and forth, back and forth, over the net. Then {name} aimed for the corner… point!',
    '{atPlace}, la balle passa et repassa au-dessus du filet, encore et encore. Puis {name} visa le coin… point !',
    /sideline|ligne de côté/,
  ),
  b(
    '{atPlace}, {name} served just where the other player was not, as the coach had said. An ace!',
    '{atPlace}, {name} servit juste là où l’adversaire n’était pas, comme l’avait dit l’entraîneuse. Un as !',
    /sideline|ligne de côté/,
  ),
  b(
    '{atPlace}, {name} ran and stretched and reached the ball just in time. The score was even!',
    '{atPlace}, {name} courut, tendit le bras et rattrapa la balle juste à temps. Égalité !',
    /far end|fond du court/,
  ),
];

export const TENNIS_TURNS: PlacedL[] = [
  b(
    'Match point… {name} threw the ball up high and served. The other player could not reach it! {name} had managed to {taskAgain}!',
    'Balle de match… {name} lança la balle bien haut et servit. L’adversaire ne put pas la rattraper ! {name} avait réussi à {taskAgain} !',
  ),
  b(
    'One last rally, one last swing of the racket… and the ball landed right on the line! {name} had managed to {taskAgain}!',
    'Un dernier échange, un dernier coup de raquette… et la balle tomba pile sur la ligne ! {name} avait réussi à {taskAgain} !',
  ),
];

export const TENNIS_ENDINGS: PlacedL[] = [
  b(
    '{name} held up a shiny cup, and shook hands with the other player at the net: “Well played!” {name} had learned that {lesson}. The end.',
    '{name} brandit une coupe toute brillante et serra la main de l’adversaire au filet : « Bien joué ! » {name} avait appris que {lesson}. Fin.',
  ),
  b(
    '{name} got a medal, and told the other player: “You played so well. See you next time!” {name} had learned that {lesson}. The end.',
    '{name} reçut une médaille et dit à l’adversaire : « Tu as super bien joué. À la prochaine ! » {name} avait appris que {lesson}. Fin.',
  ),
];
