import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * A stay at the grandparents' house (goal-grand-stay.ts): the trip and the hugs at the door, the
 * first night homesick in the guest bedroom, one small thing a day at its own place, the evenings
 * in the house, the secret drawing given at the turn, the jar of jam at the goodbye, the way home.
 * {gma}: "Grandma", « Mamie »; {gpa}: "Grandpa", « Papi ».
 */
const at = (onlyPlace: RegExp, en: string, fr: string): PlacedL => ({ en, fr, onlyPlace });
const STRAWBERRIES = /strawberry/;
const WORKSHOP = /workshop/;
const KITCHEN = /big kitchen/;
const PATCH = /vegetable patch/;
const POND = /duck pond/;
const MARKET = /village market/;
const ATTIC = /attic/;
const HENS = /henhouse/;
const LOUNGE = /armchair/;
const BEDROOM = /guest bedroom/;
const BENCH = /garden bench/;

export const STAY_OPENINGS: L[] = [
  {
    en: '{name} pressed a nose to the car window all the way to {gma} and {gpa}’s house. At the door, {gma} and {gpa} were waiting with their arms wide open, and the hugs went on and on.',
    fr: '{name} colla son nez à la vitre de la voiture jusqu’à la maison de {gpa} et {gma}. Sur le pas de la porte, {gpa} et {gma} attendaient les bras grands ouverts, et les câlins n’en finissaient plus.',
  },
];

/** The first night: the guest bedroom smells different, home is missed, a phone call. */
export const STAY_PROBLEMS: PlacedL[] = [
  {
    en: 'That first night, the guest bedroom smelled of lavender and old wood, not like home at all. {name} missed Mum and Dad very much. {gma} sat on the bed and phoned home, and Mum said goodnight down the line.',
    fr: 'Le premier soir, la chambre d’amis sentait la lavande et le vieux bois, pas du tout comme à la maison. Papa et Maman manquaient beaucoup à {name}. {gma} s’assit sur le lit et appela la maison, et Maman souhaita bonne nuit au téléphone.',
  },
];

/** One small thing a day, each at its own place, in order (the jam before the jar given). */
export const STAY_DAYS: PlacedL[] = [
  at(
    STRAWBERRIES,
    'In the morning, {gma} handed {name} a little bowl. {atPlace}, they picked the reddest strawberries, and one or two went straight into {name}’s mouth.',
    'Le matin, {gma} tendit un petit bol à {name}. {atPlace}, ils cueillirent les fraises les plus rouges, et une ou deux filèrent droit dans la bouche de {name}.',
  ),
  at(
    WORKSHOP,
    '{atPlace}, {gpa} let {name} hold the hammer. Tap, tap, tap: together they built a little wooden boat with a handkerchief for a sail.',
    '{atPlace}, {gpa} laissa {name} tenir le marteau. Toc, toc, toc : ensemble, ils fabriquèrent un petit bateau en bois, avec un mouchoir pour voile.',
  ),
  at(
    HENS,
    '{atPlace}, {gma} showed {name} how to scatter the grain. The hens came running, cluck, cluck, and three warm eggs lay in the straw.',
    '{atPlace}, {gma} montra à {name} comment lancer le grain. Les poules accoururent, cot, cot, et trois œufs tout chauds attendaient dans la paille.',
  ),
  at(
    KITCHEN,
    '{atPlace}, {gma} opened her old recipe book. “Today we bake my famous cake,” she said. {name} cracked the eggs and licked the spoon.',
    '{atPlace}, {gma} ouvrit son vieux cahier de recettes. « Aujourd’hui, on fait mon fameux gâteau », dit-elle. {name} cassa les œufs et lécha la cuillère.',
  ),
  at(
    PATCH,
    '{atPlace}, {gpa} pulled up a carrot as long as a ruler. {name} watered the lettuces and met a fat, slow snail.',
    '{atPlace}, {gpa} arracha une carotte aussi longue qu’une règle. {name} arrosa les salades et rencontra un gros escargot tout lent.',
  ),
  at(
    POND,
    '{atPlace}, {gpa} and {name} sat very still with their fishing rods. Plop! A little silver fish bit, and they let it swim away again.',
    '{atPlace}, {gpa} et {name} restèrent bien immobiles avec leurs cannes à pêche. Plouf ! Un petit poisson argenté mordit, et ils le laissèrent repartir.',
  ),
  at(
    MARKET,
    'On market day, {gma} and {gpa} walked {name} to the village square. There were cheeses, honey and shiny red apples, and {name} carried the basket.',
    'Le jour du marché, {gpa} et {gma} emmenèrent {name} sur la place du village. Il y avait des fromages, du miel et des pommes rouges toutes brillantes, et {name} porta le panier.',
  ),
  at(
    ATTIC,
    '{atPlace}, {gpa} opened a dusty treasure box: a spinning top, a toy train and a pirate hat. {name} wore the hat for the rest of the day.',
    '{atPlace}, {gpa} ouvrit une vieille malle au trésor toute poussiéreuse : une toupie, un petit train et un chapeau de pirate. {name} garda le chapeau toute la journée.',
  ),
  at(
    KITCHEN,
    '{atPlace}, {gma} stirred the strawberries in a big pot. The whole house smelled of jam, and {name} wrote the labels in big letters.',
    '{atPlace}, {gma} remua les fraises dans une grande marmite. Toute la maison sentait la confiture, et {name} écrivit les étiquettes en grosses lettres.',
  ),
  at(
    HENS,
    '{atPlace}, {name} counted the hens: one, two, three… seven! {gma} let {name} name the smallest one Pepper.',
    '{atPlace}, {name} compta les poules : une, deux, trois… sept ! {gma} laissa {name} baptiser la plus petite Poivrette.',
  ),
  at(
    PATCH,
    '{atPlace}, {gpa} and {name} dug up potatoes, round and muddy. “Chips for dinner!” said {gpa}.',
    '{atPlace}, {gpa} et {name} déterrèrent des pommes de terre toutes rondes et pleines de terre. « Des frites pour le dîner ! » dit {gpa}.',
  ),
  at(
    WORKSHOP,
    '{atPlace}, {gpa} and {name} painted a little birdhouse blue, and hung it in the cherry tree.',
    '{atPlace}, {gpa} et {name} peignirent un petit nichoir en bleu, puis l’accrochèrent dans le cerisier.',
  ),
];

