/**
 * Farm rhymes ('Farm rhymes', « Comptines sur la ferme »): one couplet an animal and its sound, in
 * English and in French rhyme (the French sounds: meuh, groin, cot-cot, coin-coin, bêê, hiii…).
 * Before, the book hunted a bell « du soir à l’aurore ». `where`: the farm spot it is drawn at
 * (idea/settings-land.ts); `icon`: the animal drawn. The first round sings each animal's sound, the
 * second its young or its day, so a 24-page book sings no couplet twice. No line agrees with the hero.
 */
export type FarmSound = {
  icon: string;
  where: RegExp;
  the: { en: string; fr: string };
  en: [string, string];
  fr: [string, string];
};

const BARN = /barn/;
const POND = /pond/;
const HEN = /henhouse/;
const FIELD = /hay field/;
const STABLE = /stable/;
const ORCHARD = /orchard/;

const f = (
  icon: string,
  where: RegExp,
  the: [string, string],
  en: [string, string],
  fr: [string, string],
) => ({
  icon,
  where,
  the: { en: the[0], fr: the[1] },
  en,
  fr,
});

export const FARM_OPENING = f(
  'sun',
  FIELD,
  ['the morning sun', 'le soleil du matin'],
  ['Down on the farm, the sun climbs high:', 'listen, the animals all say hi!'],
  ['À la ferme, le jour se lève :', 'écoute les bêtes, c’est comme un rêve !'],
);

export const FARM_SOUNDS: FarmSound[] = [
  f(
    'cow',
    FIELD,
    ['the cow', 'la vache'],
    ['The cow says “Moo!” in the meadow green,', 'the gentlest cow you’ve ever seen.'],
    ['« Meuh, meuh ! » dit la vache dans le pré,', 'et elle nous donne du bon lait.'],
  ),
  f(
    'pig',
    BARN,
    ['the pig', 'le cochon'],
    ['The pig says “Oink!” and rolls in the mud,', 'splish and splash, with a happy thud.'],
    ['« Groin, groin ! » fait le cochon tout rose,', 'dans la boue, il se repose.'],
  ),
  f(
    'chicken',
    HEN,
    ['the hen', 'la poule'],
    ['The hen says “Cluck!” in her cosy nest,', 'and lays an egg, the very best.'],
    ['« Cot, cot, codet ! » chante la poule,', 'dans son nid, un œuf qui roule.'],
  ),
  f(
    'duck',
    POND,
    ['the duck', 'le canard'],
    ['The duck says “Quack!” on the pond so blue,', 'paddling round and round it too.'],
    ['« Coin, coin ! » dit le canard sur la mare,', 'il nage, il plonge, quel bavard !'],
  ),
  f(
    'ewe',
    FIELD,
    ['the sheep', 'le mouton'],
    ['The sheep says “Baa!” on the grassy hill,', 'her woolly coat keeps out the chill.'],
    ['« Bêê, bêê ! » fait le mouton tout blanc,', 'sa laine est douce comme un ruban.'],
  ),
  f(
    'horse',
    STABLE,
    ['the horse', 'le cheval'],
    ['The horse says “Neigh!” and shakes his mane,', 'then gallops off along the lane.'],
    ['« Hiii ! » hennit le cheval dans l’écurie,', 'puis il galope dans la prairie.'],
  ),
  f(
    'goat',
    ORCHARD,
    ['the goat', 'la chèvre'],
    ['The goat says “Maa!” and climbs up high,', 'nibbling the fence as we walk by.'],
    ['« Mêê ! » bêle la chèvre sur le rocher,', 'elle grignote tout, même le panier !'],
  ),
  f(
    'rooster',
    HEN,
    ['the rooster', 'le coq'],
    ['The rooster crows, “Cock-a-doodle-doo!', 'Wake up, farm, the day is new!”'],
    ['« Cocorico ! » chante le coq tout haut,', '« Debout, la ferme, il fait beau ! »'],
  ),
  f(
    'dog',
    BARN,
    ['the farm dog', 'le chien'],
    ['The dog says “Woof!” and wags his tail,', 'and helps the farmer with the pail.'],
    ['« Ouaf, ouaf ! » aboie le chien fidèle,', 'il rassemble les moutons, quel beau modèle !'],
  ),
  f(
    'cat',
    BARN,
    ['the cat', 'le chat'],
    ['The cat says “Miaow!” on a bale of hay,', 'then curls up for a nap all day.'],
    ['« Miaou ! » fait le chat sur la botte de foin,', 'il guette la souris, dans son petit coin.'],
  ),
  f(
    'donkey',
    STABLE,
    ['the donkey', 'l’âne'],
    ['The donkey brays, “Hee-haw, hee-haw!”', 'and munches happily on the straw.'],
    ['« Hi-han ! » brait l’âne tout gris,', 'il mange sa paille, il est ravi.'],
  ),
  f(
    'mouse',
    BARN,
    ['the mouse', 'la souris'],
    ['The mouse says “Squeak!” and hides in the hay,', 'she nibbles some corn, then scurries away.'],
    ['« Couic, couic ! » fait la souris grise,', 'elle grignote du blé, quelle gourmandise !'],
  ),
];

