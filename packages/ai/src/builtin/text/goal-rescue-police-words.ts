import { ON_ROAD } from './goal-rescue-vehicle-kit';
import type { PlacedL } from './story-place-fit';
import { leadStep, step } from './task-step';

/**
 * A police car's day (text/goal-rescue-vehicle-police.ts), gentle calls only: at the police station
 * in the morning, the radio, one call a page at its own spot (the lost little dog brought home from
 * the park, the traffic lights out at the crossroads, the balloon seller's runaway cart at the
 * harbour, the ducks crossing by the pond, the lost teddy at the school, the little girl who lost
 * her dad at the market), then the farmer's cows all over the old bridge, brought home at the turn
 * with the fire truck and the tow truck. The siren, the light and the loudspeaker do the work.
 */
const b = step;
/** Told at its own spot (a call, or the road between calls), before the templates after it. */
const at = leadStep;

export const POLICE_OPENINGS: PlacedL[] = [
  b(
    'Early one morning at the police station in Busy Town, there lived {aKind} called {name}, with smart blue stripes and a shiny light on top.',
    'Un matin, au commissariat de Toutbouge, vivait {aKind} {named} {name}, avec de belles bandes bleues et un gyrophare tout brillant sur le toit.',
  ),
];

export const POLICE_PROBLEMS: PlacedL[] = [
  b(
    'Beep-beep-beep! The radio crackled at the police station. A call! {name} switched on the siren: nee-naw, nee-naw! “Whoever needs help, I am on my way!”',
    'Bip-bip-bip ! La radio grésilla au commissariat. Un appel ! {name} alluma sa sirène : pin-pon, pin-pon ! « Qui a besoin d’aide ? J’arrive ! »',
  ),
];

export const POLICE_READY: PlacedL[] = [
  at(
    '{atPlace}, {name} checked everything: the blue light, the loud siren and the big map of Busy Town.',
    '{atPlace}, {name} vérifia tout : le gyrophare bleu, la sirène bien forte et le grand plan de Toutbouge.',
    /police station/,
  ),
  at(
    '{atPlace}, {name}’s blue light flashed round and round: off on patrol!',
    '{atPlace}, le gyrophare bleu de {name} tournait, tournait : en patrouille !',
    ON_ROAD,
  ),
  at(
    '{atPlace}, the children on the pavement cheered as {name} rolled by, blue and white and shining.',
    '{atPlace}, les enfants sur le trottoir applaudirent quand {name} passa, tout{e} brillant{e} de bleu et de blanc.',
    ON_ROAD,
  ),
];

