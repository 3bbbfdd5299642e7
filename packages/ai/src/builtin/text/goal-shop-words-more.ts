import type { PlacedL } from './story-place-fit';
import { step as b } from './task-step';

/**
 * More of the supermarket's pages (goal-shop-words.ts tells them in the shop's order), so a long
 * book walks more aisles instead of telling the engine's short generic lines: the carrot with legs,
 * the cheese counter, the fish on ice, the milk, the eggs, the cereal; a toddler crying in a trolley,
 * a tin rolling away; and when a toy is lost, the weighing scale, the cheese man, the crab, the
 * shoppers and the cashiers who help, a wobbly wheel. French avoids words that agree with the hero
 * or the toy.
 */
const FRUIT = /fruit/;
const CHEESE = /cheese/;
const FISH = /fish/;
const FROZEN = /frozen/;

export const CARROT_LEGS = b(
  '{atPlace}, {name} found the funniest carrot in the pile: it had two legs, like a little man! {grown} laughed so much that it went in the trolley too.',
  '{atPlace}, {name} dénicha la carotte la plus rigolote du tas : elle avait deux jambes, comme un petit bonhomme ! {grown} rit tellement qu’elle alla dans le chariot, elle aussi.',
  FRUIT,
);
export const CHEESE_TASTE = b(
  '{atPlace}, the cheese man cut a thin slice of cheese with holes in it and held it out for {name} to taste. “Mmm! Can we take that one?”',
  '{atPlace}, le fromager coupa une fine tranche de fromage à trous et la tendit à {name} pour goûter. « Miam ! On peut prendre celui-là ? »',
  CHEESE,
);
export const FISH_CRAB = b(
  '{atPlace}, the fish lay shiny and silver on a bed of crushed ice. A big crab waved one claw, and {name} waved back.',
  '{atPlace}, les poissons brillaient, tout argentés, sur un lit de glace pilée. Un gros crabe agita une pince, et {name} lui fit coucou.',
  FISH,
);
export const MILK_HEAVY = b(
  '{atPlace}, {name} lifted the big bottle of milk with both hands. “Heavy!” puffed {name}, and put it in the trolley with a thump.',
  '{atPlace}, {name} souleva la grosse bouteille de lait à deux mains. « C’est lourd ! » souffla {name}, en la posant dans le chariot, boum.',
  FROZEN,
);

/** The list's small jobs. */
export const SHOP_LIST_MORE: PlacedL[] = [
  b(
    '{atPlace}, {name} counted the eggs in the box, very gently: one, two, three, four, five, six. Not one was broken!',
    '{atPlace}, {name} compta les œufs de la boîte, tout doucement : un, deux, trois, quatre, cinq, six. Pas un seul n’était cassé !',
  ),
  b(
    '{atPlace}, {grown} let {name} choose the cereal for breakfast. Up on tiptoe, {name} picked the box with a lion on it.',
    '{atPlace}, {grown} laissa {name} choisir les céréales du petit déjeuner. Sur la pointe des pieds, {name} prit la boîte avec un lion dessus.',
  ),
];

/** Little troubles on the way round. */
export const SHOP_TROUBLES_MORE: PlacedL[] = [
  b(
    '{atPlace}, a toddler was crying in the next trolley. {name} pulled a funny face and played peekaboo, and the tears turned into giggles.',
    '{atPlace}, un tout-petit pleurait dans le chariot d’à côté. {name} fit une grimace rigolote et joua à coucou-caché, et les larmes se changèrent en éclats de rire.',
  ),
  b(
    '{atPlace}, a tin of beans rolled off a shelf, bump, bump, all the way down the aisle. {name} ran after it and put it back, neat and tidy.',
    '{atPlace}, une boîte de haricots tomba d’une étagère et roula, boum, boum, tout le long du rayon. {name} courut la rattraper et la remit bien à sa place.',
  ),
  b(
    '{atPlace}, a tall shelf hid {grown} for a second. “Over here!” called {grown}, waving a big bunch of leeks, and {name} ran back, giggling.',
    '{atPlace}, une grande étagère cacha {grown} une seconde. « Par ici ! » appela {grown} en agitant une botte de poireaux, et {name} revint en courant, tout en riant.',
  ),
];

