import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-festival-couplets.ts: goal-festival-places.ts's Valentine legs, then the classroom. */
const [KITCHEN, LOUNGE, CLASSROOM] = [0, 1, 2];

/**
 * Valentine's Day in rhyme, in the day's order (goal-festival-words.ts tells it in prose): red paper,
 * hearts cut out, glitter, the card for Mum and a tulip hidden, cards for the class in the class
 * postbox, shy Timo's card and his heart back, then home: Mum's eyes closed, the card, the tulip, the
 * hug, heart cookies, her own card, bed, and love given any day. 'A Valentine poem for my mum' sang
 * a kite at the park. No French word agrees with the hero.
 */
export const VALENTINE_LINES: ArcLine[] = [
  [
    KITCHEN,
    'red-heart',
    ['On Valentine’s morning, all red and pink,', '{name} got out paper, glue and ink.'],
    ['C’est la Saint-Valentin, le grand jour :', '{name} sort du papier rouge, couleur d’amour.'],
  ],
  [
    KITCHEN,
    'scissors',
    ['Snip all around, and snip once more:', 'a paper heart, then three, then four!'],
    ['Un coup de ciseaux, et puis encore un :', 'un cœur en papier, puis deux, puis trois, puis vingt !'],
  ],
  [
    KITCHEN,
    'sparkles',
    ['Glitter here and glitter there,', 'glitter on noses and in hair!'],
    ['Des paillettes ici, des paillettes là,', 'sur le nez, dans les cheveux, et même sur le chat !'],
  ],
  [
    LOUNGE,
    'love-letter',
    ['“To Mum,” wrote {name}, “with love from me,”', 'in the biggest letters you ever did see.'],
    ['« Pour Maman, avec tout mon amour »,', 'écrit {name} en grosses lettres, avec des fleurs autour.'],
  ],
  [
    LOUNGE,
    'love-letter',
    ['A card for Grandma, a card for Dad:', 'the best Valentine cards they ever had.'],
    ['Une carte pour Mamie, une carte pour Papa :', 'les plus belles cartes qu’on ait vues jusque-là !'],
  ],
  [
    LOUNGE,
    'tulip',
    ['{name} hid a tulip, red and bright,', 'behind the curtain, out of sight.'],
    ['{name} cache une tulipe, rouge vermeil,', 'derrière le rideau, à l’abri du soleil.'],
  ],
  [
    CLASSROOM,
    'love-letter',
    ['At school, a card for every friend,', 'with hearts from one end to the other end.'],
    ['À l’école, une carte pour chaque ami,', 'avec des cœurs partout, des grands, des petits.'],
  ],
  [
    CLASSROOM,
    'postbox',
    ['Into the class postbox, red and tall,', 'the cards went in, a card for all.'],
    [
      'Dans la boîte aux lettres de la classe, toute rouge,',
      'les cartes glissent une à une : hop, ça bouge !',
    ],
  ],
  [
    CLASSROOM,
    'teacher',
    ['The teacher opened it after lunch,', 'and handed the cards out, a great big bunch.'],
    ['Après le déjeuner, la maîtresse l’ouvre enfin,', 'et distribue les cartes, une dans chaque main.'],
  ],
  [
    CLASSROOM,
    'child',
    ['Shy little Timo, all on his own,', 'got a card from {name}, the best he had known.'],
    ['Le petit Timo, tout timide dans son coin,', 'reçoit une carte de {name} : il sourit de loin.'],
  ],
  [
    CLASSROOM,
    'red-heart',
    ['Timo smiled, and his cheeks went pink,', 'and he gave {name} a heart and a wink.'],
    ['Timo rougit, puis sourit à son tour,', 'et tend à {name} un petit cœur, en retour.'],
  ],
  [
    CLASSROOM,
    'red-heart',
    ['Hearts on the windows, hearts on the wall,', 'hearts on the desks, and hearts down the hall!'],
    ['Des cœurs aux fenêtres, des cœurs aux murs,', 'des cœurs sur les pupitres, c’est sûr !'],
  ],
  [
    CLASSROOM,
    'love-letter',
    ['And {name}’s bag was full of cards too,', 'from all the friends, in pink and blue.'],
    ['Le cartable de {name} déborde de cartes aussi,', 'roses et bleues, signées par tous les amis.'],
  ],
  [
    LOUNGE,
    'woman',
    ['Home from school, {name} ran inside:', '“Close your eyes, Mum! Not open wide!”'],
    [
      'De retour de l’école, {name} arrive en courant :',
      '« Ferme les yeux, Maman ! Ne regarde pas avant ! »',
    ],
  ],
  [
    LOUNGE,
    'love-letter',
    ['Out came the card, with glitter and glue:', '“Happy Valentine’s, Mum! This is for you!”'],
    [
      'Voici la carte, pleine de paillettes et de couleurs :',
      '« Bonne Saint-Valentin, Maman, de tout mon cœur ! »',
    ],
  ],
  [
    LOUNGE,
    'tulip',
    ['Then the tulip, from behind the curtain there:', 'Mum put it in a glass with care.'],
    ['Puis la tulipe, cachée derrière le rideau :', 'Maman la met dans un vase : « Que c’est beau ! »'],
  ],
  [
    LOUNGE,
    'people-hugging',
    ['Mum hugged {name} so tight, so long,', 'and hummed a little love-you song.'],
    ['Maman serre {name} fort dans ses bras,', 'et lui chante tout bas : « Je t’aime, tu sais, toi. »'],
  ],
  [
    LOUNGE,
    'red-heart',
    ['“Roses are red, violets are blue,', 'nobody hugs me the way you do.”'],
    [
      '« Les roses sont rouges, les violettes sont bleues,',
      'et avec toi, Maman, la vie est plus belle à deux. »',
    ],
  ],
  [
    KITCHEN,
    'cookie',
    ['Then they baked heart cookies, side by side,', 'with pink icing spread on far and wide.'],
    ['Puis, côte à côte, on fait des biscuits en cœur,', 'avec un glaçage rose : quel bonheur !'],
  ],
  [
    KITCHEN,
    'cookie',
    ['One for Dad and one for the cat,', 'and one for {name}: imagine that!'],
    ['Un biscuit pour Papa, un autre pour Mamie,', 'et un pour {name}, croqué aussitôt : fini !'],
  ],
  [
    LOUNGE,
    'love-letter',
    ['Then Mum gave a card of her own:', '“To my Valentine, the sweetest I’ve known.”'],
    ['Puis Maman tend une carte à son tour :', '« À toi, mon cœur, avec tout mon amour. »'],
  ],
  [
    LOUNGE,
    'red-heart',
    ['Evening came, so soft and slow,', 'the paper hearts in the lamplight’s glow.'],
    ['Le soir arrive, doux et tranquille :', 'sous la lampe, les cœurs en papier scintillent.'],
  ],
  [
    LOUNGE,
    'bed',
    ['In bed, {name} held the card so near,', 'and whispered, “Love you, Mum, my dear.”'],
    ['Au lit, {name} garde la carte tout près,', 'et chuchote : « Je t’aime, Maman, pour de vrai. »'],
  ],
  [
    LOUNGE,
    'people-hugging',
    ['Valentine’s Day is not just one day:', 'a hug is a gift you can give any day.'],
    ['La Saint-Valentin, ce n’est pas qu’un jour :', 'un câlin se donne chaque jour, pour toujours.'],
  ],
];
