import { ON_ROAD } from './goal-rescue-vehicle-kit';
import type { PlacedL } from './story-place-fit';
import { leadStep, step } from './task-step';

/**
 * A fire truck's day (text/goal-rescue-vehicle.ts), in order: polished at the fire station in the
 * morning, the bell and a call, one rescue a page at its own Busy Town spot (`leads` keeps it there:
 * the kitten in the park, the smoke at the bakery, the bonfire in the garden, the flooded street at
 * the market, the balloon on the school roof, the burnt toast at the library), the biggest call (the
 * barn on fire), the other vehicles coming; the turn puts it out together, and the ending washes the
 * truck at the station at dusk. A truck has no hands: the ladder rises, the hose sprays, the siren
 * sings (text/vehicle-hero-verbs.test.ts). {il} and {e} agree with the vehicle's French noun.
 */
const b = step;
/** Told at its own spot (a rescue, or the road between calls), before the templates after it. */
const at = leadStep;

export const FIRE_OPENINGS: PlacedL[] = [
  b(
    'Early one morning at the fire station in Busy Town, there lived {aKind} called {name}, red and polished and ready to go.',
    'Un matin, à la caserne des pompiers de Toutbouge, vivait {aKind} {named} {name}, tout{e} rouge, bien astiqué{e} et prêt{e} à partir.',
  ),
];

export const FIRE_PROBLEMS: PlacedL[] = [
  b(
    'Ding-ding-ding! The big bell rang at the fire station. A call! {name} switched on the siren: nee-naw, nee-naw! “Whoever needs help, I am on my way!”',
    'Drelin, drelin ! La grosse cloche sonna à la caserne. Un appel ! {name} alluma sa sirène : pin-pon, pin-pon ! « Qui a besoin d’aide ? J’arrive ! »',
  ),
];

/** Ready: the ladder and hose checked at the station, the lights flashing on the way. */
export const FIRE_READY: PlacedL[] = [
  at(
    '{atPlace}, {name} checked everything: the big ladder folded up, the long hose rolled tight, the water tank full to the top.',
    '{atPlace}, {name} vérifia tout : la grande échelle bien repliée, la lance à incendie bien enroulée, la citerne pleine à ras bord.',
    /fire station/,
  ),
  at(
    '{atPlace}, {name}’s blue lights flashed and the siren sang out over the rooftops: nee-naw!',
    '{atPlace}, les gyrophares bleus de {name} clignotèrent et sa sirène chanta par-dessus les toits : pin-pon !',
    ON_ROAD,
  ),
  at(
    '{atPlace}, the cars pulled over one by one to let {name} through. “Thank you!” honked {name}.',
    '{atPlace}, les voitures se rangèrent une à une pour laisser passer {name}. « Merci ! » klaxonna {name}.',
    ON_ROAD,
  ),
  at(
    '{atPlace}, the children on the pavement cheered as {name} rolled by, red and shining.',
    '{atPlace}, les enfants sur le trottoir applaudirent quand {name} passa, tout{e} rouge et brillant{e}.',
    ON_ROAD,
  ),
];

/** One rescue a page, each at its own spot and drawn with its object (goal-rescue-vehicle.ts). */
export const FIRE_RESCUES: PlacedL[] = [
  at(
    '{atPlace}, a little kitten was stuck at the very top of a tree, mewing and mewing. {name} raised the big ladder, up and up, and the kitten stepped on and rode safely down.',
    '{atPlace}, un petit chaton était coincé tout en haut d’un arbre et miaulait, miaulait. {name} déplia la grande échelle, tout en haut, et le chaton redescendit dessus, sain et sauf.',
    /park/,
  ),
  at(
    '{atPlace}, thick grey smoke puffed out of the bakery chimney. Whoosh! {name}’s hose sprayed water down the chimney, and the bread was saved.',
    '{atPlace}, une épaisse fumée grise sortait de la cheminée de la boulangerie. Pschhh ! La lance à incendie de {name} arrosa la cheminée, et le pain fut sauvé.',
    /bakery/,
  ),
  at(
    '{atPlace}, a garden bonfire had grown far too big, and the sparks were flying near the fence. {name} sprayed it with water until it went out with a hiss.',
    '{atPlace}, un feu de jardin était devenu bien trop grand, et les étincelles volaient près de la clôture. {name} l’arrosa jusqu’à ce qu’il s’éteigne dans un grand pschitt.',
    /garden/,
  ),
  at(
    '{atPlace}, a water pipe had burst, and the whole street was flooded. {name}’s big pump went glug, glug, glug, until the street was dry again.',
    '{atPlace}, une canalisation avait éclaté, et toute la rue était inondée. La grosse pompe de {name} fit glou, glou, glou, jusqu’à ce que la rue soit de nouveau sèche.',
    /market/,
  ),
  at(
    '{atPlace}, a little girl’s red balloon had floated up and caught on the roof. {name} raised the ladder to the very top and brought the balloon back down.',
    '{atPlace}, le ballon rouge d’une petite fille s’était envolé et coincé sur le toit. {name} déplia l’échelle jusqu’en haut et rapporta le ballon.',
    /school/,
  ),
  at(
    '{atPlace}, someone smelled smoke! {name} raced there, lights flashing… but it was only burnt toast in the little kitchen. Everyone laughed.',
    '{atPlace}, quelqu’un sentait de la fumée ! {name} fonça, gyrophares allumés… mais ce n’était qu’une tartine brûlée dans la petite cuisine. Tout le monde éclata de rire.',
    /library/,
  ),
  at(
    '{atPlace}, a pile of old fishing nets was smoking on the pier. Splash! {name}’s hose soaked them through before a single flame could start.',
    '{atPlace}, un tas de vieux filets de pêche fumait sur la jetée. Splatch ! La lance à incendie de {name} les trempa avant que la moindre flamme ne parte.',
    /harbour/,
  ),
];