/** The evenings and the rainy day, back in the house. */
export const STAY_EVENINGS: PlacedL[] = [
  at(
    LOUNGE,
    '{atPlace}, {gma} opened the old photo album. “Look, here is your dad when he was a little boy!” {name} laughed at the tiny dad in shorts far too big.',
    '{atPlace}, {gma} ouvrit le vieil album de photos. « Regarde, voici ton papa quand il était petit ! » {name} rit en voyant ce papa minuscule dans un short bien trop grand.',
  ),
  at(
    LOUNGE,
    'After dinner, {gpa} shuffled the cards for a game of snap. {name} won twice, and {gpa} pretended to be very cross.',
    'Après le dîner, {gpa} battit les cartes pour une partie de bataille. {name} gagna deux fois, et {gpa} fit semblant d’être très fâché.',
  ),
  at(
    LOUNGE,
    'One day, it rained and rained. {gma} and {gpa} built a blanket den in the living room, and {name} read comics inside it with a torch.',
    'Un jour, il plut sans arrêt. {gpa} et {gma} construisirent une cabane de couvertures dans le salon, et {name} y lut des bandes dessinées à la lampe de poche.',
  ),
  at(
    BENCH,
    'In the evening, {name} sat between {gma} and {gpa} on the garden bench, and the three of them counted the first stars.',
    'Le soir, {name} s’assit entre {gpa} et {gma} sur le banc du jardin, et tous les trois comptèrent les premières étoiles.',
  ),
  at(
    BEDROOM,
    '{atPlace}, {name} phoned Mum and Dad to tell them everything. “I’m having the best time!” The room smelled just right now.',
    '{atPlace}, {name} appela Papa et Maman pour tout leur raconter. « Je m’amuse comme jamais ! » La chambre sentait bon, maintenant.',
  ),
  at(
    LOUNGE,
    '{atPlace}, {name} drew {gma} and {gpa} with crayons, in secret, and hid the drawing under a cushion.',
    '{atPlace}, {name} dessina {gpa} et {gma} aux crayons, en secret, et cacha le dessin sous un coussin.',
  ),
];

/** The last morning: the secret drawing given. */
export const STAY_TURNS: PlacedL[] = [
  {
    en: 'On the last morning, {name} gave {gma} and {gpa} the secret drawing: the two of them in the garden, with the sun and the strawberries. {gpa} pinned it on the fridge at once.',
    fr: 'Le dernier matin, {name} offrit le dessin secret à {gpa} et {gma} : eux deux dans le jardin, avec le soleil et les fraises. {gpa} l’accrocha tout de suite sur le frigo.',
  },
];

/** The goodbye with a jar of jam, and the way home. */
export const STAY_ENDINGS: PlacedL[] = [
  {
    en: 'At the door, {gma} put a jar of strawberry jam into {name}’s hands, and {gpa} gave one last bear hug. All the way home, {name} held the jar tight and dreamed of the next holidays. The end.',
    fr: 'Sur le pas de la porte, {gma} mit un pot de confiture de fraises dans les mains de {name}, et {gpa} fit un dernier gros câlin. Sur le chemin du retour, {name} serra le pot bien fort en rêvant des prochaines vacances. Fin.',
  },
  {
    en: '{gma} and {gpa} waved from the gate until the car turned the corner. On the way home, {name} hugged the jar of jam and whispered, “See you next summer.” The end.',
    fr: '{gpa} et {gma} firent au revoir depuis le portail jusqu’au virage. Sur la route, {name} serra le pot de confiture et murmura : « À l’été prochain. » Fin.',
  },
];
