import { type ColoringScene, scene as s } from './coloring-arc-scene';

/**
 * The four Christmas stories (goal-christmas.ts) as coloring books, in each story's order: 'Christmas
 * coloring book with Santa and his reindeer' printed "Color Santa, who plays with a ball on the frozen
 * lake with the reindeer!" and "…who finds the book in the market square". Every caption names what
 * is drawn beside the hero; the night's scenes are drawn at night.
 */
const WORKSHOP = /workshop/;
const STABLES = /stables/;
const KITCHEN = /kitchen/;
const TREE = /Christmas tree/;
const ROOF = /roof\b/;

/** Santa's own Christmas Eve: ready at the North Pole, the flight, the chimneys, home. */
export const EVE_SCENES: ColoringScene[] = [
  s(
    'reads his long list of children’s names',
    'lit sa longue liste de prénoms d’enfants',
    ['scroll'],
    WORKSHOP,
  ),
  s(
    'wraps a present with a little elf',
    'emballe un cadeau avec un petit lutin',
    ['wrapped-gift', 'man-elf'],
    WORKSHOP,
  ),
  s(
    'gives a reindeer a crunchy carrot',
    'donne une carotte croquante à un renne',
    ['deer', 'carrot'],
    STABLES,
  ),
  s(
    'tastes the warm biscuits Mrs Claus baked',
    'goûte les biscuits tout chauds de la mère Noël',
    ['mrs-claus', 'cookie'],
    KITCHEN,
  ),
  s(
    'loads the sack of presents onto the sleigh',
    'charge le sac de cadeaux sur le traîneau',
    ['sled', 'wrapped-gift'],
    STABLES,
  ),
  s(
    'jingles the sleigh bells under the moon',
    'fait tinter les grelots du traîneau sous la lune',
    ['sled', 'bell'],
    /rooftops/,
    {
      night: true,
    },
  ),
  s('pushes his big sack in first', 'fait passer son gros sac en premier', ['house'], ROOF, { night: true }),
  s(
    'finds cookies and a glass of milk left out for him',
    'trouve des biscuits et un verre de lait laissés pour lui',
    ['cookie', 'glass-of-milk'],
    TREE,
    {
      night: true,
    },
  ),
  s(
    'fills the stockings with little toys',
    'remplit les chaussettes de petits jouets',
    ['socks', 'teddy-bear'],
    TREE,
    {
      night: true,
    },
  ),
  s(
    'sets down the very last present',
    'dépose le tout dernier cadeau',
    ['christmas-tree', 'wrapped-gift'],
    TREE,
    {
      night: true,
      turn: true,
    },
  ),
  s(
    'drinks hot cocoa with Mrs Claus',
    'boit un chocolat chaud avec la mère Noël',
    ['mrs-claus', 'hot-beverage'],
    KITCHEN,
  ),
];

/** Santa's sick reindeer: cared for, the presents made ready, well again and away at night. */
export const REINDEER_SCENES: ColoringScene[] = [
  s(
    'tucks a warm blanket around the sneezing reindeer',
    'borde le renne enrhumé sous une couverture',
    ['deer'],
    STABLES,
  ),
  s('takes the reindeer’s temperature', 'prend la température du renne', ['deer', 'thermometer'], STABLES),
  s(
    'stirs carrot soup with Mrs Claus',
    'remue la soupe aux carottes avec la mère Noël',
    ['mrs-claus', 'steaming-bowl'],
    KITCHEN,
  ),
  s(
    'sings the reindeer a soft song',
    'chante une douce chanson au renne',
    ['deer', 'musical-notes'],
    STABLES,
  ),
  s(
    'knits a long red scarf with an elf',
    'tricote une longue écharpe rouge avec un lutin',
    ['scarf', 'man-elf'],
    WORKSHOP,
  ),
  s(
    'checks his list of presents twice',
    'relit deux fois sa liste de cadeaux',
    ['scroll', 'wrapped-gift'],
    WORKSHOP,
  ),
  s(
    'loads the presents onto the sleigh',
    'charge les cadeaux sur le traîneau',
    ['sled', 'wrapped-gift'],
    /hill/,
  ),
  s(
    'sets off in the sleigh behind the healthy reindeer',
    'part en traîneau derrière le renne guéri',
    ['sled', 'deer'],
    STABLES,
    {
      night: true,
      turn: true,
    },
  ),
  s(
    'opens a thank-you letter under the Christmas tree',
    'ouvre une lettre de remerciement sous le sapin',
    ['christmas-tree', 'envelope'],
    WORKSHOP,
  ),
];

/** The little elf in Santa's workshop: toys made, a mistake mended, wrapped, away on the sleigh. */
export const ELF_SCENES: ColoringScene[] = [
  s('hammers a little wooden train', 'cloue un petit train en bois', ['train', 'hammer'], WORKSHOP),
  s('sews a soft teddy bear', 'coud un ours en peluche tout doux', ['teddy-bear'], WORKSHOP),
  s(
    'paints a toy with a little paintbrush',
    'peint un jouet avec un petit pinceau',
    ['paintbrush', 'artist-palette'],
    /painting/,
  ),
  s(
    'mends a toy car’s wobbly wheel',
    'répare la roue d’une petite voiture',
    ['automobile', 'hammer'],
    WORKSHOP,
  ),
  s('ties a ribbon on a present', 'noue un ruban sur un cadeau', ['wrapped-gift', 'ribbon'], /wrapping/),
  s(
    'shows Santa the new teddy bear',
    'montre le nouvel ours en peluche au père Noël',
    ['santa-claus', 'teddy-bear'],
    WORKSHOP,
  ),
  s(
    'waves as the sleigh full of toys flies off',
    'fait au revoir au traîneau plein de jouets',
    ['sled', 'deer'],
    STABLES,
    {
      night: true,
      turn: true,
    },
  ),
  s(
    'sips hot cocoa by the Christmas tree',
    'boit un chocolat chaud près du sapin',
    ['christmas-tree', 'hot-beverage'],
    WORKSHOP,
  ),
];

/** Christmas at Grandma's: the snowy road, the tree, the biscuits, asleep, presents in the morning. */
export const GRANDMA_SCENES: ColoringScene[] = [
  s(
    'sets off through the snow to Grandma’s house',
    'part dans la neige vers la maison de mamie',
    ['house'],
    /road/,
  ),
  s('gives Grandma a big hug', 'fait un gros câlin à mamie', ['old-woman'], /living room/),
  s(
    'hangs stars on the Christmas tree',
    'accroche des étoiles au sapin de Noël',
    ['christmas-tree', 'star'],
    /living room/,
  ),
  s('bakes biscuits with Grandma', 'prépare des biscuits avec mamie', ['old-woman', 'cookie'], KITCHEN),
  s('hangs up a stocking for Santa', 'accroche une chaussette pour le père Noël', ['socks'], /living room/),
  s('falls asleep dreaming of Santa', 's’endort en rêvant du père Noël', [], /bedroom/, {
    night: true,
    asleep: true,
  }),
  s(
    'unwraps presents under the Christmas tree',
    'ouvre les cadeaux au pied du sapin',
    ['christmas-tree', 'wrapped-gift'],
    /living room/,
    {
      turn: true,
    },
  ),
  s(
    'eats Christmas dinner with Grandma',
    'mange le repas de Noël avec mamie',
    ['old-woman', 'poultry-leg'],
    KITCHEN,
  ),
];

export const CHRISTMAS_SCENES = {
  eve: EVE_SCENES,
  reindeer: REINDEER_SCENES,
  elf: ELF_SCENES,
  grandma: GRANDMA_SCENES,
};
