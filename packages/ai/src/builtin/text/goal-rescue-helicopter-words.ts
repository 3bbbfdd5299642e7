import type { PlacedL } from './story-place-fit';
import { leadStep, step } from './task-step';

/**
 * A rescue helicopter's day (text/goal-rescue-vehicle-helicopter.ts), by the sea and the hills: at
 * the rescue station in the morning, the call, one rescue a page at its own spot (the kitten on the
 * cliff, the sailor on a rock, the walker on the mountain, the tired swimmer in the lake, the child
 * drifting on an inflatable crocodile), the fishing boat lost in the storm by the lighthouse at the
 * turn, with the lifeboat. The rotor whirs, the rope goes down, the rescuer on it does the lifting;
 * the helicopter has no hands. The storm's pages say no sun (story-sky-corpus).
 */
const b = step;
/** Told at its own spot (a rescue, or the sky between calls), before the templates after it. */
const at = leadStep;
/** Between calls: the sky over Busy Town. */
export const IN_SKY = /sky over/;

export const HELI_OPENINGS: PlacedL[] = [
  b(
    'Early one morning at the rescue station by the sea, there lived {aKind} called {name}, bright red and yellow, with a long rope and a big searchlight.',
    'Un matin, à la station de sauvetage au bord de la mer, vivait {aKind} {named} {name}, rouge et jaune vif, avec une longue corde et un gros projecteur.',
  ),
];

export const HELI_PROBLEMS: PlacedL[] = [
  b(
    'Beep-beep! The radio crackled at the rescue station. A call! {name}’s rotor began to spin: whirr, whirr! “Whoever needs help, I am on my way!”',
    'Bip-bip ! La radio grésilla à la station de sauvetage. Un appel ! Le rotor de {name} se mit à tourner : vrrr, vrrr ! « Qui a besoin d’aide ? J’arrive ! »',
  ),
];

export const HELI_READY: PlacedL[] = [
  at(
    '{atPlace}, {name} checked everything: the long rope, the ring buoy and the big bright lamp.',
    '{atPlace}, {name} vérifia tout : la longue corde, la bouée de sauvetage et la grosse lampe.',
    /rescue station/,
  ),
  at(
    '{atPlace}, {name} rose up and up, the rotor whirring, until the houses looked like toys.',
    '{atPlace}, {name} monta, monta, le rotor vrombissant, jusqu’à ce que les maisons ressemblent à des jouets.',
    IN_SKY,
  ),
];

/** One rescue a page, each at its own spot and drawn with what it saved. */
export const HELI_RESCUES: PlacedL[] = [
  at(
    '{atPlace}, a little kitten had scrambled down the cliff and could not get back up. {name} hovered close, the rescuer went down on the long rope, and up came the kitten, safe and sound.',
    '{atPlace}, un petit chaton était descendu le long de la falaise et ne pouvait plus remonter. {name} resta tout près en vol stationnaire, le sauveteur descendit au bout de la longue corde, et le chaton remonta, sain et sauf.',
    /cliff/,
  ),
  at(
    '{atPlace}, a sailor’s little boat had hit a rock, and the sailor was sitting on the rock with a red flag. {name} whirred over the waves, lowered the rope, and lifted the sailor up into the warm cabin.',
    '{atPlace}, le petit bateau d’un marin avait heurté un rocher, et le marin attendait assis sur le rocher avec un drapeau rouge. {name} vola au-dessus des vagues, fit descendre la corde et hissa le marin dans la cabine bien chaude.',
    /rocks/,
  ),
  at(
    '{atPlace}, a walker had twisted her ankle high up on the path. {name} landed softly on a flat rock and flew her down to the hospital.',
    '{atPlace}, une randonneuse s’était tordu la cheville tout en haut du sentier. {name} se posa tout doucement sur un rocher plat et l’emmena à l’hôpital.',
    /mountain/,
  ),
  at(
    '{atPlace}, a swimmer was too tired to swim back to the shore. {name} dropped a bright ring buoy, and the swimmer floated safely back.',
    '{atPlace}, une nageuse était trop fatiguée pour revenir jusqu’au bord. {name} lui lança une bouée de sauvetage bien brillante, et la nageuse regagna la rive sans danger.',
    /lake/,
  ),
  at(
    '{atPlace}, a child on an inflatable crocodile was drifting out to sea. {name} hovered low, and the rescuer brought the child back to the sand, crocodile and all.',
    '{atPlace}, un enfant sur un crocodile gonflable dérivait vers le large. {name} vola tout bas, et le sauveteur ramena l’enfant sur le sable, crocodile compris.',
    /beach/,
  ),
  at(
    '{atPlace}, a little boy had wandered off the path and got lost among the tall trees. {name}’s bright lamp spotted him in a clearing, and his mum came running.',
    '{atPlace}, un petit garçon s’était éloigné du chemin et perdu parmi les grands arbres. La grosse lampe de {name} le repéra dans une clairière, et sa maman accourut.',
    /forest/,
  ),
  at(
    '{atPlace}, a little lamb was stuck on a narrow ledge, bleating for its mother. The rescuer went down on the rope, and the lamb was soon back with the flock.',
    '{atPlace}, un petit agneau était coincé sur une corniche étroite et bêlait pour appeler sa maman. Le sauveteur descendit au bout de la corde, et l’agneau retrouva bien vite le troupeau.',
    /mountain/,
  ),
];

