import type { PlacedL } from './story-place-fit';
import { leadStep, step } from './task-step';

/**
 * A helpful tractor's day on the farm (text/goal-rescue-vehicle-tractor.ts), in order: in the barn in
 * the morning, the farmer calling, one job a page at its own spot (the car stuck in the mud by the
 * pond, the hay bales carried in before the rain, the fallen tree pulled off the orchard path, the
 * hens' grain, the pumpkins taken to market), the storm and the flooded river at the turn, where
 * the school bus is towed out with the farmer's pickup's help. The rope and the trailer do the work:
 * a tractor has no hands. The storm's pages say no sun (story-sky-corpus).
 */
const b = step;
/** Told at its own spot (a job, or the farm track between jobs), before the templates after it. */
const at = leadStep;
/** The farm track between jobs (goal-rescue-vehicle-tractor.ts TRACK). */
export const ON_TRACK = /farm track/;

export const TRACTOR_OPENINGS: PlacedL[] = [
  b(
    'Early one morning at Sunny Hill Farm, there lived {aKind} called {name}, with big muddy wheels, a long strong rope and a little chimney that went putt-putt.',
    'Un matin, à la ferme de la Colline ensoleillée, vivait {aKind} {named} {name}, avec de grosses roues pleines de boue, une longue corde solide et une petite cheminée qui faisait teuf-teuf.',
  ),
];

export const TRACTOR_PROBLEMS: PlacedL[] = [
  b(
    'The farmer came running into the barn. “{name}, everyone needs a hand today!” {name}’s engine coughed and started: putt-putt-putt. “I am on my way!”',
    'La fermière entra en courant dans la grange. « {name}, tout le monde a besoin d’un coup de main aujourd’hui ! » Le moteur de {name} toussa et démarra : teuf-teuf-teuf. « J’arrive ! »',
  ),
];

export const TRACTOR_READY: PlacedL[] = [
  at(
    '{atPlace}, {name} checked the big wheels, coiled up the long rope and hitched on the trailer. Ready!',
    '{atPlace}, {name} vérifia ses grosses roues, enroula sa longue corde et accrocha sa remorque. Prêt{e} !',
    /barn/,
  ),
  at(
    '{atPlace}, the farm dog ran alongside {name}, barking happily: woof, woof!',
    '{atPlace}, le chien de la ferme courait à côté de {name} en aboyant joyeusement : ouaf, ouaf !',
    ON_TRACK,
  ),
];

export const TRACTOR_RESCUES: PlacedL[] = [
  at(
    '{atPlace}, a little red car was stuck deep in the mud, its wheels spinning and spinning. {name} tied on the rope and pulled… and out it came with a big slurp!',
    '{atPlace}, une petite voiture rouge était embourbée jusqu’aux roues, qui tournaient dans le vide. {name} attacha sa corde et tira… et la voiture sortit dans un grand schlouf !',
    /pond/,
  ),
  at(
    '{atPlace}, the hay bales were ready, and grey clouds were coming. {name} carried them to the barn in the trailer: one load, two loads, three loads, all dry!',
    '{atPlace}, les bottes de foin étaient prêtes, et des nuages gris arrivaient. {name} les porta jusqu’à la grange dans sa remorque : un voyage, deux voyages, trois voyages, tout au sec !',
    /hay field/,
  ),
  at(
    '{atPlace}, the wind had blown an old tree down across the path, and the apple pickers could not get through. {name} pulled on the rope until the tree rolled aside.',
    '{atPlace}, le vent avait couché un vieil arbre en travers du chemin, et les cueilleurs de pommes ne pouvaient plus passer. {name} tira sur sa corde jusqu’à ce que l’arbre roule sur le côté.',
    /orchard/,
  ),
  at(
    '{atPlace}, the sacks of grain for the hens were far too heavy for the farmer. {name} brought them over in the trailer, and the hens clucked thank you.',
    '{atPlace}, les sacs de grain pour les poules étaient bien trop lourds pour la fermière. {name} les apporta dans sa remorque, et les poules gloussèrent pour dire merci.',
    /henhouse/,
  ),
  at(
    '{atPlace}, the farmer’s stall was empty: the pumpkins were still at the farm! {name} brought a whole trailer of big orange pumpkins, just in time for market day.',
    '{atPlace}, l’étal de la fermière était vide : les citrouilles étaient restées à la ferme ! {name} apporta toute une remorque de grosses citrouilles orange, juste à temps pour le marché.',
    /market/,
  ),
];

/** Between jobs, on the farm track, in a long book (goal-rescue-vehicle.ts `callPhases`). */
export const TRACTOR_PAUSES: PlacedL[] = [
  at(
    '{atPlace}, {name} stopped for a moment while the cows mooed hello over the fence.',
    '{atPlace}, {name} s’arrêta un instant pendant que les vaches meuglaient bonjour par-dessus la barrière.',
    ON_TRACK,
  ),
  at(
    '{atPlace}, {name} rolled along, putt-putt-putt, leaving big wheel tracks in the mud.',
    '{atPlace}, {name} roulait, teuf-teuf-teuf, en laissant de grosses traces de roues dans la boue.',
    ON_TRACK,
  ),
];

export const TRACTOR_BIG: PlacedL[] = [
  at(
    '{atPlace}, big grey clouds rolled over the farm, and the rain poured down. Then the farmer came running: “The river has flooded the road, and the school bus is stuck in the water!”',
    '{atPlace}, de gros nuages gris roulèrent au-dessus de la ferme, et la pluie tomba à verse. Alors la fermière accourut : « La rivière a débordé sur la route, et le car scolaire est coincé dans l’eau ! »',
    ON_TRACK,
  ),
  at(
    '{atPlace}, the rain drummed on {name}’s roof. Putt-putt-putt! {name} raced on through the puddles, big wheels splashing.',
    '{atPlace}, la pluie tambourinait sur le toit de {name}. Teuf-teuf-teuf ! {name} fonçait dans les flaques, ses grosses roues faisant jaillir l’eau.',
    ON_TRACK,
  ),
  at(
    '{atPlace}, the farmer’s old pickup truck rumbled up beside {name} in the rain. “I am coming too!”',
    '{atPlace}, la vieille camionnette de la fermière vint se ranger à côté de {name} sous la pluie. « Je viens avec toi ! »',
    ON_TRACK,
  ),
];

export const TRACTOR_TURNS: PlacedL[] = [
  b(
    '{atPlace}, the rain still fell, the brown water swirled round the wheels of the yellow school bus, and the children pressed their noses to the windows. {name} could not do it alone… The pickup truck held the rope steady, and {name} pulled and pulled until the bus rolled out onto dry ground. Everyone was safe!',
    '{atPlace}, la pluie tombait encore, l’eau marron tourbillonnait autour des roues du car scolaire jaune, et les enfants collaient leur nez aux vitres. {name} ne pouvait pas y arriver {seul}… La camionnette tint la corde bien droite, et {name} tira, tira, jusqu’à ce que le car sorte sur la terre sèche. Tout le monde était sain et sauf !',
  ),
];

export const TRACTOR_ENDINGS: PlacedL[] = [
  b(
    'That evening, back in the big red barn, {name} was washed with soap and bubbles until the mud was all gone. Everyone on the farm came by to say thank you. {name} had learned that {lesson}. The end.',
    'Ce soir-là, de retour dans la grange rouge, {name} fut lavé{e} à l’eau et au savon jusqu’à la dernière tache de boue. Tout le monde à la ferme passa dire merci. {name} avait appris que {lesson}. Fin.',
  ),
];
