import { POTION_SPOTS } from './goal-potions';
import { type ArcCouplet, type ArcLine, arcLines } from './poetry-arc-kit';

/** Where each couplet is drawn: the kitchen's spots (goal-potions.ts). */
const [CAULDRON, BOOK, JARS, HERBS] = [0, 1, 2, 3];

const THINGS: Record<string, { en: string; fr: string }> = {
  cauldron: { en: 'a cauldron', fr: 'un chaudron' },
  'green-book': { en: 'the spell book', fr: 'le grimoire' },
  jar: { en: 'jars', fr: 'des bocaux' },
  fog: { en: 'green smoke', fr: 'de la fumée verte' },
  frog: { en: 'a frog', fr: 'une grenouille' },
  'test-tube': { en: 'a potion', fr: 'une potion' },
  bubbles: { en: 'bubbles', fr: 'des bulles' },
  'pensive-face': { en: 'a sad face', fr: 'une tête triste' },
  owl: { en: 'the old owl', fr: 'le vieux hibou' },
  herb: { en: 'herbs', fr: 'des herbes' },
  sparkles: { en: 'pink sparkles', fr: 'des étincelles roses' },
  tulip: { en: 'flowers', fr: 'des fleurs' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
};

/**
 * A little witch's potions in rhyme (« Une petite sorcière rate toutes ses potions »; goal-potions.ts
 * tells it in prose), in the cottage kitchen: the cauldron and the spell book, the potions gone wrong
 * (green smoke, the cat a frog, blue hair, bubbles), the old owl's tips, the herbs, the careful brew,
 * the pink sparkles at the turn, and the lesson: mistakes help us learn. No French word agrees with
 * the hero (a witch or a wizard).
 */
const LINES: ArcLine[] = [
  [
    CAULDRON,
    'cauldron',
    ['{name} had a cauldron, big and black,', 'and a spell book on the shelf at the back.'],
    ['{name} avait un chaudron tout noir,', 'et un vieux grimoire plein d’histoires.'],
  ],
  [
    BOOK,
    'green-book',
    ['The spell book’s pages, old and worn,', 'held potions brewed before {name} was born.'],
    ['Dans le grimoire aux pages jaunies,', 'des potions de toutes les couleurs, à l’infini.'],
  ],
  [
    CAULDRON,
    'cauldron',
    ['But every potion {name} tried to brew', 'went wrong, went wrong, the whole way through!'],
    ['Mais chaque potion, quel malheur,', 'tournait mal, à toute heure !'],
  ],
  [
    JARS,
    'jar',
    ['A jar of pepper, a jar of goo,', 'a pinch of pixie sugar too.'],
    ['Un bocal de poivre de dragon,', 'du sucre de lutin, un champignon.'],
  ],
  [
    BOOK,
    'green-book',
    ['{name} read the spell, but read too fast,', 'and skipped a line from first to last.'],
    ['{name} lit la formule, mais bien trop vite,', 'et saute une ligne, tout de suite.'],
  ],
  [
    CAULDRON,
    'cauldron',
    ['{name} stirred it round, and round, and round;', 'it bubbled up with a gurgly sound.'],
    ['{name} tourne, tourne la cuillère,', 'ça glougloute, ça fait des manières.'],
  ],
  [
    CAULDRON,
    'fog',
    ['Poof! Green smoke filled all the room,', 'it smelled of socks, not of perfume.'],
    ['Pouf ! Une fumée verte, quelle odeur :', 'ça sent la chaussette, quelle horreur !'],
  ],
  [
    BOOK,
    'frog',
    ['A splash fell on the sleepy cat:', 'now it’s a frog! Imagine that!'],
    ['Une goutte tombe sur le chat qui dort :', 'le voilà grenouille ! Croâ, quel sort !'],
  ],
  [
    JARS,
    'test-tube',
    ['{name} took a sip, just one small drop,', 'and bright blue hair grew on top!'],
    ['{name} goûte une goutte, juste un peu :', 'et voilà les cheveux tout bleus !'],
  ],
  [
    CAULDRON,
    'bubbles',
    ['Blub, blub! The potion bubbled high,', 'and bubbles floated, drifting by.'],
    ['Blub, blub ! La potion déborde partout,', 'des bulles, des bulles, jusqu’au genou !'],
  ],
  [
    JARS,
    'frog',
    ['The frog went hopping: “Croak, croak, croak!”', 'The kitchen was a froggy joke.'],
    ['La grenouille saute, croâ, croâ, croâ,', 'de bocal en bocal, par-ci, par-là.'],
  ],
  [
    BOOK,
    'pensive-face',
    ['{name} sat down and heaved a sigh:', '“I’ll never get it right. Why try?”'],
    ['{name} soupire, la tête basse :', '« Je n’y arrive pas, ça me lasse ! »'],
  ],
  [
    BOOK,
    'owl',
    ['Up on a beam, the old owl said,', '“Read every line, and think ahead.”'],
    ['Perché là-haut, le vieux hibou', 'dit : « Lis lentement, pas à pas, surtout. »'],
  ],
  [
    JARS,
    'owl',
    ['“Each mistake is a clue, you see:', 'what did this one teach?” hooted he.'],
    ['« Chaque erreur, c’est une leçon :', 'cherche bien, tu trouveras la raison. »'],
  ],
  [
    BOOK,
    'green-book',
    ['{name} thought hard of every mess,', 'and wrote a note for each, no less.'],
    ['{name} repense à chaque erreur,', 'et note tout, sans avoir peur.'],
  ],
  [
    HERBS,
    'herb',
    ['Out in the garden, fresh and green,', 'grew the gentlest mint {name} had seen.'],
    ['Dans le jardin, {name} cueille sans bruit', 'de la menthe, de la lavande aussi.'],
  ],
  [
    HERBS,
    'herb',
    ['Lavender too, so soft and sweet,', 'went in the basket, tidy and neat.'],
    ['Un brin de lavande, bleu et léger,', 'rejoint la menthe dans le panier.'],
  ],
  [
    JARS,
    'test-tube',
    ['One spoon, two drops, a pinch, no more:', '{name} measured slowly, as never before.'],
    ['Une cuillère, deux gouttes, une pincée,', 'tout doucement, rien n’est renversé.'],
  ],
  [
    CAULDRON,
    'cauldron',
    ['{name} stirred it gently, nice and slow,', 'and watched the potion start to glow.'],
    ['{name} tourne doucement, sans se presser,', 'et la potion se met à briller.'],
  ],
  [
    CAULDRON,
    'sparkles',
    ['Then up rose sparkles, pink and bright,', 'a shimmering cloud of pink delight!'],
    ['Et puis des étincelles roses s’envolent,', 'qui tourbillonnent et qui rigolent !'],
  ],
  [
    CAULDRON,
    'tulip',
    ['Flowers bloomed on the kitchen floor:', '“It worked!” cried {name}, and danced some more.'],
    ['Des fleurs poussent tout autour :', '« Ça marche ! » crie {name}, « enfin mon tour ! »'],
  ],
  [
    CAULDRON,
    'owl',
    ['The old owl hooted, proud and wise,', '“Well done!” with twinkling, happy eyes.'],
    ['Le vieux hibou hulule, tout content :', '« Bravo ! Tu as appris, mon enfant. »'],
  ],
  [
    BOOK,
    'green-book',
    ['{name} wrote the potion in the book,', 'with every mistake, for another look.'],
    ['{name} écrit la potion dans le grimoire,', 'avec chaque erreur, pour la mémoire.'],
  ],
  [
    BOOK,
    'red-heart',
    ['So if your potion goes all wrong:', 'mistakes help us learn, and make us strong.'],
    ['Si ta potion rate, ne pleure pas :', 'les erreurs nous aident à apprendre, tu vois.'],
  ],
];

/** The potions in rhyme, at the cottage kitchen's spots. */
export function potionsCouplets(): ArcCouplet[] {
  return arcLines(LINES, POTION_SPOTS, THINGS);
}
