import type { IllGoal } from '../idea/read-goal-ill';
import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-ill-couplets.ts: goal-ill-home.ts's bedroom spots, then outside to play. */
export const [BED, COVERS, WINDOW, OUTSIDE] = [0, 1, 2, 3];

/** The first couplet: what the idea names (a sneeze, a sore throat, spots, a fever). */
export const ILL_FIRST: Record<IllGoal['illness'], ArcLine> = {
  cold: [
    BED,
    'sneezing-face',
    ['Aaa-choo! A sneeze, and then one more:', '{name} felt too tired to play on the floor.'],
    ['Atchoum ! Un éternuement, puis un autre encore :', '{name} n’a plus envie de jouer, et s’endort.'],
  ],
  throat: [
    BED,
    'face-with-thermometer',
    ['A scratchy throat: ouch, when I swallow!', '{name} stayed in bed, too tired to follow.'],
    ['La gorge qui gratte, aïe, quand on avale :', '{name} reste au lit, tout pâlot, tout pâle.'],
  ],
  pox: [
    BED,
    'face-with-thermometer',
    ['Red spots here and red spots there:', 'itchy spots nearly everywhere!'],
    ['Des boutons rouges ici, des boutons là :', 'ça gratte partout, du nez jusqu’aux doigts !'],
  ],
  sick: [
    BED,
    'face-with-thermometer',
    ['A hot little head, a tummy that aches:', '{name} stayed in bed, no games, no cakes.'],
    ['La tête toute chaude, et mal au ventre :', '{name} reste au lit, pas d’école, on rentre.'],
  ],
};

/**
 * Being ill in rhyme, in the prose's order (goal-ill.ts): too tired, Mum's "back to bed", the
 * doctor with the thermometer and "say aaah", medicine, soup and honey tea, a story, the friends
 * outside and their get-well card, asleep, better in the morning, out to play. No French word agrees
 * with the hero.
 */
export const ILL_LINES: ArcLine[] = [
  [
    BED,
    'woman',
    ['Shivers and aches, and a blanket or two:', '“Back to bed,” said Mum, “I’ll look after you.”'],
    [
      'Des frissons partout, une couverture en plus :',
      '« Au lit ! » dit Maman, « je reste là, c’est convenu. »',
    ],
  ],
  [
    COVERS,
    'teddy-bear',
    ['Under the covers, Teddy close by,', '{name} watched the clouds drift across the sky.'],
    ['Sous la couette, le nounours tout près,', '{name} regarde les nuages passer.'],
  ],
  [
    BED,
    'health-worker',
    ['Knock, knock! The doctor came by,', 'with a big black bag and a twinkling eye.'],
    ['Toc, toc ! Le docteur entre doucement,', 'avec sa grande sacoche et un sourire charmant.'],
  ],
  [
    BED,
    'thermometer',
    ['The thermometer beeped: “A little hot!', 'Rest, and drink water, quite a lot.”'],
    ['Bip ! fait le thermomètre. « Un peu chaud !', 'Du repos, et boire beaucoup d’eau. »'],
  ],
  [
    BED,
    'stethoscope',
    ['“Open wide and say aaah!”', '“Aaah!” said {name}. “Ha, ha, ha!”'],
    ['« Ouvre grand la bouche et dis aaah ! »', '« Aaah ! » fait {name}, et on rit aux éclats.'],
    { also: ['health-worker'] },
  ],
  [
    BED,
    'pill',
    ['A spoon of medicine, pink and sweet:', 'one little gulp, and a sticker treat!'],
    ['Une cuillère de sirop, tout rose, tout sucré :', 'une gorgée, hop, et un autocollant mérité !'],
  ],
  [
    BED,
    'steaming-bowl',
    ['Warm soup in a bowl: blow, blow, blow,', 'a spoonful for {name}, nice and slow.'],
    ['Une soupe bien chaude, on souffle dessus :', 'une cuillère pour {name}, et encore une de plus.'],
  ],
  [
    COVERS,
    'hot-beverage',
    ['Honey tea in a mug, warm and gold:', 'just right for a throat, or a cough, or a cold.'],
    ['Une tisane au miel, toute dorée :', 'pour la gorge, c’est parfait, à petites gorgées.'],
    { also: ['honey-pot'] },
  ],
  [
    BED,
    'books',
    ['Mum read a story, then one more:', 'the one of the bear who loved to snore.'],
    ['Maman lit une histoire, puis une autre encore :', 'celle de l’ours qui ronfle quand il dort.'],
    { also: ['woman'] },
  ],
  [
    WINDOW,
    'soccer-ball',
    ['Outside, the friends played in the sun:', '{name} waved through the window at everyone.'],
    ['Dehors, les copains jouent au ballon :', '{name} leur fait coucou depuis la maison.'],
  ],
  [
    BED,
    'envelope',
    ['A get-well card slid under the door:', '“Get well soon!” and hearts galore.'],
    ['Une carte « Guéris vite ! » sous la porte,', 'avec des cœurs dessinés, de toutes sortes.'],
  ],
  [
    COVERS,
    'zzz',
    ['That night the lamp glowed soft and low:', '{name} fell fast asleep, breathing slow.'],
    ['Ce soir, la lampe brille tout bas :', '{name} s’endort, au creux des draps.'],
  ],
  [
    WINDOW,
    'flexed-biceps',
    ['Next morning, the sun! No aches, no sigh:', '{name} stretched and smiled: “I feel fine! Oh my!”'],
    [
      'Le lendemain matin, plus de fièvre, plus de bobo :',
      '{name} s’étire et sourit : « Regarde, il fait beau ! »',
    ],
  ],
  [
    OUTSIDE,
    'soccer-ball',
    ['Out in the garden, to run and to play:', 'hooray for feeling better today!'],
    ['Dehors, dans le jardin, on court, on joue :', 'vive la santé, hourra pour nous !'],
  ],
];