/** One call a page, each at its own spot and drawn with what it saved (goal-rescue-vehicle-police.ts). */
export const POLICE_RESCUES: PlacedL[] = [
  at(
    '{atPlace}, a little dog had run off and could not find its way home. {name} drove slowly up and down the streets, the little dog on the back seat, until a girl shouted: “Patch! There you are!”',
    '{atPlace}, un petit chien s’était sauvé et ne retrouvait plus sa maison. {name} roula tout doucement dans les rues, le petit chien sur la banquette arrière, jusqu’à ce qu’une petite fille s’écrie : « Pompon ! Te voilà ! »',
    /park/,
  ),
  at(
    '{atPlace}, the traffic lights had gone out, and the cars did not know who should go. {name} parked in the middle, light flashing: “You go… now you… now you!” And all the cars crossed safely.',
    '{atPlace}, les feux de circulation étaient en panne, et les voitures ne savaient plus qui devait passer. {name} se gara au milieu, gyrophare allumé : « Toi d’abord… puis toi… puis toi ! » Et toutes les voitures traversèrent sans danger.',
    /crossroads/,
  ),
  at(
    '{atPlace}, the balloon seller’s cart was rolling away down the slope all by itself! {name} raced ahead and stopped right in front of it. Bump! The cart stopped, and not one balloon flew away.',
    '{atPlace}, la charrette du marchand de ballons dévalait la pente toute seule ! {name} fila plus vite qu’elle et s’arrêta juste devant. Boum ! La charrette s’arrêta, et pas un seul ballon ne s’envola.',
    /harbour/,
  ),
  at(
    '{atPlace}, a mother duck and her six ducklings wanted to cross the road. {name} stopped the traffic with a long “Nee-naw!”, and the ducks waddled across: quack, quack!',
    '{atPlace}, une maman cane et ses six canetons voulaient traverser la route. {name} arrêta la circulation d’un long « Pin-pon ! », et les canards traversèrent en se dandinant : coin-coin !',
    /duck pond/,
  ),
  at(
    '{atPlace}, a little boy was crying: he had lost his teddy bear. {name} searched everywhere with its bright headlights… and there was the teddy, under a bench! The boy smiled from ear to ear.',
    '{atPlace}, un petit garçon pleurait : il avait perdu son ours en peluche. {name} chercha partout avec ses phares bien brillants… et voilà l’ourson, sous un banc ! Le petit garçon sourit jusqu’aux oreilles.',
    /school/,
  ),
  at(
    '{atPlace}, a little girl had let go of her dad’s hand in the crowd, and now she could not find him. {name} switched on the loudspeaker: “Has anyone lost a little girl in a yellow hat?” Her dad came running, and what a happy hug!',
    '{atPlace}, une petite fille avait lâché la main de son papa dans la foule, et elle ne le retrouvait plus. {name} alluma son haut-parleur : « Quelqu’un a-t-il perdu une petite fille au chapeau jaune ? » Son papa arriva en courant, et quel gros câlin !',
    /market/,
  ),
];

/** The biggest call coming: the farmer's cows on the old bridge, the other vehicles joining. */
export const POLICE_BIG: PlacedL[] = [
  at(
    '{atPlace}, {name}’s radio crackled louder than ever. The biggest call of all: the farmer’s cows had got out and were all over the old bridge!',
    '{atPlace}, la radio de {name} grésilla plus fort que jamais. Le plus gros appel de la journée : les vaches du fermier s’étaient échappées et se promenaient partout sur le vieux pont !',
    ON_ROAD,
  ),
  at(
    '{atPlace}, {name} raced off, siren singing, past a long line of honking cars.',
    '{atPlace}, {name} fila, sirène hurlante, devant une longue file de voitures qui klaxonnaient.',
    ON_ROAD,
  ),
  at(
    '{atPlace}, the fire truck and the tow truck pulled up beside {name}. “We are coming too!”',
    '{atPlace}, le camion de pompiers et la dépanneuse se rangèrent à côté de {name}. « On vient avec toi ! »',
    ON_ROAD,
  ),
];

export const POLICE_TURNS: PlacedL[] = [
  b(
    '{atPlace}, twelve cows were mooing in the middle of the road. {name} could not do it alone… The fire truck blocked one end, the tow truck blocked the other, and {name}’s siren sang softly, nee-naw, nee-naw, until the cows walked back to their field, one by one. Everyone was safe!',
    '{atPlace}, douze vaches meuglaient au milieu de la route. {name} ne pouvait pas y arriver {seul}… Le camion de pompiers bloqua un bout du pont, la dépanneuse bloqua l’autre, et la sirène de {name} chanta tout doucement, pin-pon, pin-pon, jusqu’à ce que les vaches rentrent dans leur pré, une par une. Tout le monde était sain et sauf !',
  ),
];

export const POLICE_ENDINGS: PlacedL[] = [
  b(
    'That evening, back at the police station, {name} was washed with soap and bubbles until the blue stripes shone. All of Busy Town came by to wave and say thank you. {name} had learned that {lesson}. The end.',
    'Ce soir-là, de retour au commissariat, {name} fut lavé{e} à l’eau et au savon jusqu’à ce que ses bandes bleues brillent. Toute la ville de Toutbouge passa dire merci en agitant les bras. {name} avait appris que {lesson}. Fin.',
  ),
];
