import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-puppy-couplets.ts: goal-pet-home-words.ts's home, then the park of the first walk. */
export const [HOME, KITCHEN, GARDEN, BEDROOM, PARK] = [0, 1, 2, 3, 4];

/**
 * A new puppy in rhyme, in the prose's order (goal-pet-home-words.ts): the wriggling box, named
 * Pepper (« Poivre »), the bowl, the first puddle, the garden sniffed, "Sit!", the
 * chewed shoe, fetch, the bath, the first night's whimper and the teddy, the first walk at the turn,
 * other dogs in the park, one of the family. No French word agrees with the hero.
 */
export const PUPPY_LINES: ArcLine[] = [
  [
    HOME,
    'package',
    ['A box that wiggled, a box that shook:', 'out came a puppy! Come and look!'],
    ['Une caisse qui bouge, une caisse qui gigote :', 'il en sort un chiot, quelle petite bouillotte !'],
    { also: ['dog'] },
  ],
  [
    HOME,
    'dog',
    ['Fluffy? Rocket? What shall it be?', '“Achoo!” “Then Pepper!” laughed {name} with glee.'],
    ['Pompon ? Fusée ? Quel nom choisir ?', '« Atchoum ! » « Alors, Poivre ! » et {name} éclate de rire.'],
  ],
  [
    KITCHEN,
    'bowl-with-spoon',
    ['A bowl of water, a bowl of food:', 'Pepper gobbled it all up: “Good, good, good!”'],
    ['Une gamelle d’eau, une gamelle de croquettes :', 'Poivre a tout mangé, la gamelle est nette !'],
    { also: ['dog'] },
  ],
  [
    KITCHEN,
    'droplet',
    ['Oops! A puddle on the kitchen floor:', '“Next time, Pepper, we’ll use the door!”'],
    ['Oups ! Une flaque sur le carrelage :', '« La prochaine fois, Poivre, dehors, c’est plus sage ! »'],
    { also: ['dog'] },
  ],
  [
    GARDEN,
    'dog',
    ['Out in the garden, round and round,', 'Pepper sniffed every inch of ground.'],
    ['Dans le jardin, Poivre tourne en rond,', 'et renifle tout, du gazon au buisson.'],
  ],
  [
    GARDEN,
    'bone',
    ['“Sit!” said {name}, a treat held high:', 'Pepper sat down! “Good dog! Oh my!”'],
    ['« Assis ! » dit {name}, une friandise à la main :', 'Poivre s’assoit ! « Bravo, mon chien ! »'],
    { also: ['dog'] },
  ],
  [
    BEDROOM,
    'running-shoe',
    ['Where is the shoe? Oh, Pepper, no!', 'Chewed and soggy from heel to toe!'],
    ['Où est la chaussure ? Oh, Poivre, non !', 'Elle est toute mâchée, quel petit polisson !'],
    { also: ['dog'] },
  ],
  [
    GARDEN,
    'softball',
    ['Fetch the ball! Pepper ran so fast,', 'ears all flapping, the grass flying past.'],
    ['Va chercher la balle ! Poivre court si vite,', 'les oreilles au vent, il file, il s’agite.'],
    { also: ['dog'] },
  ],
  [
    HOME,
    'bathtub',
    ['Bath time! Splash! Then Pepper shook,', 'and water flew everywhere: just look!'],
    ['C’est l’heure du bain ! Splash ! Poivre s’ébroue :', 'de l’eau partout, sur {name}, sur nous !'],
    { also: ['dog'] },
  ],
  [
    BEDROOM,
    'dog',
    ['The first night, Pepper cried in the dark:', 'a tiny whimper, a tiny bark.'],
    [
      'La première nuit, Poivre pleure dans le noir :',
      'un petit gémissement, un petit « ouaf » sans espoir.',
    ],
  ],
  [
    BEDROOM,
    'teddy-bear',
    ['{name} brought a teddy, soft and warm:', 'Pepper curled up, safe from any storm.'],
    ['{name} apporte un nounours tout doux :', 'Poivre s’y blottit, et ne bouge plus du tout.'],
    { also: ['dog'] },
  ],
  [
    PARK,
    'dog',
    ['The first walk! A collar of red:', 'Pepper pulled {name} right on ahead.'],
    ['La première promenade, un collier tout rouge :', 'Poivre tire sur la laisse, ça bouge, ça bouge !'],
  ],
  [
    PARK,
    'poodle',
    ['Other dogs sniffed and wagged hello:', 'Pepper made friends wherever we’d go.'],
    ['Les autres chiens viennent dire bonjour :', 'Poivre se fait des copains tout autour.'],
    { also: ['dog'] },
  ],
  [
    HOME,
    'dog',
    ['Now Pepper sleeps curled up near:', 'one of the family, our puppy dear.'],
    ['Maintenant, Poivre dort tout près, au chaud :', 'il fait partie de la famille, c’est le plus beau.'],
    { also: ['red-heart'] },
  ],
];

/** What a long puppy poem (24, 50 pages) weaves after the naming, between its own couplets, each at its own spot. */
export const PUPPY_FILLERS: ArcLine[] = [
  [
    HOME,
    'dog',
    ['Pepper’s big soft paws and wobbly tail:', 'a sniff, a sneeze, and a wag without fail!'],
    [
      'Poivre a de grosses pattes, une queue qui frétille :',
      'il renifle, il éternue, et ses yeux pétillent.',
    ],
  ],
  [
    GARDEN,
    'butterfly',
    ['Pepper chased a butterfly, hop, hop, hop,', 'round the flowers, and would not stop.'],
    ['Poivre court après un papillon, hop, hop, hop,', 'autour des fleurs, au grand galop.'],
    { also: ['dog'] },
  ],
  [
    KITCHEN,
    'bone',
    ['A crunchy bone, crunch, crunch, crunch:', 'Pepper’s very favourite lunch!'],
    ['Un os qui croque, crac, crac, crac :', 'Poivre le croque en un clic-clac !'],
    { also: ['dog'] },
  ],
  [
    HOME,
    'socks',
    ['A sock went missing, then another one:', 'found in Pepper’s basket. Oh, what fun!'],
    ['Une chaussette disparaît, puis une autre encore :', 'dans le panier de Poivre, quel trésor !'],
    { also: ['dog'] },
  ],
  [
    GARDEN,
    'droplet',
    ['Pepper jumped in a muddy puddle, splash!', 'then ran inside in a muddy dash.'],
    ['Poivre saute dans une flaque de boue, splash !', 'puis rentre en courant, crotté, quel panache !'],
    { also: ['dog'] },
  ],
  [
    HOME,
    'camera',
    ['Click! A photo, cheek to cheek:', '{name} and Pepper, the sweetest all week.'],
    ['Clic ! Une photo, joue contre joue :', '{name} et Poivre, et un gros bisou !'],
    { also: ['dog'] },
  ],
  [
    GARDEN,
    'bird',
    ['A bird on the fence went tweet, tweet, tweet:', 'Pepper barked back, “Woof!” How sweet.'],
    ['Un oiseau sur la clôture fait cui-cui :', 'Poivre répond « Ouaf ! », comme à un ami.'],
    { also: ['dog'] },
  ],
  [
    BEDROOM,
    'books',
    ['{name} read a story, Pepper lay near,', 'one ear up, as if to hear.'],
    ['{name} lit une histoire, Poivre tout près,', 'une oreille dressée, comme pour écouter.'],
    { also: ['dog'] },
  ],
];
