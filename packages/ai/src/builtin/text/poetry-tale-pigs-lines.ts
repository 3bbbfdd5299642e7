import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-tale-couplets.ts: Mother Pig's house, the straw, the sticks, the bricks, the fire. */
const [MOTHER, STRAW, STICKS, BRICK, FIRE] = [0, 1, 2, 3, 4];

/**
 * The three little pigs in rhyme, in the tale's order (goal-tale-pigs.ts tells it in prose): off from
 * Mother Pig's, the straw and the sticks built quick, the bricks laid by {name}, the youngest, the wolf
 * blowing the straw and the sticks down, the brick house that stands, the pot at the turn, the fire.
 * No French word agrees with the hero (a pig named Lila or Milo).
 */
export const PIGS_LINES: ArcLine[] = [
  [
    MOTHER,
    'pig',
    ['Three little pigs, all pink and round,', 'lived with their mother, safe and sound.'],
    ['Trois petits cochons, tout roses et tout ronds,', 'vivaient chez leur maman, dans un joli vallon.'],
  ],
  [
    MOTHER,
    'pig',
    ['“You’re big now,” Mother Pig said one day,', '“go build your houses, and on your way!”'],
    ['« Vous voilà grands, leur dit Maman Cochon,', 'allez bâtir chacun votre maison ! »'],
  ],
  [
    MOTHER,
    'wolf',
    ['“But watch for the wolf who lives in the wood:', 'build your houses strong and good!”'],
    ['« Mais gare au grand loup qui vit dans le bois :', 'bâtissez solide, écoutez-moi ! »'],
  ],
  [
    STRAW,
    'sheaf-of-rice',
    ['The first little pig found straw so light,', 'and built his house before the night.'],
    ['Le premier petit cochon trouve de la paille,', 'et bâtit sa maison vaille que vaille.'],
  ],
  [
    STRAW,
    'hut',
    ['“Done!” he laughed, and lay down to rest,', '“my straw house is the very best!”'],
    ['« Fini ! » dit-il en riant aux éclats,', '« ma maison de paille, rien ne la battra ! »'],
  ],
  [
    STICKS,
    'wood',
    ['The second pig picked sticks instead,', 'and tied them up with bits of thread.'],
    ['Le deuxième ramasse des bâtons,', 'et les attache avec des cordons.'],
  ],
  [
    STICKS,
    'hut',
    ['“Good enough!” he said, and off he ran', 'to play all day, as a young pig can.'],
    ['« Ça suffira ! » dit-il, et hop !', 'il part jouer, au grand galop.'],
  ],
  [
    BRICK,
    'brick',
    ['But {name} thought a while, and said:', '“I’ll build with bricks, all hard and red.”'],
    ['Mais {name} réfléchit : « Moi, je choisis', 'des briques bien rouges, bien solides aussi. »'],
  ],
  [
    BRICK,
    'brick',
    ['Brick after brick, all day long,', '{name} built, and hummed a song.'],
    ['Brique après brique, toute la journée,', '{name} bâtit en chantonnant, sans se presser.'],
  ],
  [
    BRICK,
    'pig',
    ['The brothers laughed: “Come out and play!”', '“Not yet,” said {name}, “I’ll build all day.”'],
    ['Les frères rient : « Viens donc jouer !', '— Pas encore, dit {name}, je dois terminer. »'],
  ],
  [
    BRICK,
    'house',
    ['At last the house stood strong and tall,', 'with a chimney and a sturdy wall.'],
    ['Enfin la maison se dresse, fière et droite,', 'avec sa cheminée et sa porte étroite.'],
  ],
  [
    STRAW,
    'wolf',
    ['Then up the path the wolf came near:', '“Little pig, let me in, my dear!”'],
    ['Le grand loup frappe à la maison de paille :', '« Ouvre-moi, petit cochon, ou gare à la bataille ! »'],
  ],
  [
    STRAW,
    'wolf',
    ['He huffed and he puffed with all his might,', 'and the straw flew off, away out of sight!'],
    ['Il souffle et souffle, si fort, si fort,', 'que la paille s’envole, loin dehors !'],
  ],
  [
    STICKS,
    'pig',
    ['The first little pig ran, quick as can be,', 'to the house of sticks: “Let me in, let me see!”'],
    [
      'Le premier petit cochon court, court, court',
      'chez son frère, à la maison de bâtons : « Au secours ! »',
    ],
  ],
  [
    STICKS,
    'wolf',
    ['The wolf came too, and huffed once more,', 'and down came the sticks, all over the floor!'],
    ['Le loup arrive et souffle de plus belle :', 'les bâtons dégringolent, pêle-mêle !'],
  ],
  [
    BRICK,
    'pig',
    ['Two little pigs ran up the hill,', 'and knocked at the bricks, frightened still.'],
    ['Les deux frères frappent aux briques, tout en sueur :', '« Ouvre vite la porte, on a peur ! »'],
  ],
  [
    BRICK,
    'house',
    ['{name} let them in and locked the door:', '“You’re safe with me, don’t fret any more.”'],
    ['{name} leur ouvre et ferme à double tour :', '« Ici, vous êtes à l’abri, pour toujours. »'],
  ],
  [
    BRICK,
    'wolf',
    ['The wolf huffed hard, he puffed and blew,', 'but the brick house stood, as good as new.'],
    ['Le loup souffle, souffle, à perdre haleine,', 'mais la maison de briques tient bon, sans peine.'],
  ],
  [
    BRICK,
    'wolf',
    ['Then up on the roof the wolf did creep,', 'to slide down the chimney, dark and deep.'],
    ['Alors le loup grimpe sur le toit, tout doux,', 'pour descendre par la cheminée, le filou !'],
  ],
  [
    FIRE,
    'pot-of-food',
    ['But {name} was quick, as quick as a wink,', 'and hung a big pot on the fire, clink, clink!'],
    ['Mais {name} a une idée, et vite, vite,', 'met sur le feu une grande marmite.'],
  ],
  [
    FIRE,
    'pot-of-food',
    ['Down slid the wolf, and SPLASH! in the pot:', '“Ow, ow, ow! It’s hot, it’s hot!”'],
    [
      'Le loup glisse, et PLOUF ! dans la marmite !',
      '« Aïe, aïe, aïe ! » hurle-t-il, et il ressort bien vite.',
    ],
  ],
  [
    BRICK,
    'wolf',
    ['He leapt back out and ran away,', 'and never came back, not one more day.'],
    ['Il s’enfuit dans le bois, la queue en feu,', 'et on ne le revit plus jamais, tant mieux !'],
  ],
  [
    FIRE,
    'fire',
    ['Three little pigs by the fire so bright', 'sang and danced with all their might.'],
    ['Trois petits cochons, au coin du feu,', 'chantent et dansent, les yeux joyeux.'],
  ],
  [
    BRICK,
    'red-heart',
    ['So take your time and do it right:', 'a job well done will hold up tight!'],
    [
      'Prends ton temps et fais de ton mieux :',
      'ce qui est bien bâti tient bon, même contre un loup furieux !',
    ],
  ],
];
