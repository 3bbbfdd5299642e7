import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A superhero's day in the city (text/goal-superhero.ts), told in order: the cape and mask on, one
 * small rescue a page, each at its own spot of the city (`leads` keeps it there: the kitten in the
 * square, the balloon at the market, the apples at the bakery, the bus at the school, the puppy at
 * the library), the storm rising, everyone the hero helped coming back to help, the bridge held at
 * the turn, the city cheering at the end. The storm's pages say no sun (story-sky-corpus).
 */
const b = step;
/** A rescue told at its own spot, before the rescues after it. */
const at = (en: string, fr: string, spot: RegExp): PlacedL => ({ ...b(en, fr, spot), leads: true });

export const HERO_OPENINGS: PlacedL[] = [
  b(
    'In the middle of a busy city, there lived {aKind} called {name}. Nobody knew it yet, but {name} had a secret.',
    'Au milieu d’une grande ville pleine de monde vivait {aKind} {named} {name}. Personne ne le savait encore, mais {name} avait un secret.',
  ),
];

export const HERO_PROBLEMS: PlacedL[] = [
  b(
    '{name}’s secret was this: {name} was a superhero! With a cape and a mask, {name} made a promise: “Whoever needs help in this city, I will help.”',
    'Le secret de {name}, le voici : {name} était {unHero} ! Avec une cape et un masque, {name} fit une promesse : « Quiconque a besoin d’aide dans cette ville, je l’aiderai. »',
  ),
];

/** Suiting up: the cape, the mask, listening for anyone in trouble. */
export const HERO_READY: PlacedL[] = [
  b(
    '{atPlace}, {name} tied on the cape and put on the mask. “{superName}, ready to help!”',
    '{atPlace}, {name} noua sa cape et mit son masque. « {superName}, prêt{eH} à aider ! »',
  ),
  b(
    '{atPlace}, {name} stood tall, with the cape flying out behind. What a superhero!',
    '{atPlace}, {name} se tint bien droit{eH}, la cape flottant derrière. Quelle allure !',
  ),
  b(
    '{atPlace}, {name} listened very carefully. A real hero always listens for someone who needs help.',
    '{atPlace}, {name} écouta très attentivement. Un vrai héros tend toujours l’oreille vers ceux qui ont besoin d’aide.',
  ),
  b(
    '{atPlace}, {name} practised a superhero jump: one, two, three… whoosh!',
    '{atPlace}, {name} s’entraîna au grand saut de super-héros : un, deux, trois… hop !',
  ),
];

/** One small rescue a page, each at its own spot of the city and drawn (goal-superhero.ts). */
export const HERO_RESCUES: PlacedL[] = [
  at(
    '{atPlace}, a little kitten was stuck high up in a tree, mewing and mewing. {name} climbed up, branch by branch, and carried the kitten safely down.',
    '{atPlace}, un petit chaton était coincé tout en haut d’un arbre et miaulait, miaulait. {name} grimpa de branche en branche et redescendit le chaton sain et sauf.',
    /square/,
  ),
  at(
    '{atPlace}, a little girl let go of her red balloon, and up it floated! {name} jumped high, caught the string and gave the balloon back. “Thank you, superhero!”',
    '{atPlace}, une petite fille lâcha son ballon rouge, qui s’envola ! {name} fit un grand bond, attrapa la ficelle et lui rendit son ballon. « Merci, {superHero} ! »',
    /market/,
  ),
  at(
    '{atPlace}, an old lady’s bag split open, and her apples rolled all over the road. {name} picked up every single apple, quick as a flash.',
    '{atPlace}, le sac d’une vieille dame se déchira, et ses pommes roulèrent partout sur la route. {name} les ramassa toutes, en un éclair.',
    /bakery/,
  ),
  at(
    '{atPlace}, the big yellow bus was stuck in a muddy hole, and the children inside could not get to class. {name} pushed and pushed… and out it came!',
    '{atPlace}, le grand bus jaune était coincé dans un trou plein de boue, et les enfants à bord ne pouvaient pas aller en classe. {name} poussa, poussa… et le bus en sortit !',
    /school/,
  ),
  at(
    '{atPlace}, a little puppy had lost its way. {name} read the name on its collar and walked it all the way home.',
    '{atPlace}, un petit chiot s’était perdu. {name} lut le nom sur son collier et le raccompagna jusque chez lui.',
    /library/,
  ),
  at(
    '{atPlace}, a crate of oranges tipped off a cart. {name} caught the crate just in time, and not one orange fell.',
    '{atPlace}, une caisse d’oranges glissa d’une charrette. {name} la rattrapa juste à temps, et pas une orange ne tomba.',
    /market/,
  ),
  at(
    '{atPlace}, a grandpa’s hat blew off and landed in the fountain. {name} fished it out and dried it with the cape.',
    '{atPlace}, le chapeau d’un grand-père s’envola et atterrit dans la fontaine. {name} le repêcha et le sécha avec sa cape.',
    /square/,
  ),
  at(
    '{atPlace}, a little boy had dropped his ice cream and was crying. {name} shared a snack and a big smile, and the tears went away.',
    '{atPlace}, un petit garçon avait fait tomber sa glace et pleurait. {name} partagea son goûter et un grand sourire, et les larmes s’en allèrent.',
    /bakery/,
  ),
  at(
    '{atPlace}, a tall pile of books wobbled and began to fall. {name} caught them all: one, two, three… ten books!',
    '{atPlace}, une haute pile de livres vacilla et se mit à tomber. {name} les rattrapa tous : un, deux, trois… dix livres !',
    /library/,
  ),
  at(
    '{atPlace}, a little boy’s kite was caught on the roof. {name} climbed the ladder and set it free.',
    '{atPlace}, le cerf-volant d’un petit garçon était resté accroché au toit. {name} grimpa à l’échelle et le décrocha.',
    /school/,
  ),
];

