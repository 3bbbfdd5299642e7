import type { ArcLine } from './poetry-arc-kit';

/**
 * The spots of poetry-swim-couplets.ts, by role, the same for the pool, the lake and the beach
 * (goal-learn-swim.ts WATERS): the changing room, the shallow water, the edge, the deeper water,
 * the middle (the turn), the edge at the end, and home.
 */
const [CHANGING, SHALLOW, EDGE, DEEPER, MIDDLE, END, HOME] = [0, 1, 2, 3, 4, 5, 6];

/**
 * Learning to swim in rhyme, in the arc's order (goal-learn-swim-words.ts tells it in prose): the
 * swim bag at home and the worry, the armbands, the first toe, the splash that scares, the helper's
 * comfort, bubbles, the face in, floating, kicking with a float board, the frog's arms, the helper
 * letting go at the turn, swimming alone, the jump, home proud. Every line says "the water", never
 * which water, so it fits the pool, the lake and the beach. 'helper': Dad, Mum, the swimming teacher
 * (poetry-swim-couplets.ts); {Helper}/{helper} is never after « de » or « à » (« d’Alex »).
 * No French word agrees with the hero; no star (a floating star would be drawn at night).
 */
export const SWIM_LINES: ArcLine[] = [
  [
    HOME,
    'backpack',
    ['A towel, a swimsuit, armbands bright:', 'the swim bag is packed and ready, all right.'],
    ['Une serviette, un maillot et des brassards :', 'le sac de bain est prêt, il est déjà tard !'],
  ],
  [
    HOME,
    'droplet',
    ['But {name} whispered, “I can’t swim yet…', 'the water is deep, and big, and wet!”'],
    [
      'Mais {name} murmure : « Je ne sais pas nager…',
      'l’eau, c’est trop grand, et ça fait peur, tu sais ! »',
    ],
  ],
  [
    CHANGING,
    'ring-buoy',
    ['In the changing room, swimsuit on,', 'and orange armbands, one by one.'],
    ['Au vestiaire, vite, le maillot de bain,', 'un brassard sur chaque bras, c’est malin !'],
  ],
  [
    SHALLOW,
    'droplet',
    ['One toe in… brr! Then two, then three:', '“It’s cold!” “Just wait, and you will see.”'],
    [
      'Un orteil dans l’eau… brr ! Puis deux, puis trois :',
      '« C’est froid ! » « Attends un peu, tu verras. »',
    ],
  ],
  [
    SHALLOW,
    'helper',
    ['{Helper} held out a hand so kind:', '“Step by step, and never mind.”'],
    ['{Helper} tend la main : « Viens, doucement,', 'une marche, puis une autre, tout tranquillement. »'],
  ],
  [
    EDGE,
    'water-wave',
    ['Then SPLASH! A big boy jumped in near,', 'and water splashed in {name}’s ear!'],
    ['Et PLOUF ! Un grand plonge juste à côté :', 'de l’eau plein le nez, {name} veut tout arrêter !'],
  ],
  [
    EDGE,
    'helper',
    ['{name} climbed out, a tear in each eye:', '“I can’t do it!” {Helper} sat close by.'],
    [
      '{name} sort de l’eau, tout près de pleurer :',
      '« Je n’y arrive pas ! » {Helper} vient s’asseoir à côté.',
    ],
  ],
  [
    EDGE,
    'red-heart',
    ['“Being scared is fine,” came the reply,', '“we’ll go slowly, you and I.”'],
    ['« Avoir peur, ce n’est pas grave, tu sais,', 'on ira tout doucement, c’est promis, c’est vrai. »'],
  ],
  [
    SHALLOW,
    'bubbles',
    ['Blow some bubbles, blub-blub-blub,', 'like a little fish, or a boat in a tub!'],
    ['On souffle des bulles, plein de bulles rondes,', 'comme un petit poisson qui fait le tour du monde.'],
  ],
  [
    SHALLOW,
    'droplet',
    ['Face in the water, eyes shut tight,', 'count one, two, three, and up: all right!'],
    ['Le visage dans l’eau, les yeux bien fermés,', 'un, deux, trois… et hop ! On peut respirer.'],
  ],
  [
    SHALLOW,
    'helper',
    ['Lie on your back, arms open wide,', 'with {helper} holding, side by side.'],
    ['Sur le dos, les bras grands ouverts,', '{Helper} tient {name} : on flotte, c’est super !'],
  ],
  [
    SHALLOW,
    'droplet',
    ['{name} floated, light as a cloud,', 'and looked up, laughing out loud!'],
    ['{name} flotte comme un petit nuage,', 'et rit aux éclats : quel beau voyage !'],
  ],
  [
    DEEPER,
    'ring-buoy',
    ['With a float board, kick, kick, kick,', 'the little feet went quick, quick, quick!'],
    ['Avec une planche, on bat des pieds :', 'plouf, plouf, plouf, l’eau se met à mousser !'],
  ],
  [
    DEEPER,
    'ring-buoy',
    ['Kick and kick, across the blue:', '“Look at me! I’m moving too!”'],
    ['Battre des pieds, encore et encore :', '« Regarde ! Ça avance, et de plus en plus fort ! »'],
  ],
  [
    DEEPER,
    'frog',
    ['Arms like a frog, reach out and round,', 'legs like a frog, without a sound.'],
    ['Les bras en rond, comme une grenouille,', 'les jambes qui poussent… et {name} se débrouille !'],
  ],
  [
    MIDDLE,
    'helper',
    ['{Helper} let go, so soft, so slow,', 'and {name} swam on, and didn’t know!'],
    ['{Helper} lâche, tout doucement, sans un mot,', 'et {name} nage encore, la tête hors de l’eau !'],
  ],
  [
    MIDDLE,
    'water-wave',
    ['“I’m swimming! Look, I’m swimming!” Yes!', 'Three strokes, four, five: what a success!'],
    ['« Je nage ! Je nage ! » Quelle joie !', 'Trois mouvements, quatre, cinq… et encore une fois !'],
  ],
  [
    END,
    'hugging-face',
    ['At the edge, a hug, all wet and wide:', '“You did it!” {Helper} said with pride.'],
    ['Au bord, un gros câlin tout mouillé :', '« Tu as réussi ! » Quelle fierté !'],
  ],
  [
    END,
    'water-wave',
    ['Then a big jump in, feet first, hooray!', 'SPLASH! And up {name} came, to swim away.'],
    ['Et maintenant, un grand saut, les pieds devant :', 'PLOUF ! {name} remonte et nage en riant !'],
  ],
  [
    SHALLOW,
    'fish',
    ['Now {name} swims like a little fish,', 'and that was {name}’s biggest wish.'],
    ['Maintenant, {name} nage comme un poisson,', 'fait des bulles et chante une chanson.'],
  ],
  [
    CHANGING,
    'backpack',
    ['Swimsuit off, the swim bag packed tight,', '{name} hummed a tune: “That was just right!”'],
    ['Le maillot dans le sac, tout trempé,', '{name} chantonne : « Quelle belle journée ! »'],
  ],
  [
    HOME,
    'red-heart',
    ['“I was scared,” said {name}, “and now I’m not:', 'I tried and tried, and I swam a lot!”'],
    ['« J’avais peur, dit {name}, et puis voilà :', 'j’ai essayé, essayé, et je nage, comme ça ! »'],
  ],
  [
    HOME,
    'backpack',
    ['Next Saturday, the bag by the door:', '{name} can’t wait to swim some more!'],
    ['Samedi prochain, vite, le sac de bain !', '{name} veut nager encore, c’est certain !'],
  ],
  [
    HOME,
    'bubbles',
    ['Step by step, and splash by splash,', 'the water’s a friend: in you dash!'],
    ['Petit à petit, et plouf après plouf,', 'on apprend à nager sans perdre son souffle.'],
  ],
];
