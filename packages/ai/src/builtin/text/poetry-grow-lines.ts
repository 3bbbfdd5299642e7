import type { ArcLine } from './poetry-arc-kit';

/**
 * Where each couplet is drawn (poetry-grow-couplets.ts): the vegetable patch, the tool shed, the
 * garden pond, the village square's poster and the fair. Subjects in capitals are the plant's own
 * icon at that stage (goal-grow-plants.ts): LATE growing, GROWN at the turn, SHARED at the end.
 */
export const [PATCH, SHED, POND, POSTER, FAIR] = [0, 1, 2, 3, 4];

/** The first couplet: why the hero grows it (the empty basket, the fair's poster, or a seed in hand). */
export const GROW_WHY: Record<'loves' | 'biggest' | 'plain', ArcLine> = {
  loves: [
    PATCH,
    'basket',
    ['{name} loved {plants} more than cake,', 'but the basket was empty: “For goodness’ sake!”'],
    ['{name} adore les {plants} plus que tout,', 'mais le panier est vide : plus rien du tout !'],
  ],
  biggest: [
    POSTER,
    'scroll',
    ['A poster went up on the village square:', '“A prize for the biggest! Come to the fair!”'],
    ['Sur la place, une affiche : « À la fête,', 'un prix pour le plus gros ! » {name} a une idée en tête.'],
  ],
  plain: [
    PATCH,
    'seedling',
    ['One fine morning, with a seed in hand,', '{name} had a plan: the best in the land!'],
    ['Un beau matin, une graine dans la main,', '{name} a un projet : un grand jardin !'],
  ],
};

/** The ending's first couplet: the fair's ribbon, or the basket full again. */
export const GROW_PRIZE: Record<'biggest' | 'plain', ArcLine> = {
  biggest: [
    FAIR,
    'rosette',
    ['At the village fair, the judges said:', '“The biggest of all!” and pinned a ribbon red.'],
    ['À la fête du village, le jury a dit :', '« C’est le plus gros ! » Un ruban, et merci !'],
    { also: ['GROWN'] },
  ],
  plain: [
    PATCH,
    'basket',
    ['Into the basket, full to the top:', '“There’s enough for all! Hip, hop, hop!”'],
    ['Dans le panier, plein jusqu’en haut :', '« Il y en a pour tous, c’est beau ! »'],
    { also: ['GROWN'] },
  ],
};

/** A sunflower is no food: it stands over the roof, and its seeds are given to friends to plant. */
export const SUNFLOWER_LINES: Record<'prize' | 'shared', ArcLine> = {
  prize: [
    PATCH,
    'GROWN',
    ['Its big gold face, so round and bright,', 'nodded over the roof: what a sight!'],
    ['Sa grosse tête dorée, toute ronde,', 'dépasse le toit et salue le monde.'],
  ],
  shared: [
    PATCH,
    'SHARED',
    ['{name} gave seeds to every friend around:', 'soon sunflowers grew all over town!'],
    ['{name} donne des graines à tous les amis :', 'bientôt, des tournesols partout, c’est promis !'],
    { also: ['red-heart'] },
  ],
};

/**
 * Growing one plant in rhyme ('A bunny who loves carrots grows the biggest carrot in the village',
 * « Un lapin fait pousser la plus grosse citrouille »; goal-grow*.ts tell it in prose): the hole, the
 * seed, the water, the shoot, the snail, the crow and the scarecrow, the ladybird, the rain, the frog,
 * taller each page, the bees, the moon, {giant} at the turn, then the prize or the full basket (GROW_PRIZE),
 * {shared} with friends, seeds kept for spring. The French middle says « la plante », always feminine.
 */
