import type { ArcLine } from './poetry-arc-kit';

/** Where each couplet is drawn: grandma's Christmas places (goal-christmas-grandma-words.ts). */
const [ROAD, LOUNGE, KITCHEN, BEDROOM] = [0, 1, 2, 3];

/**
 * Christmas at grandma's in rhyme (« Noël chez mamie avec mon petit frère »; goal-christmas-grandma-
 * words.ts tells it in prose): the snowy road, Grandma at her door, the tree, the biscuits, the little
 * brother who cannot sit still, the letter, the stockings, the night upstairs (snow at the window, the
 * sleigh bells), Christmas morning's presents (the turn), a drawing for Grandma and the meal together.
 * {bro} is the brother or sister the idea names (drawn as `boy`, a `girl` for a sister:
 * poetry-christmas-couplets.ts), else the little cousin; no French word agrees with the hero.
 */
export const GRANDMA_LINES: ArcLine[] = [
  [
    ROAD,
    'automobile',
    ['Over the hills, through the snow so deep,', 'off to Grandma’s house: beep, beep, beep!'],
    ['Par les collines, dans la neige épaisse,', 'on file chez mamie : quelle liesse !'],
  ],
  [
    ROAD,
    'automobile',
    ['“Are we there yet?” asked {bro} with a sigh,', 'as snowflakes tumbled from the sky.'],
    ['« On arrive bientôt ? » demande {bro} en soupirant,', 'et les flocons tombent doucement.'],
    { also: ['boy'] },
  ],
  [
    ROAD,
    'old-woman',
    ['There at her door stood Grandma, waving hello:', '“Come in, my darlings, out of the snow!”'],
    [
      'Sur le pas de sa porte, mamie fait coucou :',
      '« Entrez vite, mes trésors, il fait un froid de loup ! »',
    ],
  ],
  [
    LOUNGE,
    'christmas-tree',
    ['In the living room, a big green tree', 'waited for baubles: one, two, three!'],
    ['Dans le salon, un grand sapin', 'attend ses boules, dès ce matin.'],
  ],
  [
    LOUNGE,
    'christmas-tree',
    ['Grandma lifted {bro} up so high', 'to put the gold star on top: “Oh my!”'],
    ['Mamie soulève {bro} tout là-haut :', 'l’étoile dorée brille sur le sapin, bravo !'],
    { also: ['old-woman', 'boy'] },
  ],
  [
    LOUNGE,
    'sparkles',
    ['Twinkly lights wound round and round:', 'click! “Ooooh!” What a happy sound.'],
    ['La guirlande lumineuse tourne, tourne… clic !', '« Oooh ! » font-ils tous : c’est magique !'],
    { also: ['christmas-tree'] },
  ],
  [
    LOUNGE,
    'scissors',
    ['Red and green, with glue and snips:', 'paper chains in long, long strips.'],
    ['Rouge et vert, de la colle, des ciseaux :', 'des guirlandes en papier, longues comme des ruisseaux.'],
    { also: ['boy'] },
  ],
  [
    KITCHEN,
    'old-woman',
    ['In Grandma’s kitchen, warm and sweet,', 'they rolled the dough for a Christmas treat.'],
    ['Dans la cuisine de mamie, quelle bonne odeur !', 'On étale la pâte avec bonne humeur.'],
    { also: ['cookie'] },
  ],
  [
    KITCHEN,
    'cookie',
    ['Hearts and bells and little trees:', 'biscuit shapes, as many as you please!'],
    ['Des cœurs, des sapins, des cloches aussi :', 'des biscuits de toutes les formes, c’est parti !'],
  ],
  [
    KITCHEN,
    'boy',
    ['{bro} licked the spoon: “Yum, yum, yum!”', 'Sugar on the nose, and on the thumb.'],
    ['{bro} lèche la cuillère en cachette :', 'du sucre plein le nez, quelle frimousse coquette !'],
  ],
  [
    LOUNGE,
    'boy',
    ['{bro} hopped and bounced all day:', '“Is Santa coming? Is he on his way?”'],
    ['{bro} saute, saute sans arrêt :', '« Le père Noël arrive ? C’est vrai, c’est vrai ? »'],
  ],
  [
    LOUNGE,
    'love-letter',
    ['{name} wrote to Santa, neat and slow:', '“We’re at Grandma’s this year, so you know!”'],
    ['{name} écrit une lettre, tout doucement :', '« Père Noël, on est chez mamie en ce moment ! »'],
  ],
  [
    LOUNGE,
    'socks',
    ['Two little stockings, side by side,', 'hung on the mantel, open wide.'],
    ['Deux chaussettes pendues, côte à côte,', 'attendent les jouets de la hotte.'],
  ],
  [
    LOUNGE,
    'glass-of-milk',
    ['A glass of milk and biscuits three,', 'left for Santa by the tree.'],
    ['Un verre de lait, trois biscuits dorés,', 'pour le père Noël, près du sapin, posés.'],
    { also: ['cookie', 'christmas-tree'] },
  ],
  [
    BEDROOM,
    'bed',
    ['Upstairs in the little room that night,', 'Grandma tucked them in, snug and tight.'],
    ['Dans la petite chambre, cette nuit,', 'mamie les borde : « Bonne nuit, mes petits ! »'],
    { also: ['old-woman', 'boy'] },
  ],
  [
    BEDROOM,
    'snowflake',
    ['Through the window the snow fell slow,', 'all through the night, so white below.'],
    ['Par la fenêtre, la neige tombe sans bruit,', 'toute blanche, toute douce, dans la nuit.'],
    { also: ['window'] },
  ],
  [
    BEDROOM,
    'boy',
    [
      '“Are you asleep?” whispered {bro} in the night.',
      '“Not yet!” giggled {name}, under the quilt, out of sight.',
    ],
    ['« Tu dors ? » chuchote {bro} dans la nuit.', '« Pas encore… » Sous la couette, on sourit.'],
  ],
  [
    BEDROOM,
    'bell',
    ['Then, far away, what did they hear?', 'Sleigh bells jingling in the night, so near!'],
    ['Et soudain, au loin, dans la nuit :', 'des grelots ! Ding, ding… puis plus un bruit.'],
  ],
  [
    BEDROOM,
    'zzz',
    ['Under the moon, with a great big yawn,', 'they fell asleep until the dawn.'],
    ['Sous la lune, en bâillant, tout doucement,', 'ils s’endorment jusqu’au matin, en rêvant.'],
    { also: ['bed'] },
  ],
  [
    LOUNGE,
    'wrapped-gift',
    ['Christmas morning! Down the stairs they flew:', 'presents under the tree, for Grandma too!'],
    ['Matin de Noël ! On dévale l’escalier :', 'des cadeaux sous le sapin, par milliers !'],
    { also: ['christmas-tree', 'boy'] },
  ],
  [
    LOUNGE,
    'open-book',
    ['Paper flew: rip, rip, hooray!', 'A book, a sledge, a toy train… what a day!'],
    ['Le papier vole, crac, crac, hourra !', 'Un livre, une luge, un petit train, et voilà !'],
    { also: ['sled', 'locomotive'] },
  ],
  [
    LOUNGE,
    'old-woman',
    ['{name} gave Grandma a present too:', 'a drawing that said “I love you!”'],
    ['{name} offre aussi un cadeau à mamie :', 'un dessin, avec « Je t’aime » écrit ici.'],
    { also: ['framed-picture'] },
  ],
  [
    KITCHEN,
    'poultry-leg',
    ['Round Grandma’s table, one and all,', 'sat down to feast, the big and small.'],
    ['Autour de la table, toute la famille réunie :', '« À table ! Bon appétit ! » dit mamie.'],
    { also: ['old-woman', 'boy'] },
  ],
  [
    KITCHEN,
    'red-heart',
    ['The best of Christmas, as you can see,', 'is being together: a family.'],
    ['Le plus beau de Noël, tu vois,', 'c’est d’être ensemble, toi et moi.'],
    { also: ['old-woman', 'boy'] },
  ],
];