/** Between calls in a long book (goal-rescue-vehicle.ts spreads them among the rescues). */
export const HELI_PAUSES: PlacedL[] = [
  at(
    '{atPlace}, {name} landed for more fuel: glug, glug. Ready for the next call!',
    '{atPlace}, {name} se posa pour refaire le plein : glou, glou. Prêt{e} pour le prochain appel !',
    /rescue station/,
  ),
  at(
    '{atPlace}, the radio crackled again: “Calling {name}! Someone needs help!”',
    '{atPlace}, la radio grésilla de nouveau : « Allô, {name} ? Quelqu’un a besoin d’aide ! »',
    IN_SKY,
  ),
  at(
    '{atPlace}, a flock of seagulls flew beside {name} for a while: squawk, squawk!',
    '{atPlace}, une bande de mouettes vola un moment à côté de {name} : kia, kia !',
    IN_SKY,
  ),
  at(
    '{atPlace}, {name} flew low over the harbour, and the fishing boats tooted hello.',
    '{atPlace}, {name} survola le port tout bas, et les bateaux de pêche firent tut-tut pour dire bonjour.',
    IN_SKY,
  ),
];

/** The biggest call coming: a fishing boat lost in the storm by the lighthouse. */
export const HELI_BIG: PlacedL[] = [
  at(
    '{atPlace}, big grey clouds rolled in from the sea: a storm was coming, and the radio crackled again. The biggest call of all: a fishing boat had lost its way near the lighthouse!',
    '{atPlace}, de gros nuages gris arrivèrent de la mer : un orage approchait, et la radio grésilla encore. Le plus gros appel de la journée : un bateau de pêche s’était perdu près du phare !',
    IN_SKY,
  ),
  at(
    '{atPlace}, the wind pushed and the rain drummed on {name}’s windows, but {name} flew on, its bright lamp shining.',
    '{atPlace}, le vent soufflait fort et la pluie tambourinait sur les vitres de {name}, mais {name} vola encore, sa grosse lampe allumée.',
    IN_SKY,
  ),
];

export const HELI_TURNS: PlacedL[] = [
  b(
    '{atPlace}, the wind howled, the rain poured and the waves crashed. {name} could not do it alone… The lighthouse shone its beam, the lifeboat came through the waves, and {name}’s searchlight found the little fishing boat. Everyone was brought home safe!',
    '{atPlace}, le vent hurlait, la pluie tombait à verse et les vagues se fracassaient. {name} ne pouvait pas y arriver {seul}… Le phare alluma son grand faisceau, le canot de sauvetage fendit les vagues, et le projecteur de {name} trouva le petit bateau de pêche. Tout le monde rentra sain et sauf !',
  ),
];

export const HELI_ENDINGS: PlacedL[] = [
  b(
    'That evening, back at the rescue station, {name} was washed with soap and bubbles until the red paint shone. All of Busy Town came by to wave and say thank you. {name} had learned that {lesson}. The end.',
    'Ce soir-là, de retour à la station de sauvetage, {name} fut lavé{e} à l’eau et au savon jusqu’à ce que sa peinture rouge brille. Toute la ville de Toutbouge passa dire merci en agitant les bras. {name} avait appris que {lesson}. Fin.',
  ),
];
