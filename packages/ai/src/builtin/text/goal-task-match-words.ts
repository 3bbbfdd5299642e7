import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A football match the idea names ("Sam plays a football match with his team", « Léa joue un match
 * de foot ») told as one (text/task-kind.ts): training by the bench, the whistle and a team ahead, a
 * half-time talk, passing in the second half, the winning goal at the turn — all on the pitch (it had
 * moved through a swimming pool and a basketball court). `onlyPlace` keeps each step to its spot.
 */
const b = step;

export const MATCH_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who loved football more than anything.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui aimait le football plus que tout.{withFriend}',
  ),
];

/** Unless the idea names its own. */
export const MATCH_LESSON = {
  en: 'a team is strongest when everyone plays together',
  fr: 'une équipe est plus forte quand tout le monde joue ensemble',
};

export const MATCH_PROBLEMS: PlacedL[] = [
  b(
    'The big match was on Saturday, and {name} had one dream: to {task}. “{todayIsTheDay} to start training,” said {name}.',
    'Le grand match avait lieu samedi, et {name} n’avait qu’un rêve : {task}. « {todayIsTheDay} pour commencer l’entraînement », dit {name}.',
  ),
  b(
    '“Saturday is the big match!” said the coach. {name}’s heart beat fast: {name} wanted so much to {task}.',
    '« Samedi, c’est le grand match ! » annonça l’entraîneur. Le cœur de {name} battait fort : {name} voulait tant {task}.',
  ),
];

/** Getting ready: the drills, the kit. */
export const MATCH_TRAINING: PlacedL[] = [
  b(
    '{atPlace}, {name} practised passing the ball, left foot, right foot, again and again.',
    '{atPlace}, {name} s’entraîna à faire des passes, pied gauche, pied droit, encore et encore.',
    /training/,
  ),
  b(
    '{atPlace}, {name} tied both laces tight and pulled on the team shirt. Number seven!',
    '{atPlace}, {name} serra bien ses lacets et enfila le maillot de l’équipe. Numéro sept !',
    /club house/,
  ),
  b(
    '{atPlace}, the coach set out little cones. {name} dribbled between them without knocking a single one over.',
    '{atPlace}, l’entraîneur aligna de petits plots. {name} dribbla entre eux sans en renverser un seul.',
    /training/,
  ),
  b(
    '{atPlace}, {name} packed a water bottle and shin pads. Everything was ready for Saturday!',
    '{atPlace}, {name} prépara une gourde et des protège-tibias. Tout était prêt pour samedi !',
    /club house/,
  ),
  b(
    '{atPlace}, {name} bounced the ball on one knee: one, two, three… eleven times!',
    '{atPlace}, {name} jongla avec le ballon sur un genou : un, deux, trois… onze fois !',
    /training/,
  ),
  b(
    '{atPlace}, the coach showed {name} how to stop the ball with the inside of the foot. Soft, like a cushion.',
    '{atPlace}, l’entraîneur montra à {name} comment arrêter le ballon avec l’intérieur du pied. Tout doux, comme un coussin.',
    /training/,
  ),
  b(
    '{atPlace}, {name} practised shots at the empty goal: bang, bang, and one right in the corner!',
    '{atPlace}, {name} s’exerça à tirer dans le but vide : pan, pan, et un en plein dans le coin !',
    /training/,
  ),
];

/** The first half: the whistle, a miss, a fall, a goal against. */
export const MATCH_FIRST_HALF: PlacedL[] = [
  b(
    'The whistle blew, and the match began! {atPlace}, the other team ran so fast that {name} could hardly reach the ball.',
    'Coup de sifflet : le match commença ! {atPlace}, l’autre équipe courait si vite que {name} touchait à peine le ballon.',
    /middle/,
  ),
  b(
    'Goal for the other team! {atPlace}, {name}’s team was one goal behind.',
    'But pour l’autre équipe ! {atPlace}, l’équipe de {name} avait un but de retard.',
    /goal/,
  ),
  b(
    '{atPlace}, {name} ran for the ball, but a tall player got there first.',
    '{atPlace}, {name} courut vers le ballon, mais un grand joueur arriva le premier.',
    /middle/,
  ),
  b(
    '{atPlace}, {name} took a mighty kick… and the ball flew high over the goal. Oh no!',
    '{atPlace}, {name} tira de toutes ses forces… et le ballon passa bien au-dessus du but. Oh non !',
    /goal/,
  ),
  b(
    '{atPlace}, {name} slipped on the grass and landed with a bump. A teammate held out a hand.',
    '{atPlace}, {name} glissa sur l’herbe et tomba sur les fesses. Un coéquipier lui tendit la main.',
    /middle/,
  ),
  b(
    '{atPlace}, {name} dived for the ball and missed it by a whisker. So close!',
    '{atPlace}, {name} plongea vers le ballon et le manqua d’un cheveu. Si près !',
    /goal/,
  ),
];

