import * as M from './goal-shop-words-more';
import type { PlacedL } from './story-place-fit';
import { leadStep, step } from './task-step';

/**
 * The supermarket's pages (text/goal-shop.ts). A shopping trip: the list, the trolley, the fruit
 * chosen, the warm bread, the cold freezers, the heavy trolley, the toy not bought, the checkout's
 * beep. A cuddly toy lost there: missed at the checkout, the way back aisle by aisle, the shop
 * assistant, the announcement at the information desk, found among the teddies or in the trolley.
 * {grown} came along (Mum), {toy}/{Toy} the toy lost (« le doudou »). French avoids words that
 * agree with the hero or the toy.
 */
const b = step;
const CAR_PARK = /car park/;
const ENTRANCE = /entrance/;
const FRUIT = /fruit/;
const BAKERY = /bakery/;
const FROZEN = /frozen/;
const TOYS = /toy aisle/;
const DESK = /information/;

export const SHOP_PROBLEMS: PlacedL[] = [
  b(
    '{name} and {grown} had a long shopping list: apples, bread, peas and milk. “Can I push the trolley?” asked {name}. “Off to the supermarket!” said {grown}.',
    '{name} et {grown} avaient une longue liste de courses : des pommes, du pain, des petits pois et du lait. « Je peux pousser le chariot ? » demanda {name}. « En route pour le supermarché ! » dit {grown}.',
  ),
];

/** Getting there and the first aisles, in the order of the shop. */
export const SHOP_AISLES: PlacedL[] = [
  leadStep(
    '{atPlace}, {grown} parked the car and {name} hopped out. By the doors, the trolleys stood in a long, shiny row.',
    '{atPlace}, {grown} gara la voiture et {name} sauta dehors. Près des portes, les chariots attendaient en une longue file brillante.',
    CAR_PARK,
  ),
  b(
    '{atPlace}, {name} pulled a trolley out of the row. Clank! It was almost as tall as {name}.',
    '{atPlace}, {name} tira un chariot de la file. Clang ! Il était presque aussi grand que {name}.',
    ENTRANCE,
  ),
  b(
    '{atPlace}, {name} chose the shiniest red apples, one, two, three, and put them gently in a bag. “Not too squeezy,” said {grown}.',
    '{atPlace}, {name} choisit les pommes rouges les plus brillantes, une, deux, trois, et les posa doucement dans un sachet. « Sans trop serrer », dit {grown}.',
    FRUIT,
  ),
  b(
    '{atPlace}, {name} put the bananas on the big scales. The numbers danced, and out came a little sticker.',
    '{atPlace}, {name} posa les bananes sur la grande balance. Les chiffres dansèrent, et une petite étiquette sortit.',
    FRUIT,
  ),
  M.CARROT_LEGS,
  b(
    '{atPlace}, the baker handed {name} a warm baguette. It smelled so good that {name} nibbled the tip!',
    '{atPlace}, le boulanger tendit une baguette toute chaude à {name}. Elle sentait si bon que {name} en grignota le bout !',
    BAKERY,
  ),
  M.CHEESE_TASTE,
  M.FISH_CRAB,
  b(
    '{atPlace}, {grown} opened a freezer door. Brrr! {name} grabbed the peas and shivered right down to the toes.',
    '{atPlace}, {grown} ouvrit la porte d’un congélateur. Brrr ! {name} attrapa les petits pois et frissonna jusqu’au bout des orteils.',
    FROZEN,
  ),
  M.MILK_HEAVY,
];

/** The list ticked and the trolley growing heavy. */
export const SHOP_LIST: PlacedL[] = [
  b(
    '{atPlace}, {name} ticked the list with a pencil: apples, done; bread, done. Only a few things left!',
    '{atPlace}, {name} cocha la liste avec un crayon : les pommes, c’est fait ; le pain, c’est fait. Plus que quelques choses !',
  ),
  b(
    '{atPlace}, the trolley was getting so heavy! {name} pushed with both hands, puff, puff, and {grown} helped round the corners.',
    '{atPlace}, le chariot devenait si lourd ! {name} poussait à deux mains, pouf, pouf, et {grown} aidait dans les virages.',
  ),
  ...M.SHOP_LIST_MORE,
];

/** Little troubles on the way round. */
export const SHOP_TROUBLES: PlacedL[] = [
  b(
    '{atPlace}, {name} saw a shiny red toy car and wanted it so, so much. “Not today,” said {grown} gently. {name} took a deep breath and waved goodbye to the car.',
    '{atPlace}, {name} vit une petite voiture rouge toute brillante et en eut terriblement envie. « Pas aujourd’hui », dit doucement {grown}. {name} prit une grande inspiration et fit au revoir à la voiture.',
    TOYS,
  ),
  b(
    '{atPlace}, one trolley wheel went squeak, squeak and wobbled to the left. {name} steered it straight again, like a racing driver.',
    '{atPlace}, une roue du chariot faisait couic, couic et partait à gauche. {name} le remit bien droit, comme au volant d’une voiture de course.',
  ),
  ...M.SHOP_TROUBLES_MORE,
];

export const SHOP_TURNS: PlacedL[] = [
  b(
    '{atPlace}, {name} put everything on the moving belt, one thing at a time. The till went beep, beep, beep, and {name} helped to pay. “What a great helper!” said the cashier.',
    '{atPlace}, {name} posa tout sur le tapis roulant, une chose après l’autre. La caisse faisait bip, bip, bip, et {name} aida à payer. « Quelle aide formidable ! » dit la caissière.',
  ),
];

