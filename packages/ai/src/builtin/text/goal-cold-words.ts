import type { PlacedL } from './story-place-fit';

/**
 * A hero who is always cold (idea/read-goal-cold.ts), in place of a quest: cold all day, tries to
 * get warm (a huddle, a dance, a patch of sun, hot cocoa), a friend knitting something in secret,
 * the scarf given at the turn, warm at the end. Slots as in story-episodes.ts, {pal} (“the polar
 * bear”, « l’ours polaire ») and {Pal}. No “snowflake” or « flocon »: a line of falling snow would
 * draw a snowfall on one page only (page-sky.ts). French avoids words that agree with the hero.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const COLD_PROBLEMS: PlacedL[] = [
  b(
    'Brrr! {name} was cold. Cold in the morning, cold at lunchtime, cold all day long. “Why am I always so cold?”',
    'Brrr ! {name} avait froid. Froid le matin, froid à midi, froid toute la journée. « Pourquoi est-ce que j’ai toujours froid ? »',
  ),
  b(
    'Everyone else played happily in the cold, but {name} shivered all over. Brrr, brrr, brrr! “I wish I could be warm, just once.”',
    'Tout le monde jouait gaiement dans le froid, mais {name} grelottait de la tête aux pieds. Brrr, brrr, brrr ! « Si seulement je pouvais avoir chaud, rien qu’une fois. »',
  ),
];

/** Trying to get warm: in place of the quest's search. */
export const COLD_TRIES: PlacedL[] = [
  b(
    '{atPlace}, {name} squeezed into the middle of a big huddle of friends. Warmer… but only for a minute.',
    '{atPlace}, {name} se glissa au milieu d’un gros tas d’amis serrés les uns contre les autres. Un peu plus chaud… mais pas longtemps.',
    { unlessPlace: /igloo|cave/ },
  ),
  b(
    '{atPlace}, {name} danced a wiggly dance: hop, hop, slide and spin! Dancing was warm… until the dance stopped.',
    '{atPlace}, {name} dansa une drôle de danse : hop, hop, on glisse et on tourne ! Danser, ça réchauffait… tant que ça durait.',
  ),
  b(
    '{atPlace}, {name} found a little patch of sunshine and stood very still in it. Lovely! Then a cloud came along.',
    '{atPlace}, {name} trouva un petit coin de soleil et y resta sans bouger. Quel bonheur ! Puis un nuage passa.',
    { unlessPlace: /igloo|cave/ },
  ),
  b(
    '{atPlace}, {name} tried wearing three woolly hats at once. Wobble, wobble… and down they all came!',
    '{atPlace}, {name} essaya de porter trois bonnets à la fois. Ça penche, ça penche… et tout dégringola !',
  ),
  b(
    '{atPlace}, {name} ran round and round, faster and faster, puff, puff! Warm for a moment, and very dizzy.',
    '{atPlace}, {name} courut en rond, de plus en plus vite, pouf, pouf ! Ça réchauffait un moment… et ça faisait tourner la tête.',
    { unlessPlace: /igloo|cave/ },
  ),
];

/** A friend knitting in secret: in place of the quest's clues. */
export const COLD_KNITTING: PlacedL[] = [
  b(
    '{atPlace}, {name} saw {pal} knitting something long and red. Click, clack went the needles. “What is it?” “You’ll see!”',
    '{atPlace}, {name} vit {pal} tricoter quelque chose de long et rouge. Clic, clac, faisaient les aiguilles. « Qu’est-ce que c’est ? » « Tu verras ! »',
  ),
  b(
    '{atPlace}, {pal} held up a ball of red wool next to {name}. “Just measuring,” {pal} said with a wink.',
    '{atPlace}, {pal} posa une pelote de laine rouge tout contre {name}. « C’est pour mesurer », dit {pal} avec un clin d’œil.',
  ),
];

/** The cold biting: in place of the stock obstacles. */
export const COLD_CHILLS: PlacedL[] = [
  b(
    '{atPlace}, an icy wind blew, whoooo! {name} shivered from head to toe: brrr, brrr, brrr.',
    '{atPlace}, un vent glacé se mit à souffler, houuu ! {name} grelotta de la tête aux pieds : brrr, brrr, brrr.',
    { unlessPlace: /igloo|cave/ },
  ),
  b(
    '{atPlace}, a drop of icy water fell from an icicle, right on {name}’s nose. Plip! Brrr!',
    '{atPlace}, une goutte glacée tomba d’un glaçon, pile sur le nez de {name}. Plip ! Brrr !',
  ),
];

/** Hot cocoa: in place of the stock pauses. */
export const COLD_COCOA: PlacedL[] = [
  b(
    '{atPlace}, {name} sipped a cup of hot cocoa. Warm in the tummy, warm to the toes… well, almost to the toes.',
    '{atPlace}, {name} but une tasse de chocolat chaud. Chaud dans le ventre, chaud jusqu’aux orteils… enfin, presque.',
  ),
  b(
    '{atPlace}, {name} curled up under a thick blanket. Cosy… but the blanket kept slipping off.',
    '{atPlace}, {name} se pelotonna sous une grosse couverture. Bien au chaud… mais la couverture glissait sans arrêt.',
  ),
];

export const COLD_TURNS: PlacedL[] = [
  b(
    '{atPlace}, {pal} came with a parcel. Inside was a long, soft, red scarf! {Pal} wrapped it round {name}’s neck, once, twice, three times. “Oh!” said {name}. “I’m warm! Warm all over!”',
    '{atPlace}, {pal} arriva avec un paquet. Dedans, une longue écharpe rouge toute douce ! {Pal} l’enroula autour du cou de {name}, un tour, deux tours, trois tours. « Oh ! J’ai chaud ! J’ai chaud partout ! » s’écria {name}.',
  ),
];

export const COLD_ENDINGS: PlacedL[] = [
  b(
    '{ThatEvening}, {name} snuggled up with {pal}, the red scarf round and round, a cup of cocoa in hand. For the first time in a long time, {name} was as warm as toast. The end.',
    '{ThatEvening}, {name} se blottit contre {pal}, l’écharpe rouge bien enroulée et une tasse de chocolat chaud entre les mains. Pour la première fois depuis longtemps, {name} n’avait plus froid du tout. Fin.',
  ),
];
