import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-move-couplets.ts: goal-move-words.ts's places, in the day's order. */
export const [OLD_ROOM, PARK, OLD_HOUSE, ROAD, STREET, BARE_ROOM, NEW_ROOM, GARDEN] = [
  0, 1, 2, 3, 4, 5, 6, 7,
];

/**
 * Moving house in rhyme, in the prose's order (goal-move.ts): the toys boxed, teddy kept close,
 * goodbye to the park's oak and the old house, the van, the long road, the yellow door, the bare
 * room's echo, homesick at night, {friend} next door with a ball, play in the new garden, the new
 * room made home. No French word agrees with the hero.
 */
export const MOVE_LINES: ArcLine[] = [
  [
    OLD_ROOM,
    'package',
    ['Boxes and boxes, stacked up high:', '{name} packed the toys and waved them bye.'],
    ['Des cartons, des cartons, empilés jusqu’en haut :', '{name} y range ses jouets, bien au chaud.'],
  ],
  [
    OLD_ROOM,
    'teddy-bear',
    ['Teddy did not go in a box at all:', '“You ride with me,” said {name}, “safe from a fall.”'],
    ['Le nounours, lui, ne va pas dans un carton :', '« Tu viens avec moi ! » lui dit {name}, pour de bon.'],
  ],
  [
    PARK,
    'deciduous-tree',
    ['Goodbye, big oak tree in the park,', 'where {name} played from dawn to dark.'],
    ['Au revoir, le grand chêne, au revoir, le parc,', 'et le banc, et la mare, et le petit pont en arc.'],
  ],
  [
    OLD_HOUSE,
    'delivery-truck',
    ['The moving van came, big and white:', 'in went the beds and the lamps, packed tight.'],
    ['Le camion de déménagement arrive, tout grand :', 'on y met les lits, les lampes, les cartons dedans.'],
  ],
  [
    OLD_HOUSE,
    'house',
    ['Goodbye, old house, goodbye, old door:', '{name} will remember you for evermore.'],
    ['Au revoir, vieille maison, au revoir, vieille porte :', 'ton souvenir, {name} l’emporte.'],
  ],
  [
    ROAD,
    'automobile',
    ['Down the long road, mile after mile:', '“Are we there yet?” “In a little while!”'],
    [
      'Sur la longue route, des kilomètres et des kilomètres :',
      '« On arrive bientôt ? » « Patience, peut-être ! »',
    ],
  ],
  [
    ROAD,
    'teddy-bear',
    ['{name} fell asleep with Teddy near,', 'and woke up: “Look! We’re nearly here!”'],
    ['{name} s’endort, le nounours contre soi,', 'et se réveille : « Regarde, on est là ! »'],
    { also: ['automobile'] },
  ],
  [
    STREET,
    'house',
    ['A new street, a house with a yellow door:', '“Is this ours?” No one had lived there before.'],
    [
      'Une rue toute neuve, une porte jaune citron :',
      '« C’est ici, chez nous ? » « Oui, c’est notre maison ! »',
    ],
  ],
  [
    BARE_ROOM,
    'package',
    ['An empty room, no bed, no chair:', '“Hello!” said {name}. “Hello!” said the air.'],
    ['Une chambre vide, ni chaise, ni lit :', '« Ohé ! » crie {name}, et l’écho répond aussi.'],
  ],
  [
    NEW_ROOM,
    'teddy-bear',
    ['That night the new room felt so strange:', '{name} hugged Teddy. “I don’t like change.”'],
    ['La nuit, la nouvelle chambre semble bizarre :', '{name} serre son nounours, le cœur un peu noir.'],
  ],
  [
    STREET,
    'soccer-ball',
    ['Knock, knock! A girl with a ball was there:', '“I’m {friend}! I live next door, right there!”'],
    ['Toc, toc ! Une fille, un ballon sous le bras :', '« Je m’appelle {friend}, j’habite juste là ! »'],
    { also: ['girl'] },
  ],
  [
    GARDEN,
    'soccer-ball',
    ['In the new garden, kick and run:', '{name} and {friend} had so much fun!'],
    ['Dans le nouveau jardin, on court, on tire :', '{name} et {friend} éclatent de rire.'],
  ],
  [
    NEW_ROOM,
    'framed-picture',
    ['A drawing of the old house went up on the wall,', 'and one of {friend}, the best of all.'],
    ['Un dessin de l’ancienne maison au mur,', 'et un de {friend}, tout neuf, c’est sûr !'],
  ],
  [
    NEW_ROOM,
    'bed',
    ['Teddy on the pillow, the lamp glowing bright:', 'the new room felt like home tonight.'],
    ['Le nounours sur l’oreiller, la lampe allumée :', 'ce soir, la nouvelle chambre est déjà aimée.'],
    { also: ['teddy-bear'] },
  ],
  [
    GARDEN,
    'house',
    ['New house, new street, and a new friend too:', 'home is wherever love goes with you.'],
    [
      'Nouvelle maison, nouvelle rue, une nouvelle amie :',
      'chez soi, c’est là où l’on s’aime, {name} l’a compris.',
    ],
  ],
];
