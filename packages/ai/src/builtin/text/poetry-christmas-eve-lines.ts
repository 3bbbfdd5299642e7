import type { ArcLine } from './poetry-arc-kit';

/** Where each couplet is drawn: the index of Santa's Christmas Eve places (poetry-christmas-couplets.ts). */
const [WORKSHOP, STABLES, KITCHEN, SKY, ROOF, TREE] = [0, 1, 2, 3, 4, 5];
const flying = { airborne: true } as const;

/**
 * Santa's own Christmas Eve in rhyme ('Santa delivers presents around the world', « Le père Noël
 * prépare sa tournée »; goal-christmas-eve-words.ts tells it in prose): the list, the presents, the
 * reindeer and Mrs Claus's biscuits by day; the sleigh up under the moon, the owl, the snow, down the
 * chimneys by night, cookies and milk, the stockings, round the world; the very last present (the
 * turn) and home at daybreak. Every night couplet says night, the moon or the stars, so it is drawn
 * at night; the day ones say none. The French lines call him « le père Noël », as a French child does.
 */
export const EVE_LINES: ArcLine[] = [
  [
    WORKSHOP,
    'scroll',
    ['At the North Pole, where the cold winds blow,', '{name} read his list in the lamp’s warm glow.'],
    ['Au pôle Nord, où souffle le vent,', 'le père Noël lit sa liste, tout souriant.'],
  ],
  [
    WORKSHOP,
    'scroll',
    ['“Every child,” he said, “from near and far:', 'not one forgotten, wherever they are!”'],
    ['« Pas un enfant ne sera oublié,', 'du plus petit jusqu’au plus âgé ! »'],
  ],
  [
    WORKSHOP,
    'wrapped-gift',
    ['The busy elves wrapped gifts with care,', 'with shiny paper everywhere.'],
    ['Les lutins emballent chaque cadeau', 'dans du papier brillant tout beau.'],
    { also: ['man-elf'] },
  ],
  [
    WORKSHOP,
    'teddy-bear',
    ['A teddy bear, a little train,', 'a ball, a kite, a toy plane.'],
    ['Un ours en peluche, un petit train,', 'un ballon rouge, un beau lapin.'],
    { also: ['locomotive'] },
  ],
  [
    STABLES,
    'deer',
    ['{name} brushed the reindeer, one by one:', '“A crunchy carrot for everyone!”'],
    ['Le père Noël brosse ses rennes, tout doux :', '« Une carotte croquante pour chacun de vous ! »'],
    { also: ['carrot'] },
  ],
  [
    KITCHEN,
    'mrs-claus',
    ['In the kitchen, Mrs Claus baked a treat:', 'warm biscuits, buttery and sweet.'],
    ['Dans sa cuisine, la mère Noël', 'cuit des biscuits au goût de miel.'],
    { also: ['cookie'] },
  ],
  [
    KITCHEN,
    'hot-beverage',
    ['“A flask of cocoa, hot and sweet,', 'a woolly scarf, and boots for your feet!”'],
    ['« Une gourde de chocolat tout chaud,', 'et ton écharpe : il fait froid là-haut ! »'],
    { also: ['scarf'] },
  ],
  [
    KITCHEN,
    'mrs-claus',
    ['{name} pulled on his coat of red,', 'and Mrs Claus set his hat on his head.'],
    ['Le père Noël met son manteau tout rouge,', 'la mère Noël sourit : « Allez, ça bouge ! »'],
  ],
  [
    STABLES,
    'sled',
    ['The elves heaved the sack up, one, two, three,', 'onto the sleigh, as full as can be.'],
    ['Les lutins hissent le sac, un, deux, trois,', 'sur le traîneau, plein comme il se doit.'],
    { also: ['wrapped-gift', 'man-elf'] },
  ],
  [
    STABLES,
    'sled',
    ['Then the stars came out and the moon rose high:', 'it was time for the sleigh to fly!'],
    ['Les étoiles brillent, la lune est levée :', 'le traîneau peut enfin s’envoler !'],
    { also: ['deer', 'full-moon'] },
  ],
  [
    SKY,
    'sled',
    ['“Up, Dasher! Up, Dancer!” Into the night', 'the reindeer leapt, and the bells rang bright.'],
    [
      '« Hue, Tornade ! Hue, Danseur ! » Dans la nuit immense,',
      'les rennes bondissent, les grelots dansent.',
    ],
    { also: ['deer', 'bell'], ...flying },
  ],
  [
    SKY,
    'snowflake',
    ['Snowflakes whirled and the cold wind blew,', 'but the sleigh flew on, the whole night through.'],
    ['Les flocons tourbillonnent, le vent souffle fort,', 'mais le traîneau vole dans la nuit encore.'],
    { also: ['sled', 'deer'], ...flying },
  ],
  [
    SKY,
    'owl',
    ['A little owl hooted, “Who’s out tonight?”', '“It’s {name}, with presents, by the moon’s soft light!”'],
    [
      'Une chouette hulule : « Qui vole dans la nuit noire ? »',
      '« C’est le père Noël, avec ses cadeaux, tu peux me croire ! »',
    ],
    { also: ['sled', 'deer'], ...flying },
  ],
  [
    ROOF,
    'sled',
    ['On a snowy roof, in the dead of night,', 'the sleigh came down, so soft and light.'],
    ['Sur un toit enneigé, en pleine nuit,', 'le traîneau se pose, sans un bruit.'],
    { also: ['deer', 'house'] },
  ],
  [
    ROOF,
    'house',
    ['Under the stars, down the chimney, whoosh!', 'went {name} and his sack: push, push, push!'],
    ['Sous les étoiles, le père Noël se faufile', 'dans la cheminée : hop, c’est facile !'],
    { also: ['wrapped-gift'] },
  ],
  [
    TREE,
    'cookie',
    ['By the tree he found, left out for the night,', 'cookies and milk: “Oh, what a delight!”'],
    ['Près du sapin, pour lui, cette nuit,', 'des biscuits, un verre de lait : « Merci ! »'],
    { also: ['glass-of-milk', 'christmas-tree'] },
  ],
  [
    TREE,
    'wrapped-gift',
    ['He tiptoed to the tree in the quiet night,', 'and set down the presents, wrapped up tight.'],
    ['Sous le sapin, dans la nuit, en douceur,', 'il pose trois paquets pleins de bonheur.'],
    { also: ['christmas-tree'] },
  ],
  [
    TREE,
    'socks',
    ['He filled the stockings hung that night', 'with little toys, a teddy, a kite.'],
    ['Il remplit les chaussettes cette nuit', 'de petits jouets, un nounours gris.'],
    { also: ['teddy-bear'] },
  ],
  [
    TREE,
    'dog',
    ['A sleepy dog woke up in the night:', '“Shh,” whispered {name}, “sleep tight!”'],
    ['Un chien ouvre un œil dans la nuit :', '« Chut ! » fait le père Noël, « rendors-toi, petit. »'],
  ],
  [
    SKY,
    'globe-showing-europe-africa',
    ['Over mountains and seas, round the world so wide,', 'the sleigh flew on, with the stars as its guide.'],
    ['Au-dessus des mers, des monts et des plaines,', 'le traîneau file sous les étoiles lointaines.'],
    { also: ['sled', 'deer'], ...flying },
  ],
  [
    ROOF,
    'house',
    ['A thousand chimneys in the night:', '{name} went down them, quick and light.'],
    ['Cette nuit, mille cheminées :', 'le père Noël les descend, d’un pas léger.'],
    { also: ['wrapped-gift'] },
  ],
  [
    TREE,
    'christmas-tree',
    [
      'In the last house of the night, by the very last tree,',
      'went the very last present: the sack was empty!',
    ],
    ['Au pied du dernier sapin de la nuit,', 'le dernier cadeau… le sac est vide : fini !'],
    { also: ['wrapped-gift'] },
  ],
  [
    KITCHEN,
    'mrs-claus',
    ['Home came the sleigh at the break of day,', 'and Mrs Claus had cocoa on a tray.'],
    ['Le traîneau rentre au lever du jour :', 'un bon chocolat, un câlin, plein d’amour.'],
    { also: ['hot-beverage'] },
  ],
  [
    WORKSHOP,
    'red-heart',
    ['{name} yawned and rubbed his head:', '“The best gift is giving,” he said.'],
    ['Le père Noël bâille et va se coucher :', '« Le plus beau cadeau, c’est de donner. »'],
  ],
];
