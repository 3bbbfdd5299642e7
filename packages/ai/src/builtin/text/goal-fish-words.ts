import type { PlacedL } from './story-place-fit';

/**
 * A fishing trip (goal-fish.ts), told in the order of its morning: the first casts and the waiting,
 * the mishaps (an old boot, a cheeky duck, a drizzle), the secret of patience, then the big fish at
 * the turn, let go at the end. {grown} is who came along ("Grandpa", « Papa »), {atWater} by which water
 * ("by the lake", « au bord de la rivière »). Each sentence names
 * its spot ({atPlace}), so a long book never prints one twice.
 */
const b = (en: string, fr: string): PlacedL => ({ en, fr });

export const FISH_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who loved nothing more than a quiet day {atWater}.',
    'Il était une fois {aKind} {named} {name}, qui aimait plus que tout passer une journée tranquille {atWater}.',
  ),
];

export const FISH_PROBLEMS: PlacedL[] = [
  b(
    '{name} and {grown} packed two fishing rods, a bucket and a sandwich each. “This time,” said {name}, “I am going to catch a fish!”',
    '{name} et {grown} préparèrent deux cannes à pêche, un seau et un sandwich chacun. « Cette fois, dit {name}, je vais attraper un poisson ! »',
  ),
];

/** Casting and waiting. */
export const FISH_CASTS: PlacedL[] = [
  b(
    '{atPlace}, {grown} showed {name} how to cast: swing back, then whoosh, and plop went the float.',
    '{atPlace}, {grown} montra à {name} comment lancer la ligne : on recule, puis hop, et plouf, voilà le bouchon dans l’eau.',
  ),
  b(
    '{atPlace}, {name} tried a cast with no help, and the hook caught in a branch, then in {name}’s own hat!',
    '{atPlace}, {name} essaya de lancer sans aide, et l’hameçon se prit dans une branche, puis dans le chapeau de {name} !',
  ),
  b(
    '{atPlace}, {name} sat very still and watched the red float bob on the water, waiting and waiting.',
    '{atPlace}, {name} resta bien immobile à regarder le bouchon rouge danser sur l’eau, en attendant, encore et encore.',
  ),
  b(
    '{atPlace}, {name} put a fat wriggly worm on the hook, “Eww!”, and then laughed.',
    '{atPlace}, {name} accrocha un gros ver tout gigotant à l’hameçon, « Beurk ! », puis éclata de rire.',
  ),
  b(
    '{atPlace}, the first cast with no help landed just right, plop, in the middle of the ripples.',
    '{atPlace}, le premier lancer sans aide tomba pile au bon endroit, plouf, au milieu des ronds dans l’eau.',
  ),
];

/** Mishaps. */
export const FISH_MISHAPS: PlacedL[] = [
  b(
    '{atPlace}, the float went down, and {name} pulled and pulled… and out came an old boot, dripping with weeds!',
    '{atPlace}, le bouchon plongea, et {name} tira, tira… et sortit une vieille botte pleine d’algues !',
  ),
  b(
    '{atPlace}, a cheeky duck swam over and tried to eat the bait, quack, quack!',
    '{atPlace}, un canard effronté s’approcha à la nage et voulut manger l’appât, coin, coin !',
  ),
  b(
    '{atPlace}, big drops began to fall, so {name} and {grown} shared a sandwich under the umbrella.',
    '{atPlace}, de grosses gouttes se mirent à tomber, alors {name} et {grown} partagèrent un sandwich sous le parapluie.',
  ),
  b(
    '{atPlace}, the bucket tipped over and the worms wriggled away across the grass.',
    '{atPlace}, le seau se renversa et les vers s’enfuirent en gigotant dans l’herbe.',
  ),
];

/** Patience. */
export const FISH_PATIENCE: PlacedL[] = [
  b(
    '{atPlace}, {grown} whispered the secret of fishing: “Lots of patience, and not a sound.”',
    '{atPlace}, {grown} chuchota le secret de la pêche : « Beaucoup de patience, et pas un bruit. »',
  ),
  b(
    '{atPlace}, little silver fish flashed under the water, nibbling near the float.',
    '{atPlace}, de petits poissons argentés filaient sous l’eau et grignotaient près du bouchon.',
  ),
  b(
    '{atPlace}, {name} held the rod with both hands and did not move at all, not even to scratch a nose.',
    '{atPlace}, {name} tenait la canne à deux mains et ne bougeait plus du tout, même pas pour se gratter le nez.',
  ),
  b(
    '{atPlace}, a frog hopped onto a lily pad and stared at the float too, as if it was fishing as well.',
    '{atPlace}, une grenouille sauta sur un nénuphar et fixa le bouchon, comme si elle pêchait, elle aussi.',
  ),
  b(
    '{atPlace}, {name} and {grown} counted the ripples in whispers, one, two, three, and waited some more.',
    '{atPlace}, {name} et {grown} comptèrent les ronds dans l’eau en chuchotant, un, deux, trois, et attendirent encore.',
  ),
];

export const FISH_TURNS: PlacedL[] = [
  b(
    'Then the rod bent right over! “I’ve got one!” cried {name}. Slowly, slowly, {name} reeled it in, with {grown} cheering, until a big shiny fish flipped out of the water!',
    'Soudain, la canne se plia en deux ! « J’en ai un ! » cria {name}. Tout doucement, {name} remonta la ligne, avec {grown} qui l’encourageait, jusqu’à ce qu’un gros poisson brillant sorte de l’eau !',
  ),
];

export const FISH_ENDINGS: PlacedL[] = [
  b(
    'They looked at the fish, its scales gleaming like silver, then {name} gently let it go, splash! On the way home, {name} was already planning the next trip, and knew that {lesson}. The end.',
    'Ils admirèrent le poisson aux écailles d’argent, puis {name} le relâcha doucement, plouf ! Sur le chemin du retour, {name} pensait déjà à la prochaine fois, et savait que {lesson}. Fin.',
  ),
];
