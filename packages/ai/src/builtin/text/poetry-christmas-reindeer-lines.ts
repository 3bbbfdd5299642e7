import type { ArcLine } from './poetry-arc-kit';

/** Where each couplet is drawn (poetry-christmas-couplets.ts: the reindeer story's places, the sky, a tree). */
const [STABLES, WORKSHOP, KITCHEN, HILL, SKY, TREE] = [0, 1, 2, 3, 4, 5];
const flying = { airborne: true } as const;

/**
 * Santa's sick reindeer in rhyme ('Santa’s reindeer gets sick on Christmas Eve'; goal-christmas-
 * reindeer-words.ts tells it in prose): the sneeze on Christmas Eve morning, the fever, the blanket,
 * Mrs Claus's carrot soup, the elf's stethoscope, the scarf, honey and lemon, the clock ticking and
 * the sleigh too heavy, the elf's plan, better by the afternoon, the sleigh away under the stars (the
 * turn), the presents under the trees by night and home at dawn. {deer} is the reindeer's name when
 * the idea gives one; the French lines call Santa « le père Noël ».
 */
export const REINDEER_LINES: ArcLine[] = [
  [
    STABLES,
    'deer',
    ['At the North Pole, in a stable of wood,', 'lived {name}’s reindeer, strong and good.'],
    ['Au pôle Nord, dans l’écurie en bois,', 'vivait le renne du père Noël, fier comme un roi.'],
  ],
  [
    STABLES,
    'sneezing-face',
    ['Christmas Eve morning: “Atchoo! Atchoo!”', '{deer} sneezed, and the hay all flew.'],
    ['Le matin de la veille de Noël : « Atchoum ! »', '{deer} éternue, et la paille fait boum !'],
    { also: ['deer'] },
  ],
  [
    STABLES,
    'thermometer',
    ['A red, hot nose and a fever too:', '“Oh dear,” said {name}, “what shall we do?”'],
    ['Le nez tout rouge, de la fièvre aussi :', '« Oh là là, dit le père Noël, quel souci ! »'],
    { also: ['deer'] },
  ],
  [
    STABLES,
    'deer',
    ['{name} tucked a blanket, soft and deep,', 'around the reindeer: “Now, go to sleep.”'],
    ['Le père Noël le couvre d’une couverture :', '« Dors, mon ami, tout ira bien, c’est sûr. »'],
    { also: ['zzz'] },
  ],
  [
    KITCHEN,
    'mrs-claus',
    ['Mrs Claus stirred a pot of soup:', 'carrots and love in a big warm scoop.'],
    ['La mère Noël remue sa marmite :', 'une soupe aux carottes, chaude et vite !'],
    { also: ['steaming-bowl'] },
  ],
  [
    STABLES,
    'stethoscope',
    ['An elf with a stethoscope came to see:', '“A bad cold, that’s all. Rest is the key.”'],
    ['Un lutin soigneur vient l’écouter :', '« Un gros rhume ! Il doit se reposer. »'],
    { also: ['man-elf', 'deer'] },
  ],
  [
    STABLES,
    'deer',
    ['The other reindeer gathered near,', 'and breathed warm breath: “We’re here, we’re here.”'],
    ['Les autres rennes viennent tout près,', 'soufflent de l’air chaud : « On est là, tu sais ! »'],
  ],
  [
    STABLES,
    'steaming-bowl',
    ['Sip by sip, and spoon by spoon:', '“You’ll feel better very soon.”'],
    ['Cuillère par cuillère, gorgée par gorgée :', '« Tu vas guérir, mon renne adoré. »'],
    { also: ['deer'] },
  ],
  [
    WORKSHOP,
    'scarf',
    ['Click-clack, click-clack, the needles flew:', 'the elves knitted a scarf, red and new.'],
    ['Clic-clac, clic-clac, vont les aiguilles :', 'les lutins tricotent une écharpe qui brille.'],
    { also: ['man-elf'] },
  ],
  [
    KITCHEN,
    'honey-pot',
    ['Honey and lemon, warm in a cup:', '“A spoonful, dear, to cheer you up.”'],
    ['Du miel, du citron, dans une tasse :', '« Une cuillerée, et le mal de gorge passe ! »'],
    { also: ['lemon'] },
  ],
  [
    STABLES,
    'musical-note',
    ['{name} sat and sang a Christmas song,', 'soft and low, the whole day long.'],
    ['Le père Noël chante une chanson douce,', 'tout bas, tout doux, comme un nid de mousse.'],
    { also: ['deer'] },
  ],
  [
    WORKSHOP,
    'mantelpiece-clock',
    ['Tick-tock, tick-tock, the big clock said:', '“The children wait!” {name} scratched his head.'],
    ['« Les enfants attendent, et rien n’est prêt ! »', 'Tic-tac, tic-tac, fait l’horloge, tout près.'],
  ],
  [
    HILL,
    'sled',
    ['{name} tried to pull the sleigh alone:', 'puff, puff, puff… it stayed like stone.'],
    ['Le père Noël tire le traîneau lui-même :', 'ouf, ouf, il ne bouge pas, quel problème !'],
  ],
  [
    HILL,
    'cloud',
    ['Up on the hill, the clouds were grey:', '“No presents for the children today?”'],
    ['Sur la colline, les nuages sont gris :', '« Pauvres enfants, sans cadeaux aujourd’hui ! »'],
  ],
  [
    WORKSHOP,
    'light-bulb',
    ['An elf jumped up: “I have a plan!', 'We’ll all help out, as hard as we can!”'],
    ['Un lutin s’écrie : « J’ai une idée !', 'Tous ensemble, on va y arriver ! »'],
    { also: ['man-elf'] },
  ],
  [
    STABLES,
    'deer',
    ['And in the stable, what did they see?', 'The reindeer stood up: “Look at me!”'],
    ['Et dans l’écurie, surprise, voilà', 'le renne debout : « Regardez-moi ! »'],
  ],
  [
    STABLES,
    'thermometer',
    ['Its nose was cool, its eyes were bright:', '“No more fever! I feel just right!”'],
    ['Le nez tout frais, les yeux brillants :', '« Plus de fièvre ! Je vais bien maintenant ! »'],
    { also: ['deer'] },
  ],
  [
    STABLES,
    'carrot',
    ['It munched a carrot, crunch, crunch, crunch,', 'and asked for more: a whole big bunch!'],
    ['Il croque une carotte, crac, crac, crac,', 'et en redemande tout un sac !'],
    { also: ['deer'] },
  ],
  [
    STABLES,
    'sled',
    ['That evening, the elves, with a one, two, three,', 'hitched up the sleigh: “Ready?” “Whee!”'],
    ['Ce soir-là, les lutins, un, deux, trois,', 'attellent le traîneau : « Prêt ? » « Ouah ! »'],
    { also: ['deer', 'man-elf'] },
  ],
  [
    HILL,
    'sled',
    ['Under the stars, with a jingle and cheer,', 'up flew the sleigh, with {deer} at the rear!'],
    ['Sous les étoiles, grelots et chansons :', 'le traîneau s’envole, {deer} suit ses compagnons.'],
    { also: ['deer', 'wrapped-gift'], ...flying },
  ],
  [
    SKY,
    'house',
    ['Over the rooftops, all through the night,', 'the reindeer flew, so strong and light.'],
    ['Au-dessus des toits, toute la nuit,', 'les rennes volent, sans un bruit.'],
    { also: ['sled', 'deer'], ...flying },
  ],
  [
    TREE,
    'wrapped-gift',
    ['That night, in each house, by each tree,', 'a present waited for you and me.'],
    ['Cette nuit-là, sous chaque sapin,', 'un cadeau attend les enfants du matin.'],
    { also: ['christmas-tree'] },
  ],
  [
    STABLES,
    'deer',
    ['At dawn they landed, tired and glad:', '“The best Christmas we’ve ever had!”'],
    ['À l’aube, ils rentrent, fatigués, contents :', '« Le plus beau Noël depuis longtemps ! »'],
    { also: ['sled'] },
  ],
  [
    STABLES,
    'red-heart',
    ['When a friend is poorly, stay close and be kind:', 'a little care is the best cure you’ll find.'],
    ['Quand un ami est malade, reste tout près :', 'la tendresse, c’est le meilleur des remèdes, tu sais.'],
    { also: ['deer'] },
  ],
];
