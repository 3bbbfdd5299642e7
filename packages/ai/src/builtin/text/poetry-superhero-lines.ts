import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-superhero-couplets.ts: goal-superhero.ts's city, then its old bridge. */
const [SQUARE, MARKET, BAKERY, SCHOOL, LIBRARY, BRIDGE] = [0, 1, 2, 3, 4, 5];

/**
 * A superhero's day in rhyme, in the day's order (goal-superhero.ts tells it in prose): the cape and
 * mask on, one small rescue a couplet across the city (the kitten, the apples, the old lady's
 * basket…), the storm and the river rising at the old bridge, everyone helped coming back with
 * sandbags, the bridge held together, the city cheering, the cape hung up at evening. {eH}: « e »
 * for a heroine (« prête »); no other French word agrees with the hero.
 */
export const SUPERHERO_LINES: ArcLine[] = [
  [
    SQUARE,
    'sparkles',
    ['A cape, a mask, a belt that shone:', '{name} put the superhero costume on!'],
    ['Une cape, un masque, une étoile dorée :', '{name} est prêt{eH} à s’envoler !'],
  ],
  [
    SQUARE,
    'flexed-biceps',
    ['Hands on hips, the cape flew wide:', '“Who needs help? I’m on your side!”'],
    ['Les poings sur les hanches, la cape au vent :', '« Qui a besoin d’aide ? J’arrive à l’instant ! »'],
  ],
  [
    SQUARE,
    'cat',
    ['“Meow!” cried a kitten, stuck up a tree;', '{name} flew up: “Come down with me!”'],
    ['Tout en haut d’un arbre, un chaton miaule :', '{name} le descend sur son épaule.'],
    { also: ['deciduous-tree'] },
  ],
  [
    MARKET,
    'red-apple',
    ['At the market, apples rolled down the hill:', '{name} caught them all, not one would spill.'],
    ['Au marché, les pommes dégringolent :', '{name} les rattrape, hop, en plein vol !'],
  ],
  [
    MARKET,
    'old-woman',
    ['An old lady’s basket was heavy to hold:', '{name} carried it home, so brave and bold.'],
    ['Le panier de la vieille dame est bien lourd :', '{name} le porte jusqu’au carrefour.'],
  ],
  [
    BAKERY,
    'balloon',
    ['A red balloon flew off in the breeze:', '{name} leapt and caught it with ease.'],
    ['Un ballon rouge s’échappe, hop, il s’en va :', '{name} bondit : « Je l’ai ! Le voilà ! »'],
  ],
  [
    BAKERY,
    'croissant',
    ['The baker’s tray began to tip:', '{name} saved the buns, not one would slip!'],
    ['Oh là là, le plateau du boulanger glisse !', '{name} rattrape les croissants, quelle malice !'],
  ],
  [
    SCHOOL,
    'dog',
    ['A puppy ran off across the school yard:', '{name} brought it back, and it wasn’t hard!'],
    ['Un chiot s’est sauvé dans la cour de l’école :', '{name} le ramène, et tout le monde rigole.'],
  ],
  [
    SCHOOL,
    'kite',
    ['A kite got caught on the school roof, high:', '{name} set it free to dance in the sky.'],
    ['Un cerf-volant est coincé sur le toit :', '{name} le libère, et il danse, ma foi !'],
  ],
  [
    LIBRARY,
    'books',
    ['A tower of books began to sway:', '{name} held it up: “Not today!”'],
    ['Une pile de livres penche, penche, oh non !', '{name} la retient d’un grand bond.'],
  ],
  [
    MARKET,
    'tangerine',
    ['Oranges tumbled down the street:', '{name} raced to stop them on quick feet.'],
    ['Des oranges dévalent la rue en pente :', '{name} court vite, la cape flottante !'],
  ],
  [
    MARKET,
    'boy',
    ['A little boy was lost in town:', '{name} found his mum, and gone was his frown.'],
    ['Un petit garçon s’est perdu en ville :', '{name} retrouve sa maman, tranquille.'],
  ],
  [
    SQUARE,
    'ice-cream',
    ['A little one’s ice cream fell, oh no!', '{name} shared one, and smiles began to grow.'],
    ['Une glace tombe, un petit pleure :', '{name} partage la sienne, et c’est le bonheur !'],
  ],
  [
    SQUARE,
    'bus',
    ['The yellow bus had a flat, flat tyre:', '{name} pumped it up, higher and higher!'],
    ['Le bus jaune a un pneu tout plat :', '{name} le regonfle : pff, pff, et voilà !'],
  ],
  [
    SQUARE,
    'cloud-with-lightning-and-rain',
    ['Then dark storm clouds rolled across the sky,', 'the wind blew hard, the rain poured by.'],
    ['Mais de gros nuages d’orage arrivent soudain :', 'le vent souffle fort, il pleut sans fin.'],
  ],
  [
    BRIDGE,
    'water-wave',
    ['The river rose, so wild and wide,', 'it splashed the old bridge from side to side!'],
    ['La rivière monte sous le vieux pont,', 'les vagues tapent, grondent et font des bonds !'],
  ],
  [
    BRIDGE,
    'cloud-with-lightning-and-rain',
    ['{name} pushed and pulled, and pushed some more,', 'but the storm was stronger than before.'],
    ['{name} pousse et tire, encore et encore,', 'mais l’orage est bien plus fort !'],
    { also: ['water-wave'] },
  ],
  [
    BRIDGE,
    'old-woman',
    ['Then who came running through the rain?', 'The old lady, the baker, the children again!'],
    ['Mais qui arrive en courant sous la pluie ?', 'La vieille dame, le boulanger, les petits amis !'],
    { also: ['cat'] },
  ],
  [
    BRIDGE,
    'bus',
    ['The bus brought sandbags, one, two, three:', '“We’ll help you now, as you helped me!”'],
    ['Le bus jaune apporte des sacs de sable :', '« Tu nous as aidés, c’est inoubliable ! »'],
  ],
  [
    BRIDGE,
    'red-heart',
    ['Everyone stood together in a line,', 'and held the bridge: “We’ll be fine!”'],
    ['Tous ensemble, serrés en rang,', 'ils tiennent le pont, fiers et grands !'],
    { also: ['old-woman'] },
  ],
  [
    BRIDGE,
    'rainbow',
    ['The wind grew tired and blew away,', 'and a rainbow smiled on the bridge that day.'],
    ['Le vent s’essouffle et s’en va au loin,', 'un arc-en-ciel brille : le pont tient bien !'],
  ],
  [
    SQUARE,
    'confetti-ball',
    ['The whole city cheered: “Hip, hip, hooray!', 'Our superhero has saved the day!”'],
    ['Toute la ville applaudit, c’est la fête :', '« Merci, {name} ! » Des confettis sur la tête !'],
  ],
  [
    SQUARE,
    'red-heart',
    ['“A hero,” said {name}, “is not just strong:', 'it’s helping each other all day long.”'],
    ['« Un héros, dit {name}, ce n’est pas juste fort :', 'c’est aider les autres, et s’aider encore. »'],
  ],
  [
    SQUARE,
    'crescent-moon',
    ['When evening came, the cape hung still,', 'and {name} slept, as good heroes will.'],
    ['Le soir venu, la cape bien pliée,', '{name} s’endort : la journée est passée.'],
  ],
];
