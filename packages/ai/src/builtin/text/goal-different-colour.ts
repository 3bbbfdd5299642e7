import { b, type WishTable } from './goal-different-table';

/**
 * « Le loup qui voulait changer de couleur »: berries, flowers, mud, snow and leaves, each colour on
 * the wolf for one page (drawn so: `tints`), and each falling off; the owl's words; the rain washes
 * the last colour away and the friends run to the hero as it is. Before: a generic day's plan « à la
 * bibliothèque ».
 */
export const COLOUR: WishTable = {
  problems: [
    b(
      'Every morning, {name} looked at the same plain coat in the water and sighed. “I wish I could be a different colour, a bright and beautiful one!”',
      'Chaque matin, {name} regardait son pelage de toujours dans l’eau et soupirait. « Si seulement je pouvais changer de couleur, en prendre une belle et vive ! »',
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} squashed a whole bush of blueberries and rubbed the juice all over. Purple from nose to tail! But the birds giggled, and the juice dripped away.',
      '{atPlace}, {name} écrasa tout un buisson de myrtilles et s’en frotta de la tête à la queue. Du violet du museau aux pattes ! Mais les oiseaux pouffèrent, et le jus coula par terre.',
    ),
    b(
      '{atPlace}, {name} rolled and rolled in the yellow flowers. Yellow all over! Then came a sneeze, a huge one, and the petals flew off like confetti.',
      '{atPlace}, {name} se roula et se roula dans les fleurs jaunes. Du jaune partout ! Puis vint un éternuement, un énorme, et les pétales s’envolèrent comme des confettis.',
    ),
    b(
      '{atPlace}, {name} jumped into a big puddle of mud, splat! Brown as a chocolate cake. The mud dried, cracked and crumbled off in little bits.',
      '{atPlace}, {name} sauta dans une grosse flaque de boue, splatch ! Du marron, comme un gâteau au chocolat ! La boue sécha, craqua et tomba en petits morceaux.',
    ),
    b(
      '{atPlace}, {name} found the last patch of snow under the pines and rolled in it. White as a cloud! Brrr! The snow melted, drip, drip, drop.',
      '{atPlace}, {name} trouva la dernière plaque de neige sous les sapins et s’y roula. Du blanc, comme un nuage ! Brrr ! La neige fondit, plic, ploc, plouf.',
    ),
    b(
      '{atPlace}, {name} stuck green leaves all over, one by one. Green like the grass! A gust of wind came, and whoosh, every leaf blew away.',
      '{atPlace}, {name} se colla des feuilles vertes partout, une à une. Du vert, comme l’herbe ! Un coup de vent passa, et hop, toutes les feuilles s’envolèrent.',
    ),
    b(
      '{atPlace}, {name} dipped the tip of that tail into the red juice of the wild strawberries. A red tail! Then it swished through the wet grass and came out clean.',
      '{atPlace}, {name} trempa le bout de sa queue dans le jus rouge des fraises des bois. Une queue toute rouge ! Puis elle balaya l’herbe mouillée et ressortit toute propre.',
    ),
    b(
      '{atPlace}, {name} asked the butterflies to lend a few of their colours. They laughed kindly. “Our colours are ours, and yours are yours!”',
      '{atPlace}, {name} demanda aux papillons de lui prêter un peu de leurs couleurs. Ils rirent gentiment. « Nos couleurs sont à nous, et les tiennes sont à toi ! »',
    ),
  ],
  words: [
    b(
      '{atPlace}, {name} sat down, tired and sticky, and sighed. “No colour ever stays on me.”',
      '{atPlace}, {name} s’assit en soupirant, les poils tout collants. « Aucune couleur ne tient sur moi. »',
    ),
    b(
      '{atPlace}, the wise old owl looked down from a branch. “Why change? Your own {coat} suits you perfectly. I like it very much.”',
      '{atPlace}, le vieux hibou regarda {name} du haut d’une branche. « Pourquoi changer ? Ce {coat}-là te va à merveille. Moi, je l’aime beaucoup. »',
    ),
    b(
      '{atPlace}, {name} looked at the water again for a long time. The same coat. Maybe it was not so plain after all.',
      '{atPlace}, {name} regarda encore longtemps dans l’eau. Le même pelage. Peut-être qu’il n’était pas si terne, après tout.',
    ),
    b(
      '{atPlace}, a little rabbit hopped up shyly. “When the night comes, I always know you by your coat. It makes me feel safe.”',
      '{atPlace}, un petit lapin s’approcha timidement. « Quand la nuit tombe, je te reconnais toujours à ton pelage. Ça me rassure. »',
    ),
  ],
  need: [
    b(
      '{atPlace}, the friends did not know who that purple, yellow, muddy creature had been all week. “Where has our {name} gone?” they asked.',
      '{atPlace}, les amis ne savaient plus qui était cette drôle de bête violette, jaune et pleine de boue. « Mais où est donc notre {name} ? » demandaient-ils.',
    ),
    b(
      '{atPlace}, dark clouds rolled in over the trees, and the first big drops began to fall. Plip. Plop.',
      '{atPlace}, de gros nuages noirs arrivèrent au-dessus des arbres, et les premières grosses gouttes se mirent à tomber. Plip. Ploc.',
    ),
  ],
  turns: [
    b(
      '{atPlace}, the rain came and washed the very last colour away. {name} stood there, {coat} as ever, and all the friends came running. “There you are! We missed you, just as you are!”',
      '{atPlace}, la pluie arriva et lava la toute dernière couleur. {name} resta là, avec son {coat} de toujours, et tous les amis accoururent. « Te voilà ! Tu nous as manqué, comme tu es ! »',
    ),
  ],
  endings: [
    b(
      'That evening, {name} curled up with the friends under the moon. No more berries, no more mud. {name} had learned that {lesson}. The end.',
      'Ce soir-là, {name} se blottit contre les amis sous la lune. Plus de myrtilles, plus de boue. {name} avait appris que {lesson}. Fin.',
    ),
  ],
  lesson: {
    en: 'the best colour to be is your very own',
    fr: 'la plus belle couleur, c’est la sienne',
  },
  named: [
    [/blueberries|myrtilles/, 'blueberries', { en: 'blueberries', fr: 'des myrtilles' }],
    [/flowers|fleurs/, 'blossom', { en: 'yellow flowers', fr: 'des fleurs jaunes' }],
    [/puddle of mud|flaque de boue/, 'droplet', { en: 'a puddle of mud', fr: 'une flaque de boue' }],
    [/snow|neige/, 'snowflake', { en: 'snow', fr: 'de la neige' }],
    [/leaves|leaf|feuilles/, 'leaf-fluttering-in-wind', { en: 'green leaves', fr: 'des feuilles vertes' }],
    [/strawberries|fraises/, 'strawberry', { en: 'wild strawberries', fr: 'des fraises des bois' }],
    [/butterflies|papillons/, 'butterfly', { en: 'butterflies', fr: 'des papillons' }],
    [/rabbit|lapin/, 'rabbit', { en: 'a little rabbit', fr: 'un petit lapin' }],
    [/rain came|la pluie arriva/, 'cloud-with-rain', { en: 'the rain', fr: 'la pluie' }],
  ],
  friend: [/owl|hibou|friends|amis/, 'owl', { en: 'the wise old owl', fr: 'le vieux hibou' }],
  tints: [
    [/blueberries|myrtilles/, '#7b4bb7'],
    [/yellow flowers|fleurs jaunes/, '#f2c12e'],
    [/puddle of mud|flaque de boue/, '#7b5230'],
    [/patch of snow|plaque de neige/, '#f4f6f8'],
    [/green leaves|feuilles vertes/, '#4caf50'],
  ],
  thingTints: { droplet: '#7b5230' },
  turnAction: 'stands in the rain, its own colour again, as all its friends run to hug it',
};
