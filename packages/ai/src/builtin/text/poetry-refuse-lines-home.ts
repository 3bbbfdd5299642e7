import type { Refusal } from '../idea/read-goal-refuse';
import type { Line } from './poetry-refuse-lines';

/**
 * Bedtime and vegetables refused, in rhyme (poetry-refuse-couplets.ts): twelve couplets each,
 * in order, in the refusal's own rooms. French lines agree with no hero: no adjective of the hero.
 */
export const LINES_HOME: Partial<Record<Refusal, Line[]>> = {
  // Places: the bedroom (0), the bedroom window (1), the living room (2), the kitchen (3).
  bed: [
    [
      2,
      'crescent-moon',
      ['When the moon came up and Dad said, “Bed!”', '“Not sleepy! Not me!” {name} said instead.'],
      ['Quand la lune se lève et que Papa dit : « Au lit ! »', '{name} répond : « Pas sommeil ! Pas ici ! »'],
    ],
    [
      3,
      'herb',
      ['Round the kitchen table {name} ran:', '“Catch me first, catch me if you can!”'],
      ['Autour de la table, {name} court comme le vent :', '« Attrape-moi d’abord ! » Et file en riant.'],
    ],
    [
      1,
      'star',
      ['At the window {name} counted the stars,', 'the owls, the clouds, the passing cars.'],
      ['À la fenêtre, {name} compte les étoiles,', 'les nuages qui passent comme des voiles.'],
    ],
    [
      0,
      'herb',
      ['Late that night, with a yawn so wide,', '“Not sleepy!” {name} still replied.'],
      ['{name} bâille à s’en décrocher la mâchoire,', 'mais dit encore : « Pas sommeil ! » dans le noir.'],
    ],
    [
      2,
      'herb',
      ['Next morning {name} was grumpy and slow,', 'too tired to play and too tired to go.'],
      ['Le lendemain, {name} traîne les pieds,', 'trop de sommeil pour jouer ou chanter.'],
    ],
    [
      0,
      'open-book',
      ['Dad sat down with a book and a light:', '“Even the teddy is sleepy tonight.”'],
      ['Papa s’assoit avec un livre et sourit :', '« Même le nounours a sommeil, cette nuit. »'],
    ],
    [
      1,
      'owl',
      ['“Listen,” said Dad, “the house says goodnight:', 'the owl, the clock, the moon so bright.”'],
      ['« Écoute, dit Papa, tout le monde va dormir :', 'le hibou, l’horloge et la lune qui soupire. »'],
    ],
    [
      0,
      'zzz',
      ['So {name} climbed in, just to try for a while,', 'and hugged the teddy with a sleepy smile.'],
      ['{name} se glisse au lit, juste pour essayer,', 'le nounours dans les bras, tout contre l’oreiller.'],
    ],
    [
      0,
      'herb',
      ['One breath, two breaths, slow and deep,', 'and {name} was softly fast asleep.'],
      ['Une grande respiration, puis une autre encore,', 'et les yeux de {name} se ferment : on s’endort.'],
    ],
    [
      0,
      'crescent-moon',
      ['And there {name} dreamed of a ship in the sky,', 'sailing the stars as the moon went by.'],
      ['Et {name} rêve d’un bateau dans le ciel,', 'voguant vers la lune, doux comme du miel.'],
    ],
    [
      0,
      'herb',
      ['At sunrise {name} jumped up with a cheer:', '“What a good sleep! The morning is here!”'],
      ['Au matin, {name} saute du lit en chantant :', '« Quel bon dodo ! Je me sens comme un géant ! »'],
    ],
    [
      0,
      'crescent-moon',
      ['Now when the moon comes up, {name} will say,', '“Time for my dreams!” and hop in, hooray!'],
      [
        'Maintenant, quand la lune se lève, {name} dit :',
        '« C’est l’heure de mes rêves ! » et saute dans son lit.',
      ],
    ],
  ],
  // Places: the kitchen table (0), the kitchen (1), the vegetable garden (2).
  greens: [
    [
      0,
      'broccoli',
      ['Broccoli, carrots, peas on the plate:', '“Yuck!” said {name}. “Those I hate!”'],
      [
        'Des carottes, des brocolis, des petits pois :',
        '« Beurk ! » dit {name}. « Ça, ce n’est pas pour moi ! »',
      ],
    ],
    [
      0,
      'carrot',
      ['Arms crossed tight, lips shut like a door,', '{name} pushed the plate away once more.'],
      ['Les bras croisés, la bouche bien fermée,', '{name} repousse l’assiette à côté.'],
    ],
    [
      1,
      'bread',
      ['“Not one bite!” {name} cried with a frown,', 'and hid the peas when nobody looked down.'],
      ['« Pas une bouchée ! » grogne {name} tout bas,', 'et cache les petits pois sous le pain, comme ça.'],
    ],
    [
      1,
      'herb',
      ['By bedtime {name}’s tummy began to moan,', 'an empty rumble, a hungry groan.'],
      ['Le soir venu, le ventre de {name} gargouille :', 'grrr, il réclame, il grogne, il chatouille !'],
    ],
    [
      2,
      'herb',
      ['Too tired to run and too tired to play,', '{name} sat in the garden all the day.'],
      ['Sans forces pour courir, sans forces pour jouer,', '{name} regarde les autres s’amuser.'],
    ],
    [
      2,
      'carrot',
      ['Grandma knelt in the vegetable bed:', '“Pull up a carrot, bright orange-red!”'],
      ['Au potager, Mamie tend la main :', '« Viens tirer une carotte, mon petit lapin ! »'],
    ],
    [
      2,
      'herb',
      ['They picked green peas and washed them clean,', 'the sweetest, crunchiest peas ever seen.'],
      ['Ensemble, on cueille des petits pois tout verts,', 'plus sucrés que des bonbons, en plein air.'],
    ],
    [
      1,
      'carrot',
      ['Back in the kitchen they made a soup,', 'with carrot coins and peas in a loop.'],
      ['À la cuisine, on prépare une soupe :', 'carottes en rondelles, petits pois en troupe.'],
    ],
    [
      0,
      'broccoli',
      ['{name} took one bite, a tiny one too:', '“Hmm… it’s crunchy!” Who ever knew?'],
      ['{name} goûte une bouchée, toute petite, petite :', '« Hum… ça croque ! » Et en reprend bien vite.'],
    ],
    [
      0,
      'carrot',
      ['A second bite, and a third one then:', '“More, please!” said {name}. “Again, again!”'],
      ['Une deuxième bouchée, puis une autre encore :', '« J’en veux encore ! » dit {name}, plus fort.'],
    ],
    [
      0,
      'broccoli',
      ['The plate was clean, not a pea in sight;', '{name} was full and felt just right.'],
      ['L’assiette est vide, le ventre est content ;', '{name} a bien mangé et rit en chantant.'],
    ],
    [
      2,
      'carrot',
      ['Now {name} grows carrots, tall and proud,', 'and eats them up and says “Yum!” out loud.'],
      ['Maintenant, {name} a son petit potager,', 'et ses carottes sont les meilleures à manger !'],
    ],
  ],
};
