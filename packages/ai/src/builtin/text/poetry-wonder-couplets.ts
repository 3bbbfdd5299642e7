import { type ArcCouplet, type ArcLine, arcLines, BOOK_HOME, BOOK_PLACE } from './poetry-arc-kit';
import { allBut } from './story-place-fit';

const FALLING = 'sweets-falling';
/** Sweets do not fall in the library: the couplets out of doors are drawn out of doors. */
const OUTDOORS = { fits: allBut('indoor', 'sea', 'space') };

const THINGS: Record<string, { en: string; fr: string }> = {
  [FALLING]: { en: 'sweets falling from the sky', fr: 'des bonbons qui tombent du ciel' },
  lollipop: { en: 'a lollipop', fr: 'une sucette' },
  candy: { en: 'sweets', fr: 'des bonbons' },
  'top-hat': { en: 'a hat', fr: 'un chapeau' },
  umbrella: { en: 'an umbrella', fr: 'un parapluie' },
  basket: { en: 'a basket', fr: 'un panier' },
  dog: { en: 'a dog', fr: 'un chien' },
  bus: { en: 'a bus', fr: 'un bus' },
  shortcake: { en: 'a cake', fr: 'un gâteau' },
  toothbrush: { en: 'a toothbrush', fr: 'une brosse à dents' },
  bed: { en: 'a bed', fr: 'un lit' },
};

/**
 * The day sweets fell from the sky in rhyme ("The day it rained candy"; goal-wonder.ts tells it in
 * prose), at the book's own places: the wonder seen, sweets caught in a hat, an umbrella, a basket,
 * shared, too many of them (sticky streets, a tummy ache), the idea of a feast as they stop, the
 * whole town at the table, teeth brushed and bed. No line says "rain": its pictures draw sweets
 * falling, not rain (page-sky.ts).
 */
const LINES: ArcLine[] = [
  [
    BOOK_HOME,
    FALLING,
    ['One morning, {name} looked up high:', 'sweets were falling from the sky!'],
    ['Un matin, {name} lève le nez :', 'des bonbons tombent du ciel, à volonté !'],
  ],
  [
    BOOK_PLACE,
    'lollipop',
    ['Lollipops, gumdrops, toffee too,', 'pink and yellow, green and blue!'],
    ['Des sucettes, des guimauves, des caramels,', 'roses et jaunes, comme un arc-en-ciel !'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    FALLING,
    ['“Oh, wow!” said {name}, and ran outside,', 'with mouth and pockets open wide.'],
    ['« Oh, waouh ! » {name} sort en courant,', 'la bouche ouverte, les poches en avant.'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    'top-hat',
    ['{name} held a hat out, upside down,', 'and caught the sweets that bounced around.'],
    ['{name} tend son chapeau à l’envers,', 'et attrape les bonbons dans les airs.'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    'umbrella',
    ['An umbrella, turned the other way,', 'filled up with sweets like a big bouquet.'],
    ['Un parapluie retourné, et hop :', 'il se remplit de bonbons, stop, stop !'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    'basket',
    ['A basket, a bucket, a bowl, a cup:', 'and all of them were filling up!'],
    ['Un panier, un seau, un bol, une tasse :', 'tout se remplit, il n’y a plus de place !'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    FALLING,
    ['The neighbours laughed and danced about,', 'and every child came running out.'],
    ['Les voisins rient et dansent partout,', 'et les enfants accourent comme des fous.'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    'candy',
    ['{name} gave sweets to all who came:', 'a fair share each, and all the same.'],
    ['{name} partage avec tout le monde :', 'un bonbon pour chacun, à la ronde !'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    'dog',
    ['Even the dog caught one mid-air,', 'and the cat got toffee in its hair.'],
    ['Même le chien en attrape au vol,', 'et le chat danse la farandole.'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    FALLING,
    ['But more and more came pouring down,', 'sweets on the roofs, sweets on the town.'],
    ['Mais il en tombe encore, et encore :', 'sur les toits, les rues, les arbres, dehors !'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    FALLING,
    ['Sweets in the garden, sweets on the street,', 'sweets piled up to everyone’s feet!'],
    ['Des bonbons au jardin, des bonbons dans la rue,', 'des bonbons jusqu’aux genoux : qui l’eût cru ?'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    'bus',
    ['The sweets were sticky, the roads were stuck,', 'a bus got trapped: oh, what bad luck!'],
    ['Tout colle, tout poisse, quel souci :', 'un bus est coincé, et un taxi !'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    'candy',
    ['{name} ate one, two, three and four,', 'then had a tummy ache, and ate no more.'],
    ['{name} en mange tant et tant', 'qu’un gros mal de ventre arrive en grondant.'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    FALLING,
    ['“Too many sweets!” {name} said. “Oh dear,', 'how will we ever get them clear?”'],
    ['« Il y en a trop ! Comment faire ? »', 'se demande {name}, l’air sévère.'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    'light-bulb',
    ['Then {name} had a bright idea:', '“A giant feast for all, right here!”'],
    ['Alors {name} a une idée :', '« Un grand festin pour tout le quartier ! »'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    'sun',
    ['And just like that, the sweets stopped falling;', 'the sky was blue, the birds were calling.'],
    ['Et soudain, les bonbons s’arrêtent :', 'le ciel est bleu, les oiseaux font la fête.'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    'candy',
    ['They set long tables in the square,', 'with sweets for everyone to share.'],
    ['Sur la place, de longues tables dressées,', 'pleines de bonbons à partager.'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    'lollipop',
    ['The whole town came to the sweetest feast,', 'from the biggest one to the very least.'],
    ['Toute la ville vient au festin,', 'les grands, les petits, main dans la main.'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    'shortcake',
    ['They baked a cake of sweets and cream,', 'the finest cake there’s ever been.'],
    ['On fait un gâteau de bonbons et de crème,', 'le plus beau gâteau, celui qu’on aime.'],
    OUTDOORS,
  ],
  [
    BOOK_PLACE,
    'musical-notes',
    ['They danced and sang till the sun was low', 'in the candy town, all in a row.'],
    ['On danse, on chante jusqu’au soir', 'dans la ville en sucre : quelle histoire !'],
    OUTDOORS,
  ],
  [
    BOOK_HOME,
    'candy',
    ['At home, {name} yawned: “What a day!', 'Sweets from the sky! Hip, hip, hooray!”'],
    ['À la maison, {name} bâille : « Quelle journée !', 'Des bonbons du ciel ! Je vais en rêver ! »'],
  ],
  [
    BOOK_HOME,
    'toothbrush',
    ['But first, to the sink: scrub, scrub, scrub,', 'each little tooth, rub-a-dub-dub!'],
    ['Mais d’abord, on se brosse les dents :', 'frotte, frotte, en haut, en bas, dedans !'],
  ],
  [
    BOOK_HOME,
    'bed',
    ['Then {name} curled up, snug in bed,', 'with sugar dreams in a sleepy head.'],
    ['Puis {name} se blottit dans son lit,', 'et rêve de sucettes toute la nuit.'],
  ],
  [
    BOOK_PLACE,
    'top-hat',
    ['So if one day the sky looks sweet,', 'hold out your hat, and catch a treat!'],
    ['Et si un jour le ciel est sucré,', 'tends ton chapeau : tu pourrais en attraper !'],
    OUTDOORS,
  ],
];

/** The falling sweets' poem (no slot: the hero is named, never agreed with). */
export const WONDER_COUPLETS: ArcCouplet[] = arcLines(LINES, [], THINGS);