export const GROW_LINES: ArcLine[] = [
  [
    PATCH,
    'seedling',
    ['Behind the house, in a patch of ground,', '{name} grew things the whole year round.'],
    ['Derrière la maison, dans un petit potager,', '{name} aimait semer, planter, arroser.'],
  ],
  [
    PATCH,
    'hole',
    ['Dig, dig, dig, a hole so small:', 'in went the seed, the tiniest of all.'],
    ['Creuse, creuse, un tout petit trou :', 'la graine s’y glisse, tout au fond, tout doux.'],
  ],
  [
    PATCH,
    'droplet',
    ['Pat, pat, pat, the soil on top,', 'then water: drip, drip, drop!'],
    ['Tape, tape, la terre par-dessus,', 'puis de l’eau : plic, ploc, c’est tout bu !'],
  ],
  [
    PATCH,
    'musical-note',
    ['Every morning, {name} came to say:', '“Grow, little seed! Grow today!”'],
    ['« Pousse, petite graine ! » chaque matin,', '{name} lui chante un petit refrain.'],
  ],
  [
    PATCH,
    'seedling',
    ['One morning: look! A tiny green shoot', 'peeked from the earth, so small, so cute!'],
    ['Un matin, regarde ! Une petite pousse verte', 'sort de la terre : quelle découverte !'],
  ],
  [
    SHED,
    'snail',
    ['A snail came sliding, slow and sly:', '“Not my shoot!” said {name}. “Bye-bye!”'],
    ['Un escargot arrive, tout doucement :', '« Pas ma pousse ! » dit {name}, gentiment.'],
  ],
  [
    PATCH,
    'blackbird',
    ['A big black crow came hopping near:', '“Shoo, shoo, shoo! Not here, not here!”'],
    ['Un gros corbeau noir sautille tout près :', '« Ouste, ouste ! Va-t’en, s’il te plaît ! »'],
  ],
  [
    PATCH,
    'womans-hat',
    ['So {name} made a scarecrow, proud and tall,', 'with a floppy hat, to guard it all.'],
    ['{name} fabrique un épouvantail,', 'avec un grand chapeau et de la paille.'],
  ],
  [
    PATCH,
    'lady-beetle',
    ['A ladybird landed, red and neat:', '“I’ll keep the bugs off, what a treat!”'],
    ['Une coccinelle se pose, toute rouge :', '« Je chasse les pucerons, rien ne bouge ! »'],
  ],
  [
    PATCH,
    'umbrella',
    ['Then rain came pouring, splish, splash, splosh!', '{name} held an umbrella: “Oh my gosh!”'],
    ['Puis la pluie tombe, plic, ploc, plouf !', '{name} tient un parapluie au-dessus : ouf !'],
  ],
  [
    POND,
    'frog',
    ['By the garden pond, a frog said, “Croak!', 'Your plant is growing, and that’s no joke!”'],
    ['Au bord de la mare, une grenouille : « Coâ !', 'Ta plante pousse, regarde-moi ça ! »'],
  ],
  [
    PATCH,
    'LATE',
    ['Taller and taller, leaf by leaf,', 'it grew and grew, beyond belief!'],
    ['Feuille après feuille, elle grandit :', 'la petite plante est bien jolie !'],
  ],
  [
    PATCH,
    'straight-ruler',
    ['{name} measured it against a stick:', '“You’ve grown since yesterday! Quick, quick!”'],
    ['{name} la mesure avec un bâton :', '« Tu as grandi depuis hier, c’est bon ! »'],
    { also: ['LATE'] },
  ],
  [
    SHED,
    'droplet',
    ['With the watering can, day after day,', '{name} watered it: “Drink up, hooray!”'],
    ['Avec l’arrosoir, jour après jour,', '{name} l’arrose, avec amour.'],
    { also: ['LATE'] },
  ],
  [
    PATCH,
    'honeybee',
    ['The sun shone warm, the bees buzzed by,', 'and the little plant reached for the sky.'],
    ['Le soleil brille, les abeilles bourdonnent,', 'la petite plante grandit, et tout le monde s’étonne.'],
    { also: ['LATE'] },
  ],
  [
    PATCH,
    'crescent-moon',
    ['At night, under the moon so round,', 'the plant kept growing without a sound.'],
    ['La nuit, sous la lune toute ronde,', 'la plante pousse, la plus belle du monde.'],
    { also: ['LATE'] },
  ],
  [
    PATCH,
    'GROWN',
    ['And one fine morning, what a surprise:', '{giant}, right before {name}’s eyes!'],
    ['Un beau jour, {name} ouvre grand les yeux :', '{giant}, c’est merveilleux !'],
  ],
  // The friends come to see it, then the prize (GROW_PRIZE, put in here) and the dance: a 12-page
  // poem keeps the turn and the prize.
  [
    PATCH,
    'waving-hand',
    ['The friends all came to have a look:', '“It’s bigger than the one in my book!”'],
    ['Les amis viennent voir, tout curieux :', '« C’est immense ! Ouvrez grand les yeux ! »'],
    { also: ['GROWN'] },
  ],
  [PATCH, 'PRIZE', ['', ''], ['', '']],
  [
    PATCH,
    'GROWN',
    ['{name} danced and laughed, “Hip, hip, hooray!', 'It grew and grew, and it’s here today!”'],
    ['{name} danse et rit : « Hip, hip, hourra !', 'Tout ce travail, et voilà ! »'],
  ],
  [
    PATCH,
    'SHARED',
    ['{name} shared {shared} with every friend:', 'a happy, yummy, tummy end!'],
    ['{name} partage {shared} avec les amis :', 'miam, que c’est bon, tout le monde sourit !'],
    { also: ['red-heart'] },
  ],
  [
    SHED,
    'seedling',
    ['And {name} kept a seed or two', 'to plant next spring, and grow anew.'],
    ['Et {name} garde quelques graines', 'pour le printemps qui revient : à la prochaine !'],
  ],
  [
    PATCH,
    'red-heart',
    ['Good things grow with love and care,', 'and taste the best when we all share.'],
    ['Avec de l’amour et de la patience,', 'tout pousse, et partager, c’est une chance !'],
  ],
];