/** The way back, past more counters. */
export const SCALE_ZERO = b(
  '{atPlace}, {name} even peeked under the big weighing scale. The numbers stayed at zero: {toy} was not there.',
  '{atPlace}, {name} regarda même sous la grande balance. Les chiffres restaient à zéro : {toy} n’était pas là.',
  FRUIT,
);
export const LOST_COUNTERS: PlacedL[] = [
  b(
    '{atPlace}, the cheese man lifted every big round cheese, one by one. “Nothing in here but holes!” he said.',
    '{atPlace}, le fromager souleva chaque grosse meule de fromage, une à une. « Rien là-dedans, à part des trous ! » dit-il.',
    CHEESE,
  ),
  b(
    '{atPlace}, {name} peeped over the fish on their bed of ice. A big crab stared back with its little eyes, but it had not seen {toy} either.',
    '{atPlace}, {name} jeta un œil par-dessus les poissons couchés sur la glace pilée. Un gros crabe fixait {name} de ses petits yeux, mais il n’avait pas vu {toy}, lui non plus.',
    FISH,
  ),
];

export const LOST_WAY_BACK_MORE: PlacedL[] = [
  b(
    '{atPlace}, {name} pressed a nose to the frosty glass of the ice cream freezer. Only tubs of strawberry and chocolate looked back.',
    '{atPlace}, {name} colla le nez contre la vitre givrée du congélateur à glaces. Rien que des pots à la fraise et au chocolat, derrière.',
    FROZEN,
  ),
  b(
    '{atPlace}, {name} asked the man who gathered the trolleys. He scratched his head. “Lots of trolleys today, but no cuddly friend,” he said kindly.',
    '{atPlace}, {name} demanda au monsieur qui rangeait les chariots. Il se gratta la tête. « Plein de chariots aujourd’hui, mais pas de doudou », dit-il gentiment.',
    /entrance/,
  ),
];

/** More people who help. */
export const LOST_HELP_MORE: PlacedL[] = [
  b(
    '{atPlace}, the shop assistant wrote it all down. “What does {toy} look like?” {name} told her everything: the soft ears, the patched paw, the funny smell.',
    '{atPlace}, la vendeuse nota tout. « Comment est {toy} ? » {name} lui raconta tout : les oreilles douces, la patte recousue, la drôle d’odeur.',
  ),
  b(
    '{atPlace}, shoppers stopped their trolleys to help. A grandpa peered under the shelves, and a girl peeked behind the cereal boxes.',
    '{atPlace}, des clients arrêtèrent leurs chariots pour aider. Un papi regarda sous les étagères, et une fille jeta un œil derrière les boîtes de céréales.',
  ),
  b(
    '{atPlace}, the cashier called down the row of tills: “Has anyone seen {toy}?” All the cashiers bent down to peer under their tills.',
    '{atPlace}, la caissière appela tout le long des caisses : « Quelqu’un a vu {toy} ? » Toutes les caissières se penchèrent sous leur caisse.',
  ),
];

/** More worries on the way. */
export const LOST_WORRIES_MORE: PlacedL[] = [
  b(
    '{atPlace}, a toddler in a trolley was hugging a fluffy toy. For a second, {name}’s heart jumped… but no, it belonged to somebody else.',
    '{atPlace}, dans un chariot, un tout-petit serrait une peluche toute douce. Le cœur de {name} fit un bond… mais non, c’était celle d’un autre.',
  ),
  b(
    '{atPlace}, the trolley had a wobbly wheel that went clack-clack-clack. “It is helping us go faster,” said {grown}, and {name} gave a little smile.',
    '{atPlace}, le chariot avait une roue bancale qui faisait clac-clac-clac. « Elle nous aide à aller plus vite », dit {grown}, et {name} esquissa un petit sourire.',
  ),
];

/** Every line above: a book whose middle the first lines fill tells only those, as it always did. */
export const MORE_LINES = new Set<PlacedL>([
  CARROT_LEGS,
  CHEESE_TASTE,
  FISH_CRAB,
  MILK_HEAVY,
  SCALE_ZERO,
  ...SHOP_LIST_MORE,
  ...SHOP_TROUBLES_MORE,
  ...LOST_WAY_BACK_MORE,
  ...LOST_COUNTERS,
  ...LOST_HELP_MORE,
  ...LOST_WORRIES_MORE,
]);
