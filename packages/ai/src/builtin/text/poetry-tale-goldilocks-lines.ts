import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-tale-couplets.ts: the bears' house, its kitchen, sitting room, bedroom, the path. */
const [HOUSE, KITCHEN, ROOM, BEDROOM, PATH] = [0, 1, 2, 3, 4];

/**
 * Goldilocks and the three bears in rhyme, in the tale's order (goal-tale-goldilocks.ts tells it in
 * prose): the porridge left to cool, the open door, the three bowls, chairs and beds, the bears home
 * again, the girl waking at the turn, her sorry, the chair mended and porridge for four.
 */
export const GOLDILOCKS_LINES: ArcLine[] = [
  [
    HOUSE,
    'bear',
    ['Three bears lived in a house in the wood:', 'Father, Mother and Baby, all good.'],
    ['Trois ours vivaient dans une maison du bois :', 'Papa, Maman et Bébé Ours, tous les trois.'],
  ],
  [
    KITCHEN,
    'bowl-with-spoon',
    ['One morning their porridge was far too hot,', 'so they went for a walk and left the pot.'],
    ['Un matin, leur bouillie brûle encore :', 'les trois ours vont se promener dehors.'],
  ],
  [
    PATH,
    'house',
    ['Along the path, with curls of gold,', 'came {name}, curious and bold.'],
    ['Sur le chemin, d’un pas sautillant,', 'arrive {name}, toute blonde, en chantonnant.'],
  ],
  [
    HOUSE,
    'house',
    ['She saw the house, the door open wide:', '“Hello?” she called, and stepped inside.'],
    [
      'Elle voit la maison, la porte grande ouverte :',
      '« Il y a quelqu’un ? » Personne. Elle entre, alerte.',
    ],
  ],
  [
    KITCHEN,
    'bowl-with-spoon',
    ['On the table, three bowls in a row:', 'a big, a middle, a tiny one, oh!'],
    ['Sur la table, trois bols alignés :', 'un grand, un moyen, un tout petit, à croquer !'],
  ],
  [
    KITCHEN,
    'bowl-with-spoon',
    ['The big bowl? Too hot! The middle? Too cold!', 'The tiny bowl? Just right, all told!'],
    ['Le grand ? Trop chaud ! Le moyen ? Trop froid !', 'Le tout petit ? Parfait, ma foi !'],
  ],
  [
    KITCHEN,
    'bowl-with-spoon',
    ['She ate it all, down to the last:', 'the tiny bowl was empty fast!'],
    ['Elle mange tout, jusqu’à la dernière cuillère :', 'le petit bol est vide, elle en est fière.'],
  ],
  [
    ROOM,
    'chair',
    ['Then in the sitting room, three chairs she found:', 'a big, a middle, a small one, round.'],
    ['Au salon, voici trois chaises en rang :', 'une grande, une moyenne, une petite pour enfant.'],
  ],
  [
    ROOM,
    'chair',
    ['The big one? Too hard! The middle? Too deep!', 'The tiny one? Just right, with a happy leap!'],
    ['La grande ? Trop dure ! La moyenne ? Trop molle !', 'La petite ? Parfaite, et hop, elle s’y envole !'],
  ],
  [
    ROOM,
    'chair',
    ['She rocked and wriggled, this way and that:', 'CRACK! went the chair, and down she sat!'],
    ['Elle se balance, se tortille, et crac !', 'La petite chaise se casse, et patatras !'],
  ],
  [
    BEDROOM,
    'bed',
    ['Upstairs she found three beds in a row,', 'and yawned a big yawn: so tired, oh!'],
    ['En haut, trois lits dans la chambre bien rangée ;', 'elle bâille, bâille, si fatiguée !'],
  ],
  [
    BEDROOM,
    'bed',
    ['The big bed? Too high! The middle? Too lumpy!', 'The tiny bed? Just right, not bumpy!'],
    ['Le grand ? Trop haut ! Le moyen ? Trop bosselé !', 'Le tout petit ? Parfait pour se lover.'],
  ],
  [
    BEDROOM,
    'zzz',
    ['She snuggled down, so warm, so deep,', 'and soon she fell fast, fast asleep.'],
    ['Elle se blottit sous la couette, bien au chaud,', 'et s’endort aussitôt, les yeux clos.'],
  ],
  [
    PATH,
    'bear',
    ['Then home came the bears from their walk in the wood,', 'hungry for porridge, warm and good.'],
    ['Les trois ours rentrent de promenade, affamés,', 'pressés de goûter leur bouillie sucrée.'],
  ],
  [
    KITCHEN,
    'bowl-with-spoon',
    ['“Someone’s been eating my porridge!” growled Dad.', '“Mine too!” said Mother. “Oh, that’s too bad!”'],
    ['« Qui a mangé ma bouillie ? » gronde Papa, fâché.', '« Et la mienne aussi ! » dit Maman, étonnée.'],
  ],
  [
    KITCHEN,
    'bear',
    ['“And mine is gone!” cried Baby Bear.', '“All eaten up! It isn’t fair!”'],
    ['« Et mon bol est tout vide ! » pleure Bébé,', '« quelqu’un a tout mangé, tout léché ! »'],
  ],
  [
    ROOM,
    'chair',
    ['“Someone’s been sitting in my chair!”', '“And mine’s in pieces!” wailed Baby Bear.'],
    ['« Quelqu’un s’est assis sur ma chaise ! »', '« Et la mienne est cassée ! » Bébé n’est pas à l’aise.'],
  ],
  [
    BEDROOM,
    'bear',
    ['Up the stairs on tiptoe the three bears crept,', 'and there in the tiny bed, she slept!'],
    [
      'Sur la pointe des pieds, ils montent l’escalier,',
      'et dans le petit lit… la voilà, tout ensommeillée !',
    ],
  ],
  [
    BEDROOM,
    'bear',
    ['{name} woke up and opened her eyes:', 'three bears were there! What a surprise!'],
    ['{name} s’éveille et ouvre les yeux :', 'trois ours la regardent, tous les trois curieux !'],
  ],
  [
    BEDROOM,
    'bear',
    ['Her cheeks went pink: “I’m sorry, so sorry!', 'I ate, I broke, I slept, don’t worry…”'],
    ['Ses joues rougissent : « Pardon, pardon !', 'J’ai mangé, cassé, dormi… sans permission ! »'],
  ],
  [
    BEDROOM,
    'bear',
    ['Baby Bear smiled: “It’s all right, you see,', 'if you’ll stay and play a while with me.”'],
    ['Bébé Ours sourit : « Ce n’est pas grave, tu sais,', 'si tu restes jouer un peu avec moi, après. »'],
  ],
  [
    ROOM,
    'chair',
    ['With glue and nails and a hammer too,', 'they mended the little chair like new.'],
    ['Avec de la colle, des clous, un marteau,', 'ils réparent la petite chaise : c’est du beau !'],
  ],
  [
    KITCHEN,
    'bowl-with-spoon',
    ['Then Mother Bear made porridge anew,', 'a bowl for each, and one for {name} too!'],
    ['Maman Ours refait de la bouillie pour tous :', 'un bol pour chacun, et pour {name}, tout doux.'],
  ],
  [
    HOUSE,
    'red-heart',
    ['So knock, and wait to be let in,', 'and a sorry said is where friends begin.'],
    ['Alors frappe, et attends qu’on t’ouvre la porte :', 'avec un pardon sincère, l’amitié l’emporte !'],
  ],
];
