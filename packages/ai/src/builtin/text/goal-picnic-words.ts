import type { PlacedL } from './story-place-fit';
import { step } from './task-step';
import type { L } from './theme-types';

/**
 * A picnic (text/goal-picnic.ts), told in the order of the day: the basket packed at home, the walk
 * through the fields, the blanket under the big tree; the ducks, the daisy chain, rolling down the
 * hill, the ball game; dark clouds and the first drops; the cake shared under the bandstand roof with
 * a rainbow at the turn; the walk home with an empty basket. Each page at its own spot (`leads`).
 * {family} is who came, {all} the hero with them (a plural subject); French lines say « on » where
 * {family} would be the subject, so a lone « Mamie » never takes a plural verb.
 */
const at = (en: string, fr: string, spot: RegExp): PlacedL => ({ ...step(en, fr, spot), leads: true });

export const PICNIC_OPENINGS: L[] = [
  step(
    'Once upon a time there lived {aKind} called {name}, who loved nothing more than eating outdoors.',
    'Il était une fois {aKind} {named} {name}, qui n’aimait rien tant que manger dehors, au grand air.',
  ),
];

export const PICNIC_PROBLEMS: PlacedL[] = [
  step(
    'The sun was shining: a perfect day for a picnic! {name} packed the big basket with sandwiches, apples, strawberries, lemonade and a chocolate cake. “Ready, {family}?”',
    'Le soleil brillait : un temps parfait pour un pique-nique ! {name} remplit le grand panier de sandwichs, de pommes, de fraises, de limonade et d’un gâteau au chocolat. « Prêts ? On y va avec {family} ! »',
  ),
];

/** The way there and the blanket spread out. */
export const PICNIC_WAY: PlacedL[] = [
  at(
    '{atPlace}, {name} carried the basket with both hands. It was heavy, and it smelled delicious. “Is it much further?”',
    '{atPlace}, {name} porta le panier à deux mains. Il était lourd, et il sentait si bon ! « C’est encore loin ? »',
    /flower beds/,
  ),
  at(
    '{atPlace}, {all} found the perfect spot in the shade and spread out the red checked blanket, with a plate for everyone.',
    '{atPlace}, {all} trouvèrent le coin idéal, à l’ombre, et étalèrent la nappe à carreaux rouges, avec une assiette pour chacun.',
    /big tree/,
  ),
];

