import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-tooth-couplets.ts (goal-tooth-words.ts TOOTH_PLACES). */
const [KITCHEN, BATHROOM, CLASSROOM, LIVING, GARDEN, BEDROOM] = [0, 1, 2, 3, 4, 5];

/**
 * A first lost tooth in rhyme, in the arc's order (goal-tooth.ts tells it in prose): the wobble at
 * breakfast, the mirror, school, the apple in the garden, the gap, the envelope, the pillow at night,
 * the visit while the hero sleeps (every night couplet says "night": it is drawn at night), the coin
 * in the morning, the new tooth. {visitor}/{Visitor}: la petite souris or la fée des dents (fr), both
 * feminine; {Goes}: how she comes. No French word agrees with the hero.
 */
export const TOOTH_LINES: ArcLine[] = [
  [
    KITCHEN,
    'bread',
    ['At breakfast, {name} bit some toast,', 'and felt the tooth that wiggled most!'],
    ['Au petit-déjeuner, crac, une tartine :', '{name} sent bouger une dent taquine !'],
  ],
  [
    KITCHEN,
    'tooth',
    ['“Mum, look, my tooth goes to and fro!”', 'Mum smiled: “It’s loose, it’s ready to go.”'],
    ['« Maman, regarde, ma dent fait gigi ! »', 'Maman sourit : « Elle va tomber, c’est joli. »'],
  ],
  [
    BATHROOM,
    'mirror',
    ['In the bathroom mirror, mouth open wide,', '{name} looked at the wobbly tooth inside.'],
    ['Devant le miroir, bouche grande ouverte,', '{name} regarde la dent, l’œil alerte.'],
  ],
  [
    BATHROOM,
    'toothbrush',
    ['{name} brushed so gently, slow and light,', 'around the tooth that wasn’t tight.'],
    ['{name} se brosse les dents tout doucement,', 'autour de la dent qui bouge gentiment.'],
  ],
  [
    CLASSROOM,
    'woman-teacher',
    ['At school, {name} told the teacher too:', '“My tooth is wobbly!” “Well, good for you!”'],
    ['À l’école, {name} le dit à la maîtresse :', '« Ma dent bouge ! » Elle sourit avec tendresse.'],
  ],
  [
    CLASSROOM,
    'boy',
    ['The whole class gathered round to see', 'the tooth that wiggled: one, two, three!'],
    ['Toute la classe vient voir de plus près', 'la petite dent qui bouge pour de vrai.'],
  ],
  [
    LIVING,
    'tooth',
    ['At home, {name}’s tongue would play', 'with the wobbly tooth all day.'],
    ['Sur le canapé, {name} joue, joue encore :', 'la langue pousse la dent, de plus en plus fort.'],
  ],
  [
    GARDEN,
    'red-apple',
    ['In the garden, {name} took a crunchy bite', 'of a big red apple, shiny and bright.'],
    ['Au jardin, {name} croque une pomme rouge,', 'croc ! Et la petite dent… elle bouge, elle bouge !'],
  ],
  [
    GARDEN,
    'tooth',
    ['Out popped the tooth, so small and white!', '{name} held it up: “Oh, what a sight!”'],
    [
      'Et hop ! La dent tombe, toute blanche, toute petite :',
      '{name} la tient dans sa main : « Vite, vite ! »',
    ],
  ],
  [
    BATHROOM,
    'mirror',
    ['Back at the mirror, {name} smiled with glee:', '“A gap! A window! Look at me!”'],
    ['Dans le miroir, {name} sourit tout grand :', '« Un trou ! Une fenêtre, juste devant ! »'],
  ],
  [
    LIVING,
    'envelope',
    ['Mum found a little envelope to keep', 'the tooth quite safe till time to sleep.'],
    ['Dans une petite enveloppe bien rangée,', 'la dent attend, bien sage, sans bouger.'],
  ],
  [
    LIVING,
    'envelope',
    ['On the envelope, {name} wrote with care:', '“For the tooth fairy. My tooth is in there!”'],
    ['Sur l’enveloppe, {name} écrit en grand :', '« Pour {visitor} : ma dent est dedans ! »'],
  ],
  [
    BEDROOM,
    'bed',
    ['That night, tucked up all snug in bed,', 'the tooth went under the pillow, by {name}’s head.'],
    ['Cette nuit-là, bien au chaud dans son lit,', '{name} cache la dent sous l’oreiller : « Reste ici ! »'],
  ],
  [
    BEDROOM,
    'zzz',
    ['“Will she come?” {name} whispered at night,', 'then yawned, and shut both eyes up tight.'],
    [
      '« Va-t-elle venir ? » chuchote {name} dans la nuit,',
      'puis bâille, ferme les yeux, et s’endort ainsi.',
    ],
  ],
  [
    BEDROOM,
    'woman-fairy',
    ['Tiptoe, tiptoe, late in the night,', 'in flew the tooth fairy, soft and light.'],
    ['{Goes}, au milieu de la nuit,', '{visitor} arrive sans faire de bruit.'],
  ],
  [
    BEDROOM,
    'coin',
    ['In the dark of night she took the tooth,', 'and left a coin, so round and smooth.'],
    ['Dans le noir de la nuit, elle prend la dent,', 'et laisse une pièce, tout doucement.'],
  ],
  [
    BEDROOM,
    'sleeping-face',
    ['{name} slept all night and dreamed a dream', 'of tiny teeth that shine and gleam.'],
    ['{name} dort toute la nuit et fait un rêve doux :', 'des petites dents qui dansent partout.'],
  ],
  [
    BEDROOM,
    'coin',
    ['In the morning, {name} woke with a cheer', 'and peeked under the pillow: “Look what’s here!”'],
    ['Au matin, {name} soulève l’oreiller :', 'une pièce qui brille ! La dent s’est envolée !'],
  ],
  [
    BEDROOM,
    'coin',
    ['A shiny coin, all round and gold:', '“She came!” cried {name}, happy and bold.'],
    ['Une pièce brillante, toute ronde, toute dorée :', '« Elle est venue ! » chante {name}, le cœur léger.'],
  ],
  [
    KITCHEN,
    'coin',
    ['{name} ran to the kitchen, coin held high:', '“The tooth fairy came!” Dad said, “My, my!”'],
    ['{name} court à la cuisine, la pièce à la main :', '« {Visitor} est passée ! » « Quel beau matin ! »'],
  ],
  [
    CLASSROOM,
    'boy',
    ['In class, {name} grinned from ear to ear:', '“My first tooth came out! The gap is here!”'],
    ['En classe, {name} sourit jusqu’aux oreilles :', '« Ma première dent est tombée ! » Quelle merveille !'],
  ],
  [
    GARDEN,
    'tooth',
    ['And soon, inside the little gap,', 'a new tooth peeked: tap, tap, tap!'],
    ['Et bientôt, dans le petit trou tout rond,', 'une nouvelle dent pointe son nez mignon.'],
  ],
  [
    LIVING,
    'red-heart',
    ['{name} grew a little, tooth by tooth,', 'with a bigger smile, and that’s the truth!'],
    ['{name} grandit un peu, dent après dent,', 'avec un sourire de plus en plus grand.'],
  ],
  [
    BEDROOM,
    'tooth',
    ['So if your tooth goes wiggle-wiggle too:', 'a gap, a coin, a grown-up smile for you!'],
    ['Alors, si ta dent fait gigi, toi aussi :', 'un trou, une pièce… et tu grandis, tu grandis !'],
  ],
];
