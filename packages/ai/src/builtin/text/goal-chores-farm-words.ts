import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A helping day on the farm (text/goal-chores.ts): one real chore a page, each at its own spot of the
 * farm (`leads` keeps it there), then the storm coming and the hay brought in at the turn, {grown}'s
 * thanks at the end. {grown} is who the hero helps ("Grandpa", else "the farmer" / « le fermier »).
 */
const b = step;
const at = (en: string, fr: string, spot: RegExp): PlacedL => ({ ...b(en, fr, spot), leads: true });

export const FARM_PROBLEMS: PlacedL[] = [
  b(
    'Early in the morning, {name} ran to find {grown}. “What can I do to help?” There was so much work on the farm!',
    'Tôt le matin, {name} courut trouver {grown}. « Qu’est-ce que je peux faire pour aider ? » Il y avait tant de travail à la ferme !',
  ),
];

/** One chore a page, at its own spot of the farm, drawn (goal-chores.ts). */
export const FARM_CHORES: PlacedL[] = [
  at(
    '{atPlace}, {name} scattered grain for the hens. Cluck, cluck! And there were three warm eggs to collect.',
    '{atPlace}, {name} lança du grain aux poules. Cot, cot ! Et il y avait trois œufs tout chauds à ramasser.',
    /henhouse/,
  ),
  at(
    '{atPlace}, {name} carried big bundles of hay, one after another, all the way to the cart.',
    '{atPlace}, {name} porta de grosses bottes de foin, l’une après l’autre, jusqu’à la charrette.',
    /hay field/,
  ),
  at(
    '{atPlace}, the old cart was stuck deep in the mud. {name} pulled and pulled… Splosh! Out it came.',
    '{atPlace}, la vieille charrette était embourbée. {name} tira, tira… Splouch ! Elle sortit enfin de la boue.',
    /pond/,
  ),
  at(
    '{atPlace}, {name} picked shiny red apples until the basket was full to the top.',
    '{atPlace}, {name} cueillit de belles pommes rouges, jusqu’à ce que le panier soit plein à ras bord.',
    /orchard/,
  ),
  at(
    '{atPlace}, {name} brought fresh water and a crunchy carrot for the horse.',
    '{atPlace}, {name} apporta de l’eau fraîche et une carotte croquante au cheval.',
    /stable/,
  ),
  at(
    '{atPlace}, {name} helped {grown} milk the cow, and the pail was soon full of milk.',
    '{atPlace}, {name} aida {grown} à traire la vache, et le seau fut vite plein de lait.',
    /barn/,
  ),
  at(
    '{atPlace}, a little chick had wandered off. {name} brought it gently back to its mother hen.',
    '{atPlace}, un petit poussin s’était éloigné. {name} le ramena doucement auprès de la mère poule.',
    /henhouse/,
  ),
  at(
    '{atPlace}, {name} stacked the hay bales high, high, higher than the fence.',
    '{atPlace}, {name} empila les bottes de foin haut, très haut, plus haut que la barrière.',
    /hay field/,
  ),
  at(
    '{atPlace}, {name} filled the buckets with water for the ducks. Quack, quack, thank you!',
    '{atPlace}, {name} remplit les seaux d’eau pour les canards. Coin, coin, merci !',
    /pond/,
  ),
  at(
    '{atPlace}, {name} gathered the pears that had fallen in the grass.',
    '{atPlace}, {name} ramassa les poires tombées dans l’herbe.',
    /orchard/,
  ),
  at(
    '{atPlace}, {name} brushed the horse until its coat was soft and shiny.',
    '{atPlace}, {name} brossa le cheval jusqu’à ce que son poil soit doux et brillant.',
    /stable/,
  ),
  at(
    '{atPlace}, {name} swept the floor of the big barn. Swish, swish, all clean!',
    '{atPlace}, {name} balaya le sol de la grange. Frotte, frotte, tout propre !',
    /barn/,
  ),
  at(
    '{atPlace}, {name} put fresh straw in every nest, so the hens would have a soft place to lay.',
    '{atPlace}, {name} mit de la paille fraîche dans chaque nid, pour que les poules aient un endroit bien doux où pondre.',
    /henhouse/,
  ),
  at(
    '{atPlace}, {name} turned the cut hay over and over, so it would dry nicely.',
    '{atPlace}, {name} retourna le foin coupé encore et encore, pour qu’il sèche bien.',
    /hay field/,
  ),
  at(
    '{atPlace}, {name} mended a hole in the fence, so the ducklings could not wander away.',
    '{atPlace}, {name} répara un trou dans la clôture, pour que les canetons ne puissent pas s’échapper.',
    /pond/,
  ),
  at(
    '{atPlace}, {name} held the ladder steady while {grown} picked the plums at the very top of the tree.',
    '{atPlace}, {name} tint l’échelle bien droite pendant que {grown} cueillait les prunes tout en haut de l’arbre.',
    /orchard/,
  ),
];

/** The storm coming: the hay must come in. No sun here. */
export const FARM_STORM: PlacedL[] = [
  b(
    '{atPlace}, {name} looked up. Big dark clouds were rolling over the hills. A storm was coming!',
    '{atPlace}, {name} leva les yeux. De gros nuages noirs arrivaient au-dessus des collines. Un orage se préparait !',
  ),
  b(
    '{atPlace}, {grown} called out: “The hay! We must bring the hay in before the rain!”',
    '{atPlace}, {grown} s’écria : « Le foin ! Il faut rentrer le foin avant la pluie ! »',
  ),
  b(
    '{atPlace}, the wind began to blow, and the first drops fell. Quick, quick!',
    '{atPlace}, le vent se mit à souffler, et les premières gouttes tombèrent. Vite, vite !',
  ),
  b(
    '{atPlace}, the horses stamped and neighed. They could feel the storm coming.',
    '{atPlace}, les chevaux tapaient du sabot et hennissaient. Ils sentaient l’orage arriver.',
  ),
  b(
    '{atPlace}, {name} shooed the hens inside and shut the henhouse door tight.',
    '{atPlace}, {name} fit rentrer les poules et ferma bien la porte du poulailler.',
    /henhouse/,
  ),
];

export const FARM_TURNS: PlacedL[] = [
  b(
    '{atPlace}, {name} and {grown} loaded the very last bundle of hay onto the cart and hurried it to the barn… just as the rain came pouring down. The hay was safe and dry!',
    '{atPlace}, {name} et {grown} chargèrent la toute dernière botte de foin sur la charrette et la rentrèrent en vitesse à la grange… juste au moment où la pluie se mit à tomber à verse. Le foin était à l’abri, bien au sec !',
  ),
];

export const FARM_ENDINGS: PlacedL[] = [
  b(
    'That evening, {grown} gave {name} a big hug. “Thank you! I could never have done it all without you.” {name} had learned that {lesson}. The end.',
    'Ce soir-là, {grown} serra {name} très fort. « Merci ! Je n’aurais jamais pu tout faire sans toi. » {name} avait appris que {lesson}. Fin.',
  ),
];
