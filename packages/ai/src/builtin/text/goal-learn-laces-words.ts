import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * Learning to tie one's shoes ("Olivia learns to tie her shoes", « Lucas apprend à faire ses lacets »),
 * in order: the laces that always come undone, practising on a big boot and a cardboard, the knot
 * that slips and the trip over a lace, the teacher's bunny ears, the wobbly knot and the double knot,
 * and both shoes tied alone on the morning of the school trip (goal-learn-laces.ts). Before, a stock
 * learn arc went up the hill and to the library, "to tie a shoes".
 */
const b = step;

export const LACES_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, whose shoelaces were always coming undone.{withFriend}',
    'Il était une fois {aKind} {named} {name}, dont les lacets se défaisaient tout le temps.{withFriend}',
  ),
];

export const LACES_PROBLEMS: PlacedL[] = [
  b(
    'Flip, flop went the laces, and {name} tripped over them again. The school trip was on Friday, and {name} wanted to tie both shoes alone by then. “{todayIsTheDay},” said {name}.',
    'Flip, flop, faisaient les lacets, et {name} trébucha encore dessus. La sortie scolaire avait lieu vendredi, et {name} voulait savoir faire ses lacets sans aide d’ici là. « {todayIsTheDay} », dit {name}.',
  ),
];

/** Practising: a big boot, a cardboard with holes. */
export const LACES_PRACTICE: PlacedL[] = [
  b(
    '{atPlace}, {name} practised on a big old boot: make a loop, wrap the lace round… and it all slipped apart.',
    '{atPlace}, {name} s’entraîna sur une grosse vieille botte : une boucle, on enroule le lacet… et tout se défit.',
    /front door/,
  ),
  b(
    '{atPlace}, {name} threaded a lace through a piece of cardboard with holes, and tied it again and again.',
    '{atPlace}, {name} passa un lacet dans un morceau de carton percé de trous, et le noua encore et encore.',
    /bedroom/,
  ),
];

/** What goes wrong: the knot slips, a lace trips. */
export const LACES_OOPS: PlacedL[] = [
  b(
    '{atPlace}, the knot looked good… then one little tug, and it came undone. Floppy laces again!',
    '{atPlace}, le nœud avait l’air solide… puis, un petit coup, et il se défit. Encore des lacets qui pendouillent !',
    /stair/,
  ),
  b(
    '{atPlace}, {name} ran off to play and — whoops! — stepped on a lace and went tumbling down.',
    '{atPlace}, {name} partit jouer en courant et — patatras ! — marcha sur un lacet et tomba par terre.',
    /playground/,
  ),
];

/** The teacher's bunny ears. */
export const LACES_TIPS: PlacedL[] = [
  b(
    '{atPlace}, the teacher showed the bunny-ears trick: “Make two loops, cross them, tuck one through the hole, and pull!”',
    '{atPlace}, la maîtresse montra l’astuce des oreilles de lapin : « Fais deux boucles, croise-les, passe-en une dans le trou, et tire ! »',
    /classroom/,
  ),
  b(
    '{atPlace}, {name} sang it like a rhyme: “Two bunny ears, cross them over, one goes under, pull them tight!”',
    '{atPlace}, {name} le chanta comme une comptine : « Deux oreilles de lapin, on les croise, une passe dessous, on serre bien fort ! »',
    /coat/,
  ),
];

/** Nearly there: a wobbly knot, a double knot, the second shoe. */
export const LACES_NEARLY: PlacedL[] = [
  b(
    '{atPlace}, {name} made a wobbly knot, then a double knot on top, so that it would stay tied.',
    '{atPlace}, {name} fit un nœud tout tordu, puis un double nœud par-dessus, pour qu’il tienne bien.',
    /bedroom/,
  ),
  b(
    '{atPlace}, the first shoe was tied! {name} took a deep breath and started on the second one, ear by ear.',
    '{atPlace}, la première chaussure était lacée ! {name} respira un grand coup et commença la deuxième, oreille après oreille.',
    /stair/,
  ),
];

export const LACES_TURNS: PlacedL[] = [
  b(
    'On the morning of the school trip, {name} made two bunny ears, crossed them, tucked one through and pulled. A neat bow and a double knot, on both shoes! {name} had tied them with no help at last!',
    'Le matin de la sortie scolaire, {name} fit deux oreilles de lapin, les croisa, en passa une dessous et tira. Une jolie boucle et un double nœud, aux deux chaussures ! {name} avait enfin réussi à faire ses lacets sans aide !',
  ),
];

export const LACES_ENDINGS: PlacedL[] = [
  b(
    'All day long on the school trip, the laces stayed tied. That evening, {name} showed everyone the bunny ears, and had learned that {lesson}. The end.',
    'De toute la sortie scolaire, les lacets ne se défirent pas une seule fois. Le soir, {name} montra à tout le monde les oreilles de lapin : {name} avait appris que {lesson}. Fin.',
  ),
];