/** The picnic's joys (and small mishaps, mended), one a page at its own spot. */
export const PICNIC_FUN: PlacedL[] = [
  at(
    '{atPlace}, {all} ate the sandwiches: cheese for some, jam for others. Everything tastes better outdoors!',
    '{atPlace}, {all} mangèrent les sandwichs : au fromage pour les uns, à la confiture pour les autres. Tout est meilleur dehors !',
    /big tree/,
  ),
  at(
    '{atPlace}, three ducks waddled up, quack, quack, quack, hoping for crumbs. {name} gave them each a little bit of crust.',
    '{atPlace}, trois canards arrivèrent en se dandinant, coin, coin, coin, dans l’espoir de quelques miettes. {name} leur donna à chacun un bout de croûte.',
    /pond/,
  ),
  at(
    '{atPlace}, {name} picked daisies and made a long daisy chain, long enough for a crown and a necklace too.',
    '{atPlace}, {name} cueillit des pâquerettes et en fit une longue guirlande, assez longue pour une couronne et un collier.',
    /flower beds/,
  ),
  at(
    '{atPlace}, {name} lay down on the grass and rolled all the way to the bottom, giggling, with grass everywhere.',
    '{atPlace}, {name} s’allongea dans l’herbe et roula jusqu’en bas en riant, de l’herbe plein les cheveux.',
    /hill/,
  ),
  at(
    '{atPlace}, {all} played ball. {one} threw it far, far away, and {name} ran and ran… and caught it!',
    '{atPlace}, on joua au ballon. {one} le lança loin, très loin, et {name} courut, courut… et l’attrapa !',
    /playground/,
  ),
  at(
    '{atPlace}, a butterfly landed on {name}’s strawberry. {name} held very still until it flew away again.',
    '{atPlace}, un papillon se posa sur la fraise de {name}. {name} ne bougea plus jusqu’à ce qu’il s’envole.',
    /flower beds/,
  ),
  at(
    '{atPlace}, a line of tiny ants marched across the blanket, each carrying a crumb. “Let them have the crumbs,” said {one}.',
    '{atPlace}, une file de fourmis minuscules traversa la nappe, chacune avec une miette. « Laissons-leur les miettes », dit {one}.',
    /big tree/,
  ),
  at(
    '{atPlace}, {name} lay back in the grass and watched the clouds. One looked like a rabbit, one like a teapot!',
    '{atPlace}, {name} s’allongea sur le dos pour regarder les nuages. L’un ressemblait à un lapin, un autre à une théière !',
    /hill/,
  ),
  at(
    '{atPlace}, {all} drank cold lemonade, and {name} blew bubbles in it with the straw. Blub, blub!',
    '{atPlace}, {all} burent de la limonade bien fraîche, et {name} y fit des bulles avec la paille. Blub, blub !',
    /pond/,
  ),
  at(
    '{atPlace}, a buzzing bee came for the jam. {name} stayed calm and still, and the bee went off to the flowers.',
    '{atPlace}, une abeille vint bourdonner autour de la confiture. {name} resta calme et immobile, et l’abeille repartit vers les fleurs.',
    /bandstand/,
  ),
  at(
    '{atPlace}, {all} played hide-and-seek. {name} hid behind the big trunk, so still that {one} walked right past!',
    '{atPlace}, on joua à cache-cache. {name} se cacha derrière le gros tronc, si immobile que {one} passa juste à côté !',
    /big tree/,
  ),
  at(
    '{atPlace}, {name} folded a leaf into a little boat and set it on the water. It sailed all the way to the reeds.',
    '{atPlace}, {name} plia une feuille en petit bateau et le posa sur l’eau. Il vogua jusqu’aux roseaux.',
    /pond/,
  ),
  at(
    '{atPlace}, a tiny ladybird walked up {name}’s finger, to the very top, and then flew off. “Come back soon!”',
    '{atPlace}, une minuscule coccinelle grimpa sur le doigt de {name}, tout en haut, puis s’envola. « Reviens vite ! »',
    /flower beds/,
  ),
  at(
    '{atPlace}, {name} swung so high on the swing that the picnic blanket looked like a little red stamp.',
    '{atPlace}, {name} se balança si haut sur la balançoire que la nappe du pique-nique ressemblait à un petit timbre rouge.',
    /playground/,
  ),
  at(
    '{atPlace}, the band was tuning up for Sunday. {name} danced to the trumpet, and {all} clapped along.',
    '{atPlace}, la fanfare s’accordait pour dimanche. {name} dansa au son de la trompette, et {all} frappèrent dans leurs mains.',
    /bandstand/,
  ),
  at(
    '{atPlace}, {name} ate the juiciest strawberry of the basket, and the juice ran all the way down the chin.',
    '{atPlace}, {name} mangea la fraise la plus juteuse du panier, et le jus coula jusqu’au menton.',
    /hill/,
  ),
];

/** The hitch before the turn: the rain. */
export const PICNIC_HITCH: PlacedL[] = [
  at(
    '{atPlace}, big grey clouds rolled over the sun, and plip, plop, the rain began to fall on the blanket! And the cake was not eaten yet!',
    '{atPlace}, de gros nuages gris cachèrent le soleil, et plic, ploc, la pluie se mit à tomber sur la nappe ! Et le gâteau qui n’était pas encore mangé !',
    /big tree/,
  ),
];

export const PICNIC_TURNS: PlacedL[] = [
  step(
    '“Quick, under the bandstand!” cried {name}. {All} ran with the basket and shared the chocolate cake under the little roof, while the drops pattered overhead. Then the sun came back, with a rainbow!',
    '« Vite, sous le kiosque ! » cria {name}. {All} coururent avec le panier et partagèrent le gâteau au chocolat sous le petit toit, pendant que les gouttes tambourinaient au-dessus. Puis le soleil revint, avec un arc-en-ciel !',
  ),
];

/** A long book's middle is the joys, then short lines (story-filler.ts): the rain comes at the turn. */
export const PICNIC_LONG_TURNS: PlacedL[] = [
  step(
    'Then big grey clouds rolled over the sun, and the first raindrops fell! “Quick, under the bandstand!” cried {name}. {All} shared the chocolate cake under the little roof, and then the sun came back, with a rainbow!',
    'Puis de gros nuages gris cachèrent le soleil, et les premières gouttes tombèrent ! « Vite, sous le kiosque ! » cria {name}. {All} partagèrent le gâteau au chocolat sous le petit toit, puis le soleil revint, avec un arc-en-ciel !',
  ),
];

export const PICNIC_ENDINGS: PlacedL[] = [
  step(
    'That evening, {all} walked home with an empty basket and a folded blanket. “Can we have another picnic tomorrow?” yawned {name}. The end.',
    'Ce soir-là, {all} rentrèrent avec un panier vide et une nappe pliée. « On refait un pique-nique demain ? » bâilla {name}. Fin.',
  ),
];