/**
 * Between calls in a long book (goal-rescue-vehicle.ts spreads them among the rescues): the tank
 * filled, the radio, the bell again, so calls keep coming instead of filler lines. Their exclamations
 * are their own: a "Whoosh!" told twice is one sentence twice, and the planner drops the page.
 */
export const FIRE_PAUSES: PlacedL[] = [
  at(
    '{atPlace}, {name} filled the water tank up again, right to the top. Ready for the next call!',
    '{atPlace}, {name} remplit de nouveau sa citerne, jusqu’en haut. Prêt{e} pour le prochain appel !',
    /fire station/,
  ),
  at(
    '{atPlace}, the radio crackled again: “Calling {name}! Someone needs help!”',
    '{atPlace}, la radio grésilla de nouveau : « Allô, {name} ? Quelqu’un a besoin d’aide ! »',
    ON_ROAD,
  ),
  at(
    '{atPlace}, {name} had hardly stopped when the big bell rang again: ding-ding! Off again!',
    '{atPlace}, {name} venait à peine de s’arrêter que la grosse cloche sonna encore : drelin ! Et c’est reparti !',
    /fire station/,
  ),
  at(
    '{atPlace}, the traffic lights turned green just in time, and {name} zoomed on to the next call.',
    '{atPlace}, le feu passa au vert juste à temps, et {name} fila vers le prochain appel.',
    ON_ROAD,
  ),
  at(
    '{atPlace}, {name} stopped at the crossing to let a family of ducks go by, then hurried on.',
    '{atPlace}, {name} s’arrêta au passage piéton pour laisser passer une famille de canards, puis repartit vite.',
    ON_ROAD,
  ),
  at(
    '{atPlace}, a little boy shouted from his window: “Go, {name}, go!”',
    '{atPlace}, un petit garçon cria depuis sa fenêtre : « Vas-y, {name} ! »',
    ON_ROAD,
  ),
];

/** The biggest call coming, and the other vehicles joining on the way. */
export const FIRE_BIG: PlacedL[] = [
  at(
    '{atPlace}, {name}’s radio crackled louder than ever. The biggest call of all: the old barn on the farm was on fire!',
    '{atPlace}, la radio de {name} grésilla plus fort que jamais. Le plus gros appel de la journée : la vieille grange de la ferme était en feu !',
    ON_ROAD,
  ),
  at(
    '{atPlace}, {name} raced off down the road, siren wailing, with a tall cloud of smoke far ahead.',
    '{atPlace}, {name} fila sur la route, sirène hurlante, vers un grand nuage de fumée au loin.',
    ON_ROAD,
  ),
  at(
    '{atPlace}, the police car and the ambulance pulled up beside {name}. “We are coming too!”',
    '{atPlace}, la voiture de police et l’ambulance se rangèrent à côté de {name}. « On vient avec toi ! »',
    ON_ROAD,
  ),
  at(
    '{atPlace}, the farmer came running. “Quick, the cows and the hens are still near the barn!”',
    '{atPlace}, le fermier arriva en courant. « Vite, les vaches et les poules sont encore près de la grange ! »',
    ON_ROAD,
  ),
];

export const FIRE_TURNS: PlacedL[] = [
  b(
    '{atPlace}, flames leapt from the roof. {name} could not do it alone… The police car stopped the traffic, the ambulance stood by, and {name}’s hose sprayed and sprayed until the very last flame went out. The cows, the hens and the farmer were all safe!',
    '{atPlace}, les flammes jaillissaient du toit. {name} ne pouvait pas y arriver {seul}… La voiture de police arrêta la circulation, l’ambulance se tint prête, et la lance de {name} arrosa, arrosa, jusqu’à la toute dernière flamme. Les vaches, les poules et le fermier étaient sains et saufs !',
  ),
];

export const FIRE_ENDINGS: PlacedL[] = [
  b(
    'That evening, back at the fire station, {name} was washed with soap and bubbles until the red paint shone. All of Busy Town came by to wave and say thank you. {name} had learned that {lesson}. The end.',
    'Ce soir-là, de retour à la caserne, {name} fut lavé{e} à l’eau et au savon jusqu’à ce que sa peinture rouge brille. Toute la ville de Toutbouge passa dire merci en agitant les bras. {name} avait appris que {lesson}. Fin.',
  ),
];