/** What a long poem of being ill (50 pages) weaves between its own couplets, all in bed. */
export const ILL_FILLERS: ArcLine[] = [
  [
    BED,
    'puzzle-piece',
    ['A jigsaw puzzle spread on the bed:', 'a piece of blue sky, a boat of red.'],
    ['Un puzzle étalé sur la couverture :', 'un bout de ciel, un bateau, une voiture.'],
  ],
  [
    BED,
    'crayon',
    ['Crayons out: {name} drew a cat', 'with a big red bow and a funny hat.'],
    ['Des crayons : {name} dessine un chat', 'avec un nœud rouge et un chapeau, comme ça !'],
  ],
  [
    COVERS,
    'cat',
    ['The cat curled up at the foot of the bed,', 'purring a song in its sleepy head.'],
    ['Le chat se roule en boule au pied du lit,', 'et ronronne une chanson, tout doux, sans bruit.'],
  ],
  [
    BED,
    'cup-with-straw',
    ['A glass of water with a bendy straw:', 'sip, sip, sip, and then some more.'],
    ['Un verre d’eau avec une paille qui plie :', 'on boit, on boit, à petites gorgées, merci !'],
  ],
  [
    COVERS,
    'musical-notes',
    ['Mum hummed a song, soft and low,', 'the one from long, long ago.'],
    ['Maman fredonne une chanson tout bas,', 'celle d’autrefois, la la la.'],
  ],
  [
    WINDOW,
    'cloud',
    ['Clouds at the window drifting by:', 'a dragon, a boat, a bird in the sky.'],
    ['Par la fenêtre, les nuages s’en vont :', 'un dragon, un bateau, un gros mouton.'],
  ],
  [
    WINDOW,
    'lady-beetle',
    ['A ladybird crawled on the window pane:', 'up and down, and up again.'],
    ['Une coccinelle grimpe sur la vitre :', 'elle monte, elle descend, et fait le pitre.'],
  ],
];