/** The big trouble coming: clouds, rain, the river rising under the old bridge. No sun here. */
export const HERO_STORM: PlacedL[] = [
  b(
    '{atPlace}, big grey clouds rolled over the city. Rumble, rumble! A storm was coming.',
    '{atPlace}, de gros nuages gris roulèrent au-dessus de la ville. Boum, boum ! Un orage arrivait.',
  ),
  b(
    '{atPlace}, fat raindrops began to fall, and the river under the old bridge grew higher and higher.',
    '{atPlace}, de grosses gouttes de pluie se mirent à tomber, et la rivière sous le vieux pont montait, montait.',
  ),
  b(
    '{atPlace}, a man came running. “The river is rising! The old bridge is shaking!”',
    '{atPlace}, un monsieur arriva en courant. « La rivière monte ! Le vieux pont tremble ! »',
  ),
  b(
    '{atPlace}, {name} ran as fast as a superhero can. There was no time to lose.',
    '{atPlace}, {name} courut aussi vite que peut courir un super-héros. Il n’y avait pas une minute à perdre.',
  ),
];

/** Everyone the hero helped comes back to help. */
export const HERO_FRIENDS: PlacedL[] = [
  b(
    '{atPlace}, the old lady with the apples was the first to come. “You helped me,” she said. “Now I will help you!”',
    '{atPlace}, la vieille dame aux pommes arriva la première. « Tu m’as aidée, dit-elle. À mon tour de t’aider ! »',
  ),
  b(
    '{atPlace}, {name} called out: “Who will help me save the bridge?” For a moment, nobody answered.',
    '{atPlace}, {name} lança : « Qui veut m’aider à sauver le pont ? » Pendant un instant, personne ne répondit.',
  ),
  b(
    '{atPlace}, the bus driver came too, with the big yellow bus full of sandbags.',
    '{atPlace}, le chauffeur du bus arriva aussi, avec le grand bus jaune rempli de sacs de sable.',
  ),
  b(
    '{atPlace}, the girl with the balloon came running, and the kitten’s family, and more and more people behind them.',
    '{atPlace}, la petite fille au ballon arriva en courant, puis la famille du chaton, et de plus en plus de monde derrière eux.',
  ),
];

export const HERO_TURNS: PlacedL[] = [
  b(
    '{atPlace}, the rain poured and the river roared. {name} could not hold the bridge alone… but everyone {name} had helped was there! Together they piled up the sandbags, and the old bridge held fast.',
    '{atPlace}, la pluie tombait à verse et la rivière grondait. {name} ne pouvait pas tenir le pont {toutSeul}… mais tous ceux que {name} avait aidés étaient là ! Ensemble, ils empilèrent les sacs de sable, et le vieux pont tint bon.',
  ),
];

export const HERO_ENDINGS: PlacedL[] = [
  b(
    'When the storm was over, the whole city came out to cheer. “Hooray for {name}!” But {name} just smiled: “I could not have done it alone.” {name} had learned that {lesson}. The end.',
    'Quand l’orage fut passé, toute la ville sortit pour applaudir. « Hourra pour {name} ! » Mais {name} sourit simplement : « Je n’y serais pas arrivé{eH} sans vous. » {name} avait appris que {lesson}. Fin.',
  ),
];
