import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-festival-couplets.ts: goal-festival-places.ts's Thanksgiving legs, then the table. */
const [KITCHEN, LOUNGE, DOOR, , TABLE] = [0, 1, 2, 3, 4];

/**
 * Thanksgiving in rhyme, in the day's order (goal-festival-words.ts tells it in prose): autumn
 * leaves at the door, the pumpkin pie, the turkey, corn and potatoes in the kitchen, the table set,
 * the cousins at the door, the turkey carried in, hands held, what each is thankful for (the home,
 * the harvest, each other), the pie, the fire, goodbye. At home or at Grandma's, so no line says
 * whose house it is. No French word agrees with the hero.
 */
export const THANKSGIVING_LINES: ArcLine[] = [
  [
    DOOR,
    'fallen-leaf',
    ['Red and gold, the leaves came down:', 'autumn had come to every town.'],
    ['Les feuilles tombent, rouges et dorées :', 'l’automne est là, dans toute la contrée.'],
  ],
  [
    DOOR,
    'maple-leaf',
    ['{name} jumped in a crunchy pile', 'and kicked the leaves with a great big smile.'],
    ['{name} saute dans un tas de feuilles qui craque,', 'et les envoie en l’air : crac, crac, crac !'],
  ],
  [
    KITCHEN,
    'pie',
    ['In the kitchen, a pumpkin, round and fat,', 'became a pie: now how about that!'],
    ['Dans la cuisine, une citrouille bien ronde', 'devient une tarte, la meilleure du monde.'],
  ],
  [
    KITCHEN,
    'pie',
    ['{name} stirred the cinnamon in,', 'and licked the spoon with a sticky grin.'],
    ['{name} ajoute la cannelle et mélange bien,', 'puis lèche la cuillère : miam, c’est divin !'],
  ],
  [
    KITCHEN,
    'turkey',
    ['The turkey went in the oven to roast:', 'the smell that everyone loves the most.'],
    ['La dinde dore dans le four tout chaud,', 'et sa bonne odeur monte jusqu’en haut.'],
  ],
  [
    KITCHEN,
    'ear-of-corn',
    ['Yellow corn, with its leaves peeled back,', 'went into a bowl in a golden stack.'],
    ['Les épis de maïs, jaunes comme le soleil,', 's’empilent dans un bol : une vraie merveille.'],
  ],
  [
    KITCHEN,
    'potato',
    ['Mash the potatoes, smooth and white:', 'push, push, push, with all your might!'],
    ['On écrase les pommes de terre, toutes blanches :', 'on pousse, on pousse, en retroussant ses manches.'],
  ],
  [
    LOUNGE,
    'fork-and-knife-with-plate',
    ['{name} set the table, plate by plate,', 'a fork, a knife: it all looked great.'],
    ['{name} met la table, assiette après assiette,', 'une fourchette, un couteau : la table est prête.'],
  ],
  [
    LOUNGE,
    'maple-leaf',
    ['On every plate, a paper leaf', 'with a name on it, short and brief.'],
    ['Sur chaque assiette, une feuille en papier', 'où l’on a écrit le nom de chaque invité.'],
  ],
  [
    LOUNGE,
    'candle',
    ['In the middle, candles glowing bright,', 'and dried corn, orange, red and white.'],
    ['Au milieu, des bougies qui brillent,', 'et du maïs séché, rouge et jaune, qui scintille.'],
  ],
  [
    DOOR,
    'child',
    ['Ding-dong! The doorbell! Who is there?', 'The aunts and the cousins, everywhere!'],
    ['Ding-dong ! Qui sonne à la porte ?', 'Les tantes, les cousins : toute une cohorte !'],
  ],
  [
    DOOR,
    'red-heart',
    ['Hugs at the door, and coats in a pile,', 'and everyone wearing a Thanksgiving smile.'],
    ['Des câlins à la porte, des manteaux en tas,', 'et des sourires partout, du haut jusqu’en bas.'],
  ],
  [
    LOUNGE,
    'child',
    ['The cousins played a game on the floor,', 'while the grown-ups talked and laughed some more.'],
    ['Les cousins jouent par terre, dans le salon,', 'les grands bavardent et rient : qu’il fait bon !'],
  ],
  [
    TABLE,
    'turkey',
    ['At last the turkey came, golden brown,', 'and everyone cheered as they all sat down.'],
    ['Enfin la dinde arrive, toute dorée,', 'et chacun applaudit, assis à la tablée.'],
  ],
  [
    TABLE,
    'fork-and-knife-with-plate',
    ['Turkey and corn and potatoes too:', 'a plate piled high for me and for you.'],
    ['De la dinde, du maïs, de la purée :', 'des assiettes pleines, pour toute la tablée.'],
  ],
  [
    TABLE,
    'folded-hands',
    ['Before they ate, they held hands all round,', 'and the room grew quiet, without a sound.'],
    ['Avant de manger, on se tient la main :', 'un moment pour dire merci, tous ensemble, enfin.'],
  ],
  [
    TABLE,
    'folded-hands',
    [
      '“I’m thankful,” said {name}, “for my bed and my home,',
      'for food on the table, for never being alone.”',
    ],
    ['« Merci, dit {name}, pour ma maison et mon lit,', 'pour ce bon repas, et pour mes amis. »'],
  ],
  [
    TABLE,
    'red-heart',
    ['“And thankful for you, each one at this table:', 'I love you all, as much as I’m able!”'],
    ['« Et merci pour vous, autour de cette table :', 'je vous aime tous, c’est incroyable ! »'],
  ],
  [
    TABLE,
    'woman',
    ['An aunt said thanks for the harvest of grain,', 'for the sunshine, and for the autumn rain.'],
    ['La tante dit merci pour la récolte dorée,', 'pour le soleil et la pluie de l’année.'],
  ],
  [
    TABLE,
    'red-apple',
    ['The cousins said thanks for apples and play,', 'and for being together on this special day.'],
    ['Les cousins disent merci pour les pommes et les jeux,', 'et d’être ensemble, en ce jour heureux.'],
  ],
  [
    TABLE,
    'pie',
    ['Then out came the pie, with cream on the top:', 'one slice, two slices… oh, who could stop?'],
    ['Puis voici la tarte, avec de la crème dessus :', 'une part, deux parts… et puis il n’en reste plus !'],
  ],
  [
    LOUNGE,
    'fire',
    ['Full and happy, they sat by the fire,', 'singing old songs like a family choir.'],
    ['Le ventre plein, on s’assoit près du feu,', 'et on chante ensemble, tous heureux.'],
  ],
  [
    DOOR,
    'waving-hand',
    ['Goodbye at the door, with a wave and a kiss:', 'there is nothing as cosy as a day like this.'],
    [
      'À la porte, au revoir, un bisou, une main qui s’agite :',
      'une si belle journée, elle passe trop vite !',
    ],
  ],
  [
    LOUNGE,
    'red-heart',
    ['Not just today, but all year through,', 'say thank you to those who take care of you.'],
    [
      'Pas seulement aujourd’hui : chaque jour, c’est permis',
      'de dire merci à ceux qu’on aime, et à ses amis.',
    ],
  ],
];