export const SHOP_ENDINGS: PlacedL[] = [
  b(
    'Back home, {name} helped to put everything away and bit into the first red apple. Crunch! {name} had learned that {lesson}. The end.',
    'De retour à la maison, {name} aida à tout ranger et croqua dans la première pomme rouge. Crac ! {name} avait appris que {lesson}. Fin.',
  ),
];

export const LOST_PROBLEMS: PlacedL[] = [
  b(
    'At the supermarket, {name} and {grown} had done all the shopping. But at the checkout, {name} gave a little cry: {toy} was not there any more! “{Toy} is gone!”',
    'Au supermarché, {name} et {grown} avaient fini les courses. Mais à la caisse, {name} poussa un petit cri : {toy} n’était plus là ! « {Toy} a disparu ! »',
  ),
];

/** Back the way they came, aisle by aisle. */
export const LOST_WAY_BACK: PlacedL[] = [
  leadStep(
    '{atPlace}, {name} and {grown} went back the way they had come. Brrr! The freezers puffed cold air, full of peas and ice cream, but {toy} was not there.',
    '{atPlace}, {name} et {grown} refirent le chemin à l’envers. Brrr ! Les congélateurs soufflaient de l’air froid, pleins de petits pois et de glaces, mais {toy} n’était pas là.',
    FROZEN,
  ),
  b(
    '{atPlace}, it smelled of warm bread and croissants. {name} peeked under the counter. Only crumbs!',
    '{atPlace}, ça sentait le pain chaud et les croissants. {name} jeta un œil sous le comptoir. Rien que des miettes !',
    BAKERY,
  ),
  ...M.LOST_COUNTERS,
  b(
    '{atPlace}, {name} peeped between the apples and the bananas, and behind a big pile of carrots. {Toy} was not there either.',
    '{atPlace}, {name} regarda entre les pommes et les bananes, et derrière une montagne de carottes. {Toy} n’était pas là non plus.',
    FRUIT,
  ),
  M.SCALE_ZERO,
  b(
    '{atPlace}, {name} peered into every trolley in the long row. Clank, clank: all empty.',
    '{atPlace}, {name} regarda dans chaque chariot de la longue file. Clang, clang : tous vides.',
    ENTRANCE,
  ),
  ...M.LOST_WAY_BACK_MORE,
];

/** The shop assistant who helps, and the announcement at the information desk. */
export const LOST_HELP: PlacedL[] = [
  b(
    '{atPlace}, a shop assistant in a green apron crouched down. “Have you lost something?” she asked kindly. {name} nodded, lip wobbling. “Come with me,” she said.',
    '{atPlace}, une vendeuse en tablier vert s’accroupit. « Tu as perdu quelque chose ? » demanda-t-elle gentiment. {name} hocha la tête, le menton tremblant. « Viens avec moi », dit-elle.',
  ),
  b(
    '{atPlace}, the shop assistant took the microphone. Ding-dong! “Attention, shoppers: {name} has lost {toy}. Who can help?” The voice rang through every aisle.',
    '{atPlace}, la vendeuse prit le micro. Ding-dong ! « Votre attention, s’il vous plaît : {name} a perdu {toy}. Qui peut aider ? » La voix résonna dans tous les rayons.',
    DESK,
  ),
  ...M.LOST_HELP_MORE,
];

/** The worry on the way back. */
export const LOST_WORRIES: PlacedL[] = [
  b(
    '{atPlace}, {name} felt a big tear coming. {grown} gave a hug. “We won’t go home without {toy},” said {grown}.',
    '{atPlace}, {name} sentit une grosse larme arriver. {grown} fit un câlin. « On ne rentrera pas sans {toy} », dit {grown}.',
  ),
  b(
    '{atPlace}, the aisle was full of busy trolleys. {name} held {grown}’s hand tight and squeezed through.',
    '{atPlace}, le rayon était plein de chariots pressés. {name} tint bien fort la main de {grown} pour se faufiler.',
    /aisle/,
  ),
  ...M.LOST_WORRIES_MORE,
  b(
    '{atPlace}, {name} suddenly remembered: on the way round, {toy} had waved at the teddies on the big shelf!',
    '{atPlace}, {name} se souvint tout à coup : pendant les courses, {toy} avait fait coucou aux nounours de la grande étagère !',
  ),
];

export const LOST_TURNS: PlacedL[] = [
  b(
    '{atPlace}, {name} ran to the big shelf. There, among the teddies, was {toy}, as if it had come to play! {name} hugged {toy} tight. “There you are!”',
    '{atPlace}, {name} courut jusqu’à la grande étagère. Là, au milieu des nounours, il y avait {toy}, comme pour jouer avec eux ! {name} serra {toy} très fort. « Te voilà ! »',
  ),
  b(
    '{atPlace}, {grown} lifted the big bag of bread out of the trolley, and there, squashed at the bottom, was {toy}! It had been riding along all the time.',
    '{atPlace}, {grown} sortit le gros sac de pain du chariot, et là, tout au fond, il y avait {toy} ! Depuis le début, {toy} faisait les courses en chariot.',
  ),
];

export const LOST_ENDINGS: PlacedL[] = [
  b(
    'Back home, {name} did not let go of {toy} all evening, not even at bath time. {name} had learned that {lesson}. The end.',
    'De retour à la maison, {name} ne lâcha plus {toy} de la soirée, pas même pour le bain. {name} avait appris que {lesson}. Fin.',
  ),
];
