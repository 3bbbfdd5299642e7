import { ON_ROAD } from './goal-rescue-vehicle-kit';
import type { PlacedL } from './story-place-fit';
import { leadStep, step } from './task-step';

/**
 * An ambulance's day (text/goal-rescue-vehicle-road.ts), in order: at the hospital in the morning,
 * the radio calling, one rescue a page at its own spot (the cyclist's grazed knee in the park, the
 * grandpa's ankle at the market, the footballer at the pitch, the builder's thumb on the building
 * site, the swimmer's cut foot at the pool), each taken care of or driven to the hospital; the bus
 * skidding on the old bridge in the storm at the turn, with the fire truck and the tow truck. The
 * storm's pages say no sun (story-sky-corpus).
 */
const b = step;
/** Told at its own spot (a rescue, or the road between calls), before the templates after it. */
const at = leadStep;

export const AMBULANCE_OPENINGS: PlacedL[] = [
  b(
    'Early one morning at the hospital in Busy Town, there lived {aKind} called {name}, white and shiny, with a red cross on each side.',
    'Un matin, à l’hôpital de Toutbouge, vivait {aKind} {named} {name}, toute blanche et brillante, avec une croix rouge sur chaque côté.',
  ),
];

export const AMBULANCE_PROBLEMS: PlacedL[] = [
  b(
    'Beep-beep-beep! The radio crackled at the hospital. A call! {name} switched on the siren: nee-naw, nee-naw! “Whoever is hurt, I am on my way!”',
    'Bip-bip-bip ! La radio grésilla à l’hôpital. Un appel ! {name} alluma sa sirène : pin-pon, pin-pon ! « Qui s’est fait mal ? J’arrive ! »',
  ),
];

export const AMBULANCE_READY: PlacedL[] = [
  at(
    '{atPlace}, {name} checked everything inside: the soft stretcher, the warm blankets and a big box of plasters.',
    '{atPlace}, {name} vérifia tout à l’intérieur : le brancard bien moelleux, les couvertures bien chaudes et une grosse boîte de pansements.',
    /hospital/,
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
];

export const AMBULANCE_RESCUES: PlacedL[] = [
  at(
    '{atPlace}, a boy had fallen off his bike and grazed his knee. {name} drove him gently to the hospital, where the nurse put on a plaster with little hearts.',
    '{atPlace}, un petit garçon était tombé de son vélo et s’était écorché le genou. {name} le conduisit doucement à l’hôpital, où l’infirmière lui mit un pansement à petits cœurs.',
    /park/,
  ),
  at(
    '{atPlace}, a grandpa had slipped on a banana peel and hurt his ankle. {name} rolled up, the soft stretcher came out, and off they went to the hospital.',
    '{atPlace}, un grand-père avait glissé sur une peau de banane et s’était fait mal à la cheville. {name} arriva, on sortit le brancard bien moelleux, et en route pour l’hôpital !',
    /market/,
  ),
  at(
    '{atPlace}, a football player had twisted her ankle. {name} brought an ice pack and a ride to the hospital, and the whole team cheered.',
    '{atPlace}, une joueuse de football s’était tordu la cheville. {name} apporta une poche de glace et la conduisit à l’hôpital, et toute l’équipe applaudit.',
    /pitch/,
  ),
  at(
    '{atPlace}, a builder had hit his thumb with a hammer. Ouch! {name} came quickly, and soon the thumb had a big white bandage.',
    '{atPlace}, un ouvrier s’était tapé sur le pouce avec son marteau. Aïe ! {name} arriva vite, et bientôt le pouce eut un gros bandage blanc.',
    /building site/,
  ),
  at(
    '{atPlace}, a little girl had cut her foot on a sharp stone. {name} came with a plaster and a kind word, and the tears dried up.',
    '{atPlace}, une petite fille s’était coupé le pied sur un caillou pointu. {name} arriva avec un pansement et un mot gentil, et les larmes séchèrent.',
    /pool/,
  ),
];

export const AMBULANCE_BIG: PlacedL[] = [
  at(
    '{atPlace}, big grey clouds rolled over Busy Town: a storm was coming, and the radio crackled again. The biggest call of all: a school bus had skidded on the old bridge in the rain, with children inside!',
    '{atPlace}, de gros nuages gris roulèrent au-dessus de Toutbouge : un orage arrivait, et la radio grésilla encore. Le plus gros appel de la journée : un car scolaire avait dérapé sur le vieux pont sous la pluie, avec des enfants à bord !',
    ON_ROAD,
  ),
  at(
    '{atPlace}, fat raindrops drummed on {name}’s roof. Rumble, rumble! {name} raced on, siren wailing: nee-naw, nee-naw!',
    '{atPlace}, de grosses gouttes de pluie tambourinaient sur le toit de {name}. Boum, boum ! {name} fonçait, sirène hurlante : pin-pon, pin-pon !',
    ON_ROAD,
  ),
  at(
    '{atPlace}, the fire truck and the tow truck pulled up beside {name} in the rain. “We are coming too!”',
    '{atPlace}, le camion de pompiers et la dépanneuse se rangèrent à côté de {name} sous la pluie. « On vient avec toi ! »',
    ON_ROAD,
  ),
];

export const AMBULANCE_TURNS: PlacedL[] = [
  b(
    '{atPlace}, the rain poured and the wind howled. {name} could not do it alone… The fire truck’s ladder reached the bus door, the tow truck held the bus steady, and {name} looked after every child, one by one. Not one was hurt!',
    '{atPlace}, la pluie tombait à verse et le vent hurlait. {name} ne pouvait pas y arriver {seul}… La grande échelle du camion de pompiers atteignit la porte du car, la dépanneuse retint le car bien droit, et {name} s’occupa de chaque enfant, un par un. Personne n’était blessé !',
  ),
];

export const AMBULANCE_ENDINGS: PlacedL[] = [
  b(
    'That evening, back at the hospital, {name} was washed with soap and bubbles until the red cross shone. All of Busy Town came by to wave and say thank you. {name} had learned that {lesson}. The end.',
    'Ce soir-là, de retour à l’hôpital, {name} fut lavé{e} à l’eau et au savon jusqu’à ce que sa croix rouge brille. Toute la ville de Toutbouge passa dire merci en agitant les bras. {name} avait appris que {lesson}. Fin.',
  ),
];
