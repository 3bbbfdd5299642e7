import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-festival-couplets.ts: goal-festival-places.ts's Lunar New Year legs, then the doorstep. */
const [LOUNGE, , WINDOW, , KITCHEN, STREET, DOOR] = [0, 1, 2, 3, 4, 5, 6];

/**
 * The Lunar New Year in rhyme, in the festival's order (goal-festival-lunar-words.ts tells it in
 * prose): the old year swept away, red scrolls at the door and lanterns at the window, paper cut,
 * dumplings folded (one hides a lucky coin), the fish and tangerines, a red envelope from Grandpa,
 * the drums, lion and dragon in the street, firecrackers, the midnight fireworks from the doorstep.
 * No French word agrees with the hero.
 */
export const LUNAR_LINES: ArcLine[] = [
  [
    LOUNGE,
    'broom',
    ['Sweep, sweep the old year away:', 'the house is clean for New Year’s Day!'],
    ['Un coup de balai, la vieille année s’en va :', 'la maison est propre, la fête est là !'],
  ],
  [
    DOOR,
    'scroll',
    ['Red paper scrolls on either side:', 'good-luck words, and the door flung wide.'],
    ['Des banderoles rouges de chaque côté :', 'des vœux de bonheur sur la porte collés.'],
  ],
  [
    WINDOW,
    'red-paper-lantern',
    ['Red lanterns hung at the window high:', '{name} counted them: five, six, seven, oh my!'],
    ['Des lanternes rouges à la fenêtre, là-haut :', '{name} les compte, une, deux, trois… et bravo !'],
  ],
  [
    LOUNGE,
    'scissors',
    ['Snip, snip, the paper cut just right:', 'a red flower for the window, bright.'],
    ['Clic, clac, les ciseaux découpent le papier :', 'une fleur rouge à la fenêtre à coller.'],
  ],
  [
    KITCHEN,
    'dumpling',
    ['Fold the dumplings, pinch them tight:', 'a little pleat, then another, just right!'],
    ['On plie les raviolis, on les pince bien :', 'un petit pli, puis un autre, avec les mains.'],
  ],
  [
    KITCHEN,
    'coin',
    ['One dumpling hid a lucky coin inside:', '{name} bit and found it, and grinned so wide.'],
    ['Dans un ravioli, une pièce cachée :', '{name} la trouve : quelle chance, quelle journée !'],
    { also: ['dumpling'] },
  ],
  [
    KITCHEN,
    'fish',
    ['A big fish for dinner, so there’ll be more', 'good things next year than the year before.'],
    ['Un grand poisson pour le repas du soir :', 'l’an prochain, plus de bonheur encore, on veut y croire !'],
  ],
  [
    LOUNGE,
    'tangerine',
    ['Tangerines golden, two in a pair,', 'for luck and sweetness everywhere.'],
    ['Des mandarines dorées, deux par deux :', 'pour la chance, et des jours heureux.'],
  ],
  [
    LOUNGE,
    'red-envelope',
    ['A red envelope, bright as can be:', '“Happy New Year, Grandpa!” said {name} with glee.'],
    ['Une enveloppe rouge, un sourire de papi :', '« Bonne année ! » dit {name}, « et merci ! »'],
    { also: ['old-man'] },
  ],
  [
    STREET,
    'long-drum',
    ['Boom, boom, boom! The drums began:', 'down the street the whole crowd ran.'],
    ['Boum, boum, boum ! font les tambours :', 'dans la rue, toute la foule accourt.'],
  ],
  [
    STREET,
    'lion',
    ['The lion danced with a shake and a leap,', 'blinking its eyes, not one bit asleep!'],
    ['Le lion danse, il saute, il secoue la tête,', 'il cligne des yeux : c’est jour de fête !'],
  ],
  [
    STREET,
    'dragon',
    ['A long red dragon wiggled by,', 'up and down, so long, so high!'],
    ['Un long dragon rouge se faufile dans la rue :', 'il monte, il descend, la foule est émue !'],
  ],
  [
    STREET,
    'firecracker',
    ['Pop! Crack! The firecrackers rang:', 'bad luck ran off as the whole street sang.'],
    ['Pan ! Crac ! Les pétards éclatent en chœur :', 'la malchance s’enfuit, vive le bonheur !'],
  ],
  [
    DOOR,
    'fireworks-burst',
    ['At midnight, from the doorstep, high,', 'fireworks bloomed across the sky!'],
    ['À minuit, du pas de la porte, on lève les yeux :', 'un feu d’artifice fleurit dans les cieux !'],
  ],
  [
    DOOR,
    'red-paper-lantern',
    ['“Happy New Year!” the lanterns glowed;', '{name} waved to the moon down the road.'],
    [
      '« Bonne année ! » brillent les lanternes rouges :',
      '{name} fait coucou à la lune, et plus rien ne bouge.',
    ],
  ],
];

/** What a long Lunar New Year poem (50 pages) weaves between its days, each at its own spot. */
export const LUNAR_FILLERS: ArcLine[] = [
  [
    LOUNGE,
    'cherry-blossom',
    ['Plum blossom branches in a vase so tall,', 'little pink flowers for one and all.'],
    ['Des fleurs de prunier dans un grand vase,', 'toutes roses, légères comme de la gaze.'],
  ],
  [
    LOUNGE,
    'teapot',
    ['Tea for Grandma, steaming hot:', '{name} poured it from the little pot.'],
    ['Du thé pour mamie, bien chaud, bien fumant :', '{name} le verse tout doucement.'],
    { also: ['old-woman'] },
  ],
  [
    WINDOW,
    't-shirt',
    ['New red clothes from head to toe:', '{name} twirled round, all aglow.'],
    ['Des habits rouges tout neufs, de la tête aux pieds :', '{name} tourne, tourne, la chance à ses côtés.'],
  ],
  [
    STREET,
    'musical-notes',
    ['Clash! went the cymbals, bright and loud:', '{name} clapped along with the cheering crowd.'],
    ['Tchac ! font les cymbales, haut et clair :', '{name} applaudit, les bras en l’air !'],
  ],
  [
    KITCHEN,
    'steaming-bowl',
    ['Long, long noodles, slurp, slurp, slurp:', 'long life for all, and one small burp!'],
    ['De très longues nouilles, on les aspire tout doux :', 'une longue vie, pour vous et pour nous !'],
  ],
  [
    LOUNGE,
    'game-die',
    ['A game with the cousins, dice that roll:', '{name} won a sweet from the candy bowl.'],
    ['Un jeu avec les cousins, les dés qui roulent :', '{name} gagne un bonbon devant la foule.'],
    { also: ['candy'] },
  ],
  [
    WINDOW,
    'envelope',
    ['A card for the cousins, far and near:', '“Happy New Year, and a lucky year!”'],
    ['Une carte pour les cousins, loin d’ici :', '« Bonne année, et plein de chance aussi ! »'],
  ],
];
