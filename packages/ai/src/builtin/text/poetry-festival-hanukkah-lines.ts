import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-festival-couplets.ts: goal-festival-places.ts's Hanukkah legs, then the window. */
const [WINDOW, KITCHEN, LOUNGE, , STREET] = [0, 1, 2, 3, 4];

/**
 * Hanukkah in rhyme, in the festival's order (goal-festival-hanukkah-words.ts tells it in prose):
 * the menorah unwrapped, one more candle each night at the window (its icon lit as the night counts:
 * festival-menorah.ts), latkes and doughnuts in the kitchen, the dreidel and the story of the oil in
 * the living room, the street's windows, all the candles on the eighth night. No French word agrees
 * with the hero.
 */
export const HANUKKAH_LINES: ArcLine[] = [
  [
    LOUNGE,
    'menorah-0',
    ['Out of its paper, a menorah came:', 'eight nights of lights, and each with a flame!'],
    ['De son papier sort une ménorah d’argent :', 'huit nuits de lumière, c’est le moment !'],
  ],
  [
    WINDOW,
    'menorah-1',
    ['On the first night, at the window bright,', '{name} lit one candle: one little light!'],
    ['Première nuit : {name}, à la fenêtre,', 'voit une petite flamme naître.'],
  ],
  [
    WINDOW,
    'menorah-2',
    ['Second night: two flames in a row,', '{name} sang a blessing, soft and low.'],
    ['Deuxième nuit : deux flammes dorées,', '{name} fredonne une chanson sacrée.'],
  ],
  [
    KITCHEN,
    'potato',
    ['Potatoes grated, a sizzle of oil:', 'crispy latkes, worth all the toil!'],
    ['On râpe les pommes de terre, ça grésille dans l’huile :', 'des latkes dorés, ce n’est pas difficile !'],
    { also: ['pancakes'] },
  ],
  [
    KITCHEN,
    'doughnut',
    ['Round jam doughnuts, sugar on top:', '{name} took a bite, and the jam went plop!'],
    ['Des beignets ronds, pleins de confiture :', '{name} croque dedans, quelle aventure !'],
  ],
  [
    KITCHEN,
    'pancakes',
    ['A latke with apple sauce, crunch, crunch, crunch:', '{name} ate three for a Hanukkah lunch!'],
    ['Des galettes dorées, de la compote de pommes :', '{name} en mange trois, miam, quel bon arôme !'],
    { also: ['red-apple'] },
  ],
  [
    LOUNGE,
    'dreidel',
    ['Spin the dreidel, round it goes:', 'Gimel! {name} wins, and everyone knows!'],
    ['Tourne, tourne, la petite toupie :', 'Guimel ! {name} gagne, quelle magie !'],
    { also: ['coin'] },
  ],
  [
    LOUNGE,
    'diya-lamp',
    ['Oil for one day, the old story told,', 'burned eight days long in the Temple of old.'],
    ['L’huile du Temple ne devait durer qu’un jour,', 'mais la petite lampe brilla huit jours !'],
  ],
  [
    LOUNGE,
    'coin',
    ['Chocolate coins in a golden heap:', '{name} shared them all, and kept one to keep.'],
    ['Des pièces en chocolat, un trésor tout doré :', '{name} les partage avec tout le monde à côté.'],
  ],
  [
    WINDOW,
    'menorah-4',
    ['Fourth night: half the menorah aglow,', 'and {name}’s face shining bright below.'],
    ['Quatrième nuit : la moitié qui brille,', 'et le visage de {name} qui pétille.'],
  ],
  [
    STREET,
    'house',
    ['Out in the street, in the cold night air,', 'more menorahs were shining everywhere!'],
    ['Dans la rue, dans l’air froid de la nuit,', 'd’autres ménorahs brillent aussi.'],
  ],
  [
    STREET,
    'man',
    ['A neighbour waved: “Happy Hanukkah to you!”', '{name} waved back: “Happy Hanukkah too!”'],
    ['« Joyeux Hanoucca ! » lance un voisin.', '{name} lui répond en agitant la main.'],
  ],
  [
    WINDOW,
    'menorah-7',
    ['Seventh night, just one cup bare:', '“Tomorrow,” said {name}, “a flame in there!”'],
    ['Septième nuit, plus qu’une place à remplir :', '« Demain, toutes ! » dit {name} dans un sourire.'],
  ],
  [
    WINDOW,
    'menorah-8',
    ['On the eighth night, one by one,', '{name} lit them all: nine flames, like the sun!'],
    [
      'La huitième nuit, {name} les allume une à une :',
      'neuf flammes à la fenêtre, plus belles que la lune !',
    ],
  ],
  [
    LOUNGE,
    'menorah-8',
    ['A hug by the glow, so warm tonight:', 'Happy Hanukkah, festival of light!'],
    [
      'Un câlin près des bougies, cette nuit, tout chaud :',
      'joyeux Hanoucca, la fête des lumières, c’est beau !',
    ],
    { also: ['red-heart'] },
  ],
];

/** What a long Hanukkah poem (50 pages) weaves between the nights, each at its own spot, none of them a night's count. */
export const HANUKKAH_FILLERS: ArcLine[] = [
  [
    KITCHEN,
    'wrapped-gift',
    ['A present wrapped in blue and white,', 'tied with a ribbon, oh so tight!'],
    ['Un cadeau emballé de bleu et de blanc,', 'avec un ruban tout brillant.'],
  ],
  [
    KITCHEN,
    'bread',
    ['A braided loaf, all golden brown:', 'the sweetest challah in the town!'],
    ['Une brioche tressée, dorée à point :', 'la plus belle hallah du coin !'],
  ],
  [
    LOUNGE,
    'musical-notes',
    ['Songs of Hanukkah, old and new:', '{name} sang them all, and Grandma too.'],
    ['Des chansons de Hanoucca, anciennes et nouvelles :', '{name} les chante toutes, de plus belle !'],
  ],
  [
    KITCHEN,
    'cookie',
    ['Cookies shaped like stars and cups:', '{name} iced them blue, then ate them up!'],
    ['Des biscuits en étoile, glacés de bleu :', '{name} en croque un, et puis deux !'],
  ],
  [
    STREET,
    'snowflake',
    ['Snowflakes fell on the quiet lane:', '{name} caught one, then one again.'],
    ['Des flocons tombent sur la rue tranquille :', '{name} en attrape un, d’un geste habile.'],
  ],
  [
    LOUNGE,
    'envelope',
    ['A card for Grandpa, far away:', '“Happy Hanukkah!” on the front, hooray!'],
    ['Une carte pour papi, qui habite loin :', '« Joyeux Hanoucca ! » écrit avec soin.'],
  ],
  [
    LOUNGE,
    'books',
    ['A Hanukkah book on Grandma’s knee:', '{name} turned the pages, cosy as can be.'],
    ['Un livre de Hanoucca sur les genoux de mamie :', '{name} tourne les pages, l’histoire est jolie.'],
    { also: ['old-woman'] },
  ],
  [
    KITCHEN,
    'steaming-bowl',
    ['Chicken soup, steaming and hot,', 'ladled out from the big pot.'],
    ['Une soupe bien chaude, qui fume dans le bol,', 'servie à la louche : c’est le repas qui console.'],
  ],
];
