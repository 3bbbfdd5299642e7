import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * An ice hockey match the idea plays ("Lucas plays in the big hockey match", « Le grand match de hockey de
 * Lucas »), told on the frozen rink (goal-task-hockey.ts): skates laced, the coach's push and glide, the
 * puck dropped, the other team's goal and the slide into the boards, the bench, the passes, the winning
 * shot at the turn. Before, the match was played on the basketball court and at the swimming pool
 * ("Lucas ran, aimed… and did it!") and « le grand match de hockey » searched for a cup.
 */
const b = step;

export const HOCKEY_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who loved ice hockey more than anything.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui aimait le hockey sur glace plus que tout.{withFriend}',
  ),
];

/** Unless the idea names its own. */
export const HOCKEY_LESSON = {
  en: 'a team that passes to each other goes further than anyone alone',
  fr: 'une équipe qui se fait des passes va plus loin que chacun tout seul',
};

export const HOCKEY_PROBLEMS: PlacedL[] = [
  b(
    'Saturday was coming, and {name} had one dream: to {task}. But on the ice, {name} kept wobbling, and the puck kept slipping away.',
    'Samedi approchait, et {name} n’avait qu’un rêve : {task}. Mais sur la glace, {name} vacillait sans cesse, et le palet filait toujours.',
  ),
  b(
    '“Saturday is the big match!” said the coach. {name} wanted so much to {task}, but every shot went wide of the goal.',
    '« Samedi, c’est le grand match ! » annonça l’entraîneur. {name} voulait tant {task}, mais chaque tir passait à côté du but.',
  ),
];

/** Practice: the skates, the coach's push and glide, the passes. */
export const HOCKEY_PRACTICE: PlacedL[] = [
  b(
    '{atPlace}, {name} laced up the skates, pulled on the helmet and the big gloves, and picked up the stick.',
    '{atPlace}, {name} laça ses patins, enfila le casque et les gros gants, et prit sa crosse.',
    /changing|vestiaire/,
  ),
  b(
    '{atPlace}, the coach showed how to skate: “Knees bent, push to the side, glide… push, glide!”',
    '{atPlace}, l’entraîneur montra comment patiner : « Genoux pliés, pousse sur le côté, glisse… pousse, glisse ! »',
    /gate|porte/,
  ),
  b(
    '{atPlace}, {name} tried the coach’s tip. Push, glide, push, glide… and across the ice {name} went, without a wobble!',
    '{atPlace}, {name} essaya l’astuce de l’entraîneur. Pousse, glisse, pousse, glisse… et {name} traversa la glace sans vaciller !',
    /gate|porte/,
  ),
  b(
    '{atPlace}, the team-mates practised passing: the puck went from stick to stick, tap, tap, tap.',
    '{atPlace}, les coéquipiers s’entraînèrent aux passes : le palet allait de crosse en crosse, tac, tac, tac.',
    /gate|porte/,
  ),
];

/** The first period: the other team ahead. */
export const HOCKEY_FIRST_PERIOD: PlacedL[] = [
  b(
    'Saturday at last! {atPlace}, the referee dropped the puck between two sticks, and the match began.',
    'Enfin samedi ! {atPlace}, l’arbitre lâcha le palet entre deux crosses, et le match commença.',
    /middle|milieu/,
  ),
  b(
    '{atPlace}, a big player on the other team swept the puck away and shot. A goal for the other team!',
    '{atPlace}, un grand joueur de l’autre équipe rafla le palet et tira. But pour l’autre équipe !',
    /boards|bande/,
  ),
  b(
    '{atPlace}, {name} chased the puck, slipped, and slid all the way across the ice. Bump!',
    '{atPlace}, {name} fila après le palet, glissa et traversa toute la glace sur les fesses. Boum !',
    /middle|milieu/,
  ),
];

/** Between periods: the bench, the coach, the team together. */
export const HOCKEY_BREAK: PlacedL[] = [
  b(
    '{atPlace}, the coach gathered the team: “Nobody plays alone. Pass the puck, and look up!”',
    '{atPlace}, l’entraîneur réunit l’équipe : « Personne ne joue seul. Passez le palet, et levez la tête ! »',
    /bench|banc/,
  ),
  b(
    '{atPlace}, {name} drank some water and tightened both skates. The match was not over yet.',
    '{atPlace}, {name} but un peu d’eau et resserra ses patins. Le match n’était pas fini.',
    /bench|banc/,
  ),
  b(
    '{atPlace}, the team tapped their sticks on the ice all together: “We can do it!”',
    '{atPlace}, l’équipe tapa des crosses sur la glace, tous ensemble : « On peut le faire ! »',
    /scoreboard|tableau/,
  ),
];

/** The second period: skating, passing, the goal that levels. */
export const HOCKEY_SECOND_PERIOD: PlacedL[] = [
  b(
    '{atPlace}, {name} skated fast, knees bent, just as the coach had shown, and stole the puck back.',
    '{atPlace}, {name} patina vite, genoux pliés, comme l’avait montré l’entraîneur, et reprit le palet.',
    /blue line|ligne bleue/,
  ),
  b(
    '{atPlace}, {name} passed the puck to a team-mate, who passed it straight back. Tap, tap… and a goal! The scores were level!',
    '{atPlace}, {name} passa le palet à un coéquipier, qui le lui renvoya aussitôt. Tac, tac… et but ! Égalité !',
    /blue line|ligne bleue/,
  ),
  b(
    '{atPlace}, only one minute was left on the clock. Everyone held their breath.',
    '{atPlace}, il ne restait qu’une minute au chronomètre. Tout le monde retenait son souffle.',
    /circle|cercle/,
  ),
];

export const HOCKEY_TURNS: PlacedL[] = [
  b(
    'Last seconds… a team-mate passed, {name} swung the stick, and the puck flew into the net! {name}’s team had won!',
    'Dernières secondes… un coéquipier fit la passe, {name} frappa de la crosse, et le palet fila au fond du filet ! L’équipe de {name} avait gagné !',
  ),
  b(
    '{name} skated round the last player and shot. Into the goal! {name}’s team had won the match!',
    '{name} contourna le dernier joueur et tira. Au fond du but ! L’équipe de {name} avait gagné le match !',
  ),
];

/** The idea says the deed ("scores the winning goal", « gagne le match »): the turn says it done. */
export const HOCKEY_TURNS_DEED: PlacedL[] = [
  b(
    'Last seconds… {name} swung the stick, and the puck flew into the net! {name} had managed to {taskAgain}!',
    'Dernières secondes… {name} frappa de la crosse, et le palet fila au fond du filet ! {name} avait réussi à {taskAgain} !',
  ),
];

export const HOCKEY_ENDINGS: PlacedL[] = [
  b(
    'The team held up a shiny cup, and {name} skated down the line to shake hands with the other team: “Well played!” {name} had learned that {lesson}. The end.',
    'L’équipe brandit une coupe toute brillante, et {name} longea la ligne pour serrer la main de l’autre équipe : « Bien joué ! » {name} avait appris que {lesson}. Fin.',
  ),
  b(
    'Everyone got a medal, and the team-mates lifted {name} up high on the ice. {name} had learned that {lesson}. The end.',
    'Tout le monde reçut une médaille, et les coéquipiers portèrent {name} en triomphe sur la glace. {name} avait appris que {lesson}. Fin.',
  ),
];
