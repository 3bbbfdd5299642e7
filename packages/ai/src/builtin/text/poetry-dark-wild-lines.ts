import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-dark-wild-couplets.ts: goal-dark-wild.ts's old oak, then its places in order. */
const [OAK, HOLLOW, BRANCH, STREAM, PATH, LEAVES, NEST] = [0, 1, 2, 3, 4, 5, 6];

/**
 * A little owl (a squirrel, a bird) afraid of the dark in rhyme, one night in its order
 * (goal-dark-wild.ts tells it in prose): hiding in the hollow, the noises that are friends (the
 * hedgehog, the wind, the frog, the mouse), the shadows that are only branches, the moon, the bat,
 * {parent}'s hug, the night's lullaby, the climb to the top of the oak and the sky full of stars at
 * the turn, goodnight to the friends, asleep. Each couplet draws what it names. No French word
 * agrees with the hero (une chouette, un hibou, un écureuil).
 */
export const DARK_WILD_LINES: ArcLine[] = [
  [
    OAK,
    'crescent-moon',
    ['The sun went down, the moon came out,', 'and all the night things flew about.'],
    ['Le soleil se couche, la lune est là,', 'et la forêt s’éveille tout bas.'],
  ],
  [
    HOLLOW,
    'deciduous-tree',
    ['But deep inside the hollow tree,', '{name} hid, as still as still could be.'],
    ['Mais tout au fond du creux du chêne,', '{name} se cache et respire à peine.'],
  ],
  [
    HOLLOW,
    'cloud',
    ['“The dark is big, the dark is deep:', 'I’ll shut my eyes and never peep!”'],
    ['« Le noir est grand, le noir fait peur :', 'je ferme les yeux, je reste à l’intérieur ! »'],
  ],
  [
    LEAVES,
    'fallen-leaf',
    ['Then rustle, rustle, down below:', 'who was that, creeping soft and slow?'],
    ['Frrt, frrt, dans les feuilles, en bas :', 'qui donc se faufile à petits pas ?'],
  ],
  [
    LEAVES,
    'hedgehog',
    ['A little hedgehog, round and brown,', 'called, “Hello up there! Come on down!”'],
    ['C’est un hérisson, tout rond, tout doux,', 'qui lève le nez : « Coucou ! Coucou ! »'],
  ],
  [
    BRANCH,
    'leaf-fluttering-in-wind',
    ['A long, low “Whoooo!” made the branches sway:', '“Just the wind,” said {parent}, “come out and play.”'],
    [
      'Un long « Houuu » passe dans les branches :',
      '« C’est le vent, dit {parent}, qui danse et se penche. »',
    ],
  ],
  [
    STREAM,
    'frog',
    ['By the stream, a big voice boomed, “Croak!”', 'Just a frog on a stone, telling a joke.'],
    ['Au ruisseau, une grosse voix : « Croâ ! »', 'C’est une grenouille qui chante, et voilà !'],
  ],
  [
    PATH,
    'mouse',
    ['Two little eyes shone in the grass:', 'a tiny mouse, who waved as {name} passed.'],
    ['Deux petits yeux brillent dans l’herbe :', 'une souris fait coucou… superbe !'],
  ],
  [
    NEST,
    'deciduous-tree',
    ['Long dark shadows, like grabbing hands?', 'Only branches, swaying where they stand.'],
    ['De grandes ombres, comme des mains ?', 'Ce ne sont que des branches, rien de rien !'],
  ],
  [
    PATH,
    'full-moon',
    ['The moon peeped out from behind a cloud,', 'and everything shone: “Oh!” said {name} aloud.'],
    ['La lune sort de derrière un nuage,', 'et tout brille d’argent dans le paysage.'],
    { also: ['cloud'] },
  ],
  [
    STREAM,
    'sparkles',
    ['The stream was full of bits of moon:', '{name} dipped a toe and hummed a tune.'],
    ['Dans le ruisseau, la lune se met à danser :', '{name} y trempe une patte pour la chatouiller.'],
  ],
  [
    BRANCH,
    'bat',
    ['A bat swooped by and hung upside down:', '“The night’s the best time! Come, look around!”'],
    ['Une chauve-souris passe, la tête en bas :', '« La nuit, c’est le meilleur moment, viens voir ça ! »'],
  ],
  [
    HOLLOW,
    'red-heart',
    ['Then {parent} came with a warm, soft hug:', 'a cosy nest, all snug, snug, snug.'],
    ['Puis {parent} arrive, et serre {name} fort :', 'un câlin tout chaud, plus doux que l’or.'],
  ],
  [
    HOLLOW,
    'crescent-moon',
    ['“The dark,” said {parent}, “is only the day', 'taking a rest, till it comes back to play.”'],
    ['« Le noir, dit {parent}, c’est le jour qui dort :', 'il se repose, et demain revient encore. »'],
  ],
  [
    NEST,
    'crescent-moon',
    ['“Were you ever afraid of the night?”', '“Oh yes,” smiled {parent}, “till I listened right.”'],
    ['« Tu as eu peur du noir, toi aussi ? »', '« Oh oui, sourit {parent}, avant d’écouter la nuit. »'],
  ],
  [
    LEAVES,
    'musical-notes',
    ['{name} shut both eyes and heard the sound:', 'a snuffle, a croak, a hum all round.'],
    ['{name} ferme les yeux et tend l’oreille :', 'un reniflement, un croâ… quelle merveille !'],
  ],
  [
    LEAVES,
    'cricket',
    ['A cricket chirped, the night sang low:', 'a lullaby, so soft and slow.'],
    ['Un grillon chante, la nuit fredonne', 'une berceuse douce, qui ronronne.'],
  ],
  [
    OAK,
    'deciduous-tree',
    ['Up, up, up the old oak tree,', '{name} climbed as high as high can be.'],
    ['Tout en haut, tout en haut du vieux chêne,', '{name} grimpe, grimpe, à perdre haleine.'],
  ],
  [
    OAK,
    'glowing-star',
    ['And there, the sky was full of stars,', 'hundreds and hundreds, near and far!'],
    ['Et là-haut, le ciel est plein d’étoiles,', 'des centaines, comme un grand voile !'],
  ],
  [
    OAK,
    'shooting-star',
    ['A shooting star zipped, quick and bright:', '{name} made a wish and held on tight.'],
    ['Une étoile filante file, file, file :', '{name} fait un vœu, tout tranquille.'],
  ],
  [
    OAK,
    'sparkles',
    ['“The dark is not empty!” {name} cried.', '“It’s full of friends and stars outside!”'],
    [
      '« Le noir est plein d’amis ! » dit {name} en riant,',
      '« et d’étoiles qui brillent, là-haut, au firmament ! »',
    ],
  ],
  [
    HOLLOW,
    'frog',
    ['“Goodnight, hedgehog! Goodnight, frog!', 'Goodnight, mouse, beside the log!”'],
    ['« Bonne nuit, grenouille ! Bonne nuit, hérisson !', 'Bonne nuit, souris, au fond de ta maison ! »'],
    { also: ['hedgehog', 'mouse'] },
  ],
  [
    HOLLOW,
    'crescent-moon',
    ['Back in the hollow, snug and deep,', '{name} yawned, and fell asleep.'],
    ['Dans le creux du chêne, bien au chaud,', '{name} bâille, et s’endort aussitôt.'],
  ],
  [
    HOLLOW,
    'glowing-star',
    ['So when it’s dark, remember, too:', 'the night has friends and stars for you.'],
    ['Alors, quand il fait noir, n’oublie pas :', 'la nuit a des amis, et des étoiles pour toi.'],
  ],
];
