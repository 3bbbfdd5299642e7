import { type ColoringScene, scene as s } from './coloring-arc-scene';

/**
 * The fairy tales as coloring books, in the tale's order (goal-tale*.ts), each scene at the tale's
 * own spot with the tale's characters drawn beside the hero: the wolf, Grandma, the woodcutter; the
 * brothers, the straw, the sticks and the bricks, the pot; the bowls, the chairs, the beds, the bears.
 * No French word agrees with the hero (« Petit Chaperon rouge » is said like a name).
 */
export const RED_HOOD_SCENES: ColoringScene[] = [
  s(
    'takes the basket with a cake for Grandma',
    'prend le panier avec la galette pour Mère-Grand',
    ['basket', 'pie'],
    /little house by the wood/,
  ),
  s('skips along with the basket', 'sautille avec le panier', ['basket', 'butterfly'], /forest path/),
  s('meets the big wolf behind a tree', 'rencontre le grand loup derrière un arbre', ['wolf'], /forest path/),
  s('picks flowers for Grandma', 'cueille des fleurs pour Mère-Grand', ['tulip', 'butterfly'], /meadow/),
  s(
    'sees the wolf run off through the trees',
    'voit le loup filer entre les arbres',
    ['wolf', 'tulip'],
    /meadow/,
  ),
  s(
    'knocks on the door, the basket on her arm',
    'frappe à la porte, le panier au bras',
    ['basket', 'house-with-garden'],
    /door of Grandma/,
  ),
  s(
    'finds the wolf in Grandma’s nightcap',
    'trouve le loup sous le bonnet de Mère-Grand',
    ['wolf'],
    /bedroom/,
    { turn: true },
  ),
  s(
    'looks at the wolf’s big ears and big teeth',
    'regarde les grandes oreilles et les grandes dents du loup',
    ['wolf'],
    /bedroom/,
  ),
  s(
    'cheers as the woodcutter rushes in with an axe',
    'applaudit quand le bûcheron arrive avec sa hache',
    ['man', 'axe', 'wolf'],
    /bedroom/,
    { turn: true },
  ),
  s(
    'watches the wolf run away for good',
    'regarde le loup s’enfuir pour de bon',
    ['wolf'],
    /door of Grandma/,
  ),
  s(
    'hugs Grandma, safe and sound out of the wardrobe',
    'serre Mère-Grand, saine et sauve, sortie de l’armoire',
    ['old-woman'],
    /bedroom/,
  ),
  s(
    'shares the cake and the flowers with Grandma',
    'partage la galette et les fleurs avec Mère-Grand',
    [],
    /bedroom/,
    { subjectsOf: 'ending' },
  ),
];

/** The youngest pig builds with bricks; the wolf blows the straw and the sticks down, not the bricks. */
export const PIGS_SCENES: ColoringScene[] = [
  s('waves goodbye to Mother Pig', 'dit au revoir à Maman Cochon', ['pig'], /Mother Pig/),
  s(
    'watches the first little pig build with straw',
    'regarde le premier petit cochon bâtir avec de la paille',
    ['pig', 'sheaf-of-rice', 'hut'],
    /straw house/,
  ),
  s(
    'watches the second little pig tie sticks together',
    'regarde le deuxième petit cochon attacher des bâtons',
    ['pig', 'wood', 'hut'],
    /house of sticks/,
  ),
  s('carries a heavy pile of bricks', 'porte une lourde pile de briques', ['brick'], /brick house/),
  s(
    'lays brick after brick, all day long',
    'pose brique après brique, toute la journée',
    ['brick', 'house'],
    /brick house/,
  ),
  s(
    'sees the wolf huff and puff till the straw flies away',
    'voit le loup souffler si fort que la paille s’envole',
    ['wolf', 'sheaf-of-rice'],
    /straw house/,
    { turn: true },
  ),
  s(
    'sees the wolf blow till the sticks tumble down',
    'voit le loup souffler si fort que les bâtons dégringolent',
    ['wolf', 'wood'],
    /house of sticks/,
    { turn: true },
  ),
  s(
    'opens the door to the two little pigs running from the wolf',
    'ouvre la porte aux deux petits cochons qui fuient le loup',
    ['pig', 'wolf', 'house'],
    /brick house/,
  ),
  s(
    'laughs as the wolf huffs and puffs at the brick walls',
    'rit quand le loup souffle et souffle sur les murs de briques',
    ['wolf', 'brick', 'house'],
    /brick house/,
    { turn: true },
  ),
  s(
    'hangs a big pot of water over the flames',
    'suspend une grande marmite d’eau au-dessus des flammes',
    ['pot-of-food', 'fire'],
    /fireside/,
  ),
  s(
    'hears a big SPLASH: the wolf lands in the pot',
    'entend un grand PLOUF : le loup tombe dans la marmite',
    [],
    /fireside/,
    { turn: true, subjectsOf: 'turn' },
  ),
  s(
    'dances with the two little pigs, safe at last',
    'danse avec les deux petits cochons, enfin à l’abri',
    [],
    /brick house/,
    { subjectsOf: 'ending' },
  ),
];

/** Goldilocks in the bears' house: the bowls, the chairs, the beds, the bears home again, the sorry. */
export const GOLDILOCKS_SCENES: ColoringScene[] = [
  s(
    'spots a little house between the trees',
    'aperçoit une petite maison entre les arbres',
    ['house'],
    /path in the wood/,
  ),
  s(
    'knocks at the door, but nobody answers',
    'frappe à la porte, mais personne ne répond',
    ['house'],
    /little house in the wood/,
  ),
  s(
    'finds the porridge in the big bowl far too hot',
    'trouve la bouillie du grand bol bien trop chaude',
    ['bowl-with-spoon'],
    /kitchen/,
  ),
  s(
    'eats up the little bowl of porridge',
    'mange tout le petit bol de bouillie',
    ['bowl-with-spoon'],
    /kitchen/,
  ),
  s('finds the big chair far too hard', 'trouve la grande chaise bien trop dure', ['chair'], /sitting room/),
  s(
    'sits on the little chair and CRACK, it breaks',
    's’assoit sur la petite chaise et CRAC, elle se casse',
    ['chair'],
    /sitting room/,
    { turn: true },
  ),
  s('finds the big bed far too high', 'trouve le grand lit bien trop haut', ['bed'], /bedroom/),
  s('falls fast asleep in the little bed', 's’endort dans le petit lit', ['bed', 'zzz'], /bedroom/, {
    asleep: true,
  }),
  s(
    'sleeps on as the three bears find the empty bowl',
    'dort encore quand les trois ours trouvent le bol vide',
    ['bear', 'bowl-with-spoon'],
    /kitchen/,
    { asleep: true },
  ),
  s('wakes up and sees the three bears', 'se réveille et voit les trois ours', [], /bedroom/, {
    turn: true,
    subjectsOf: 'turn',
  }),
  s(
    'says sorry to Baby Bear for the broken chair',
    'demande pardon à Bébé Ours pour la chaise cassée',
    ['bear', 'chair'],
    /bedroom/,
  ),
  s(
    'mends the little chair with the three bears',
    'répare la petite chaise avec les trois ours',
    [],
    /sitting room/,
    { subjectsOf: 'ending' },
  ),
];