/** The second round: the young ones, and what the animals do all day. */
export const FARM_SOUNDS_AGAIN: FarmSound[] = [
  f(
    'cow',
    FIELD,
    ['the cow', 'la vache'],
    ['The cow chews grass the whole day long,', 'and “Moo!” is still her favourite song.'],
    ['La vache rumine toute la journée,', 'et « Meuh ! » c’est sa chanson préférée.'],
  ),
  f(
    'baby-chick',
    HEN,
    ['the chicks', 'les poussins'],
    ['The chicks say “Cheep!”, so small and round,', 'pecking for seeds upon the ground.'],
    ['Les poussins font « Piou, piou ! », tout ronds,', 'ils picorent les graines, qu’ils sont mignons !'],
  ),
  f(
    'pig',
    ORCHARD,
    ['the piglets', 'les porcelets'],
    ['The piglets squeal, “Oink, oink!” for lunch,', 'and gobble apples, crunch, crunch, crunch.'],
    ['Les porcelets crient « Groin ! » à midi,', 'ils croquent des pommes : miam, c’est exquis !'],
  ),
  f(
    'duck',
    POND,
    ['the ducklings', 'les canetons'],
    ['The ducklings follow, one, two, three,', '“Quack, quack!”, as happy as can be.'],
    ['Les canetons suivent, un, deux, trois,', '« Coin, coin ! », en file, derrière papa.'],
  ),
  f(
    'ewe',
    FIELD,
    ['the lambs', 'les agneaux'],
    ['The lambs say “Baa!” and skip and leap,', 'then snuggle up beside the sheep.'],
    ['Les agneaux font « Bêê ! » et sautent en rond,', 'puis se blottissent contre les moutons.'],
  ),
  f(
    'horse',
    FIELD,
    ['the horse', 'le cheval'],
    ['Clip-clop, clip-clop, the horse trots by,', '“Neigh!” he calls beneath the sky.'],
    ['Cataclop, le cheval trotte gaiement,', '« Hiii ! » dit-il en courant au vent.'],
  ),
  f(
    'dog',
    FIELD,
    ['the farm dog', 'le chien'],
    ['The dog barks “Woof!” beside the gate:', '“Come on, sheep, you mustn’t be late!”'],
    ['« Ouaf ! » dit le chien près du portail,', '« Allez, les moutons, au travail ! »'],
  ),
  f(
    'cat',
    BARN,
    ['the kittens', 'les chatons'],
    ['The kittens mew, “Miaow!” in the shed,', 'then curl up in a ball for bed.'],
    ['Les chatons font « Miaou ! » dans la grange,', 'ils jouent avec une plume étrange.'],
  ),
  f(
    'goat',
    ORCHARD,
    ['the kid goat', 'le chevreau'],
    ['The little kid goat cries, “Maa, maa, maa!”', 'and jumps on the cart: “Hip, hip, hurrah!”'],
    ['Le chevreau fait « Mêê ! », tout content,', 'il saute sur la charrette en chantant.'],
  ),
  f(
    'tractor',
    FIELD,
    ['the tractor', 'le tracteur'],
    ['The tractor rumbles, “Brum, brum, brum!”,', 'and all the animals cry, “Here we come!”'],
    ['Le tracteur fait « Vroum, vroum, vroum ! »,', 'il rentre le foin : zoum, zoum, zoum !'],
  ),
];

export const FARM_CLOSING = f(
  'musical-notes',
  BARN,
  ['the farm’s song', 'la chanson de la ferme'],
  ['Moo and oink and cluck and neigh:', 'the farm sings all the livelong day!'],
  ['« Meuh », « coin », « bêê », « cocorico » :', 'à la ferme, tout le monde chante en écho !'],
);