/** Half-time: the coach's word, a breath, an idea. */
export const MATCH_HALF_TIME: PlacedL[] = [
  b(
    'Half-time! {atPlace}, the coach gathered everyone: “Pass to each other. Together we are stronger.”',
    'Mi-temps ! {atPlace}, l’entraîneur rassembla tout le monde : « Faites-vous des passes. Ensemble, on est plus forts. »',
    /bench/,
  ),
  b(
    '{atPlace}, {name} had an idea and whispered it to the team. Everyone nodded.',
    '{atPlace}, {name} eut une idée et la chuchota à l’équipe. Tout le monde hocha la tête.',
    /halfway/,
  ),
  b(
    '{atPlace}, {name} ate a slice of orange. Sweet and juicy: just what a player needs!',
    '{atPlace}, {name} croqua un quartier d’orange. Sucré et juteux : exactement ce qu’il faut pour jouer !',
    /bench/,
  ),
  b(
    '{atPlace}, the team put their hands together: “One, two, three… TEAM!”',
    '{atPlace}, l’équipe posa les mains les unes sur les autres : « Un, deux, trois… ÉQUIPE ! »',
    /halfway/,
  ),
  b(
    '{atPlace}, {name} drank some water and caught a breath. The second half was about to start.',
    '{atPlace}, {name} but un peu d’eau et reprit son souffle. La deuxième mi-temps allait commencer.',
    /bench/,
  ),
];

/** The second half: passing, the crowd, a run. */
export const MATCH_SECOND_HALF: PlacedL[] = [
  b(
    '{atPlace}, a teammate was all alone. {name} saw it and passed the ball just in time.',
    '{atPlace}, un coéquipier était tout seul. {name} le vit et lui passa le ballon juste à temps.',
    /touchline/,
  ),
  b(
    '{atPlace}, {name} passed the ball instead of keeping it, and a teammate scored! One all!',
    '{atPlace}, {name} fit une passe au lieu de garder le ballon, et un coéquipier marqua ! Un partout !',
    /touchline|penalty/,
  ),
  b(
    '{atPlace}, the crowd cheered: “Go, {name}, go!” Only a few minutes were left.',
    '{atPlace}, la foule encourageait : « Allez, {name}, allez ! » Il ne restait que quelques minutes.',
    /touchline/,
  ),
  b(
    '{atPlace}, {name} ran and ran with the ball, past one player, then another.',
    '{atPlace}, {name} courut, courut avec le ballon, dépassa un joueur, puis un autre.',
    /penalty/,
  ),
  b(
    '{atPlace}, the other team’s goalkeeper caught {name}’s shot. Not yet, but nearly!',
    '{atPlace}, le gardien de l’autre équipe attrapa le tir de {name}. Pas encore, mais presque !',
    /penalty/,
  ),
  b(
    '{atPlace}, {name} looked at the clock: one minute left. Now or never!',
    '{atPlace}, {name} regarda l’horloge : plus qu’une minute. C’est maintenant ou jamais !',
    /penalty|touchline/,
  ),
];

export const MATCH_TURNS: PlacedL[] = [
  b(
    'One last chance… {name} kicked, and the ball flew into the corner of the net. GOAL! {name}’s team had won!',
    'Une dernière chance… {name} tira, et le ballon fila dans le coin du filet. BUT ! L’équipe de {name} avait gagné !',
  ),
  b(
    'A pass, a run, a kick… GOAL! The final whistle blew: {name}’s team had won the match! Everyone cheered.',
    'Une passe, une course, un tir… BUT ! Le coup de sifflet final retentit : l’équipe de {name} avait gagné le match ! Tout le monde applaudit.',
  ),
];

/** The idea says the deed ("scores the winning goal", « marque le but de la victoire »): the turn says it done. */
export const MATCH_TURNS_DEED: PlacedL[] = [
  b(
    'One last chance… {name} kicked, and the ball flew into the corner of the net. GOAL! {name} had managed to {taskAgain}!',
    'Une dernière chance… {name} tira, et le ballon fila dans le coin du filet. BUT ! {name} avait réussi à {taskAgain} !',
  ),
  b(
    'A pass, a run, a kick… GOAL! The final whistle blew, and everyone cheered: {name} had managed to {taskAgain}!',
    'Une passe, une course, un tir… BUT ! Le coup de sifflet final retentit, et tout le monde applaudit : {name} avait réussi à {taskAgain} !',
  ),
];

export const MATCH_ENDINGS: PlacedL[] = [
  b(
    'The team held up a shiny cup, and {name} shook hands with the other team: “Well played, all of you!” {name} had learned that {lesson}. The end.',
    'L’équipe brandit une coupe toute brillante, et {name} serra la main de l’autre équipe : « Bien joué, vous aussi ! » {name} avait appris que {lesson}. Fin.',
  ),
  b(
    'Everyone got a medal, and {name} went to tell the other team: “You played so well. See you next match!” {name} had learned that {lesson}. The end.',
    'Tout le monde reçut une médaille, et {name} alla dire à l’autre équipe : « Vous avez super bien joué. À la prochaine ! » {name} avait appris que {lesson}. Fin.',
  ),
];
