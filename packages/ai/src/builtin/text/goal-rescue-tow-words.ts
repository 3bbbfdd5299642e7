import { ON_ROAD } from './goal-rescue-vehicle-kit';
import type { PlacedL } from './story-place-fit';
import { leadStep, step } from './task-step';

/**
 * A tow truck's day (text/goal-rescue-vehicle-road.ts), in order: at the garage in the morning, the
 * phone ringing, one rescue a page at its own spot (the car stuck in the mud on the building site,
 * the bus with a flat tyre at the station, the ice-cream van broken down on the big bridge, the
 * boat trailer at the harbour, the van with a flat battery at the market), the storm and the old
 * bridge at the turn with the fire truck and the police car. The hook and the chain do the work.
 * The storm's pages say no sun (story-sky-corpus).
 */
const b = step;
/** Told at its own spot (a rescue, or the road between calls), before the templates after it. */
const at = leadStep;

export const TOW_OPENINGS: PlacedL[] = [
  b(
    'Early one morning at the garage in Busy Town, there lived {aKind} called {name}, with a strong hook, a long chain and a bright orange light on top.',
    'Un matin, au garage de Toutbouge, vivait {aKind} {named} {name}, avec un crochet solide, une longue chaîne et un gyrophare orange sur le toit.',
  ),
];

export const TOW_PROBLEMS: PlacedL[] = [
  b(
    'Dring, dring! The telephone rang at the garage. A call! {name}’s orange light began to spin. “Whoever is stuck, I am on my way!”',
    'Dring, dring ! Le téléphone sonna au garage. Un appel ! Le gyrophare orange de {name} se mit à tourner. « Qui est en panne ? J’arrive ! »',
  ),
];

export const TOW_READY: PlacedL[] = [
  at(
    '{atPlace}, {name} checked the hook, wound up the long chain and filled up with fuel. Ready!',
    '{atPlace}, {name} vérifia son crochet, enroula sa longue chaîne et fit le plein. Prêt{e} !',
    /garage/,
  ),
  at(
    '{atPlace}, {name}’s orange light flashed round and round: beep, beep, out of the way!',
    '{atPlace}, le gyrophare orange de {name} tournait, tournait : bip, bip, laissez passer !',
    ON_ROAD,
  ),
  at(
    '{atPlace}, a long line of cars honked hello as {name} rolled by, the hook swinging behind.',
    '{atPlace}, une longue file de voitures klaxonna pour saluer {name}, qui passait, le crochet se balançant derrière.',
    ON_ROAD,
  ),
];

export const TOW_RESCUES: PlacedL[] = [
  at(
    '{atPlace}, a little red car was stuck deep in the mud, wheels spinning and spinning. {name} hooked on the chain and pulled… and out it came with a big slurp!',
    '{atPlace}, une petite voiture rouge était embourbée jusqu’aux roues, qui tournaient dans le vide. {name} accrocha sa chaîne et tira… et la voiture sortit dans un grand schlouf !',
    /building site/,
  ),
  at(
    '{atPlace}, the big blue bus had a flat tyre, and all the passengers were waiting. {name} towed the bus slowly to the garage, where it got a brand-new wheel.',
    '{atPlace}, le grand bus bleu avait un pneu crevé, et tous les passagers attendaient. {name} remorqua doucement le bus jusqu’au garage, où on lui mit une roue toute neuve.',
    /train station/,
  ),
  at(
    '{atPlace}, the ice-cream van had broken down, and nobody could get by. {name} towed it off to the side, and the children got their ice creams after all.',
    '{atPlace}, la camionnette du marchand de glaces était tombée en panne, et plus personne ne pouvait passer. {name} la remorqua sur le côté, et les enfants eurent quand même leurs glaces.',
    /big bridge/,
  ),
  at(
    '{atPlace}, a boat on its trailer had rolled down the slope, nearly into the water! {name}’s hook caught the trailer just in time and pulled it back up.',
    '{atPlace}, un bateau sur sa remorque avait dévalé la pente, presque jusque dans l’eau ! Le crochet de {name} rattrapa la remorque juste à temps et la remonta.',
    /harbour/,
  ),
  at(
    '{atPlace}, the fruit seller’s van would not start: its battery was flat. {name} lent it some power with two long cables, and vroom, the van started at last!',
    '{atPlace}, la camionnette du marchand de fruits ne voulait pas démarrer : sa batterie était à plat. {name} lui prêta un peu d’énergie avec deux longs câbles, et vroum, la camionnette démarra enfin !',
    /market/,
  ),
];

export const TOW_BIG: PlacedL[] = [
  at(
    '{atPlace}, big grey clouds rolled over Busy Town: a storm was coming, and the telephone rang again. The biggest call of all: a tree had fallen across the old bridge, and a school bus was stuck behind it!',
    '{atPlace}, de gros nuages gris roulèrent au-dessus de Toutbouge : un orage arrivait, et le téléphone sonna encore. Le plus gros appel de la journée : un arbre était tombé en travers du vieux pont, et un car scolaire était bloqué derrière !',
    ON_ROAD,
  ),
  at(
    '{atPlace}, fat raindrops drummed on {name}’s roof. Rumble, rumble! {name} raced on, the orange light spinning in the rain.',
    '{atPlace}, de grosses gouttes de pluie tambourinaient sur le toit de {name}. Boum, boum ! {name} fonçait, son gyrophare orange tournant sous la pluie.',
    ON_ROAD,
  ),
  at(
    '{atPlace}, the fire truck and the police car pulled up beside {name} in the rain. “We are coming too!”',
    '{atPlace}, le camion de pompiers et la voiture de police se rangèrent à côté de {name} sous la pluie. « On vient avec toi ! »',
    ON_ROAD,
  ),
];

export const TOW_TURNS: PlacedL[] = [
  b(
    '{atPlace}, the rain poured and the wind howled. {name} could not do it alone… The police car stopped the traffic, the fire truck lit the way, and {name}’s chain pulled and pulled until the big tree rolled off the road. The school bus crossed safely home!',
    '{atPlace}, la pluie tombait à verse et le vent hurlait. {name} ne pouvait pas y arriver {seul}… La voiture de police arrêta la circulation, le camion de pompiers éclaira la route, et la chaîne de {name} tira, tira, jusqu’à ce que le gros arbre roule hors de la route. Le car scolaire traversa sans danger !',
  ),
];

export const TOW_ENDINGS: PlacedL[] = [
  b(
    'That evening, back at the garage, {name} was washed with soap and bubbles until the mud was all gone. All of Busy Town came by to wave and say thank you. {name} had learned that {lesson}. The end.',
    'Ce soir-là, de retour au garage, {name} fut lavé{e} à l’eau et au savon jusqu’à la dernière tache de boue. Toute la ville de Toutbouge passa dire merci en agitant les bras. {name} avait appris que {lesson}. Fin.',
  ),
];
