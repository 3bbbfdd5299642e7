import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * The three little pigs retold in the engine's own words (goal-tale-pigs.ts), in the tale's order:
 * the houses of straw, of sticks and of bricks (the hero, {name}, is the youngest, who builds with
 * bricks), the wolf blowing the first two down (the brothers run to the next house: nobody is eaten),
 * the brick house that stands, and at the turn the wolf down the chimney into the hot pot, who runs off
 * for good. Every middle template leads its phase in the order written and keeps to its spot.
 */
const r = (en: string, fr: string, at: RegExp): PlacedL => ({ ...step(en, fr, at), leads: true });
const STRAW = /straw house/;
const STICKS = /house of sticks/;
const BRICK = /^the brick house/;
const INSIDE = /fireside/;

export const PIGS_OPENINGS: PlacedL[] = [
  step(
    'Once upon a time, three little pigs lived with their mother. When they were big enough, she said: “Off you go, my dears, and build houses of your own.” The youngest was called {name}.',
    'Il était une fois trois petits cochons qui vivaient avec leur maman. Quand ils furent assez grands, elle leur dit : « Allez, mes petits, bâtissez chacun votre maison. » Le plus petit des trois s’appelait {name}.',
  ),
];

export const PIGS_PROBLEMS: PlacedL[] = [
  step(
    'But everyone knew that a big bad wolf lived in the wood nearby. “Build strong houses,” said Mother Pig, “and keep the door shut!”',
    'Mais tout le monde savait qu’un grand méchant loup vivait dans le bois tout proche. « Bâtissez des maisons solides, dit Maman Cochon, et fermez bien la porte ! »',
  ),
];

/** The straw house and the house of sticks, built in no time by the two elder brothers. */
export const PIGS_QUICK: PlacedL[] = [
  r(
    'The first little pig met a farmer with a cart of straw. In no time at all, he built himself a house of straw.',
    'Le premier petit cochon rencontra un fermier avec une charrette de paille. En un rien de temps, il se bâtit une maison de paille.',
    STRAW,
  ),
  r(
    'The second little pig found a pile of sticks at the edge of the wood. Snip, snap, done! A house of sticks.',
    'Le deuxième petit cochon trouva un tas de bâtons à l’orée du bois. Cric, crac, fini ! Une maison de bâtons.',
    STICKS,
  ),
  r(
    'The straw house was a little wobbly, but the first little pig did not mind. He lay down in the soft straw for a nap.',
    'La maison de paille était un peu bancale, mais le premier petit cochon s’en moquait bien. Il s’allongea dans la paille toute douce pour faire la sieste.',
    STRAW,
  ),
  r(
    'The second little pig tied his sticks together with string. The walls leaned this way and that, but he only laughed.',
    'Le deuxième petit cochon attacha ses bâtons avec de la ficelle. Les murs penchaient d’un côté et de l’autre, mais il ne fit qu’en rire.',
    STICKS,
  ),
  r(
    'He hung a little sign over his door: “My house, built in five minutes!”',
    'Il accrocha une petite pancarte au-dessus de sa porte : « Ma maison, bâtie en cinq minutes ! »',
    STICKS,
  ),
  r(
    'Then the two brothers played tag in the meadow all afternoon, round and round the straw house.',
    'Puis les deux frères jouèrent à chat dans le pré tout l’après-midi, en tournant autour de la maison de paille.',
    STRAW,
  ),
  r(
    '“Why work so hard?” the brothers laughed. “Come and play with us!”',
    '« Pourquoi te donner tant de mal ? » riaient les frères. « Viens plutôt jouer avec nous ! »',
    STRAW,
  ),
];

/** The youngest's house of bricks, last and slowest, with its strong door and big chimney. */
export const PIGS_BUILD: PlacedL[] = [
  r(
    '{name} chose bricks: heavy red bricks, laid one at a time.',
    '{name} préféra les briques : de lourdes briques rouges, posées une à une.',
    BRICK,
  ),
  r(
    'A kind builder sold {name} a whole cartload of bricks, and {name} pushed the cart all the way up the hill.',
    'Un gentil maçon vendit à {name} toute une charrette de briques, et {name} la poussa jusqu’en haut de la colline.',
    BRICK,
  ),
  r(
    'Brick on brick, with good sticky mortar in between. “Not yet,” {name} told the brothers. “First my house.”',
    'Brique sur brique, avec du bon mortier entre elles. « Pas encore, dit {name} aux deux frères. D’abord ma maison. »',
    BRICK,
  ),
  r(
    '{name} built thick walls, a strong door, and a big chimney on top.',
    '{name} bâtit des murs épais, une porte solide et, tout en haut, une grande cheminée.',
    BRICK,
  ),
  r(
    'It took days and days. {name}’s arms ached, but the house of bricks stood firm.',
    'Cela prit des jours et des jours. {name} avait mal aux bras, mais la maison de briques tenait bon.',
    BRICK,
  ),
  r(
    'The brothers came by, giggling. “Still building?” “Still building,” said {name} with a smile.',
    'Les frères passèrent en gloussant. « Tu construis encore ? — Encore et toujours », répondit {name} en souriant.',
    BRICK,
  ),
  r(
    'At last {name} lit a fire in the fireplace and hung a big pot of water over it. Home, sweet home!',
    'Enfin, {name} alluma un feu dans la cheminée et y suspendit une grande marmite d’eau. Qu’on est bien chez soi !',
    INSIDE,
  ),
];

/** The wolf at the straw house, then the house of sticks: both blown down, the brothers run. */
export const PIGS_HUFF: PlacedL[] = [
  // The two blow-downs lead the part, so a 12-page book (two pages here) tells both.
  r(
    'One day, the big bad wolf knocked at the house of straw. “Little pig, let me come in!” “No, no, never!” So he huffed and he puffed, and the straw flew away like feathers.',
    'Un jour, le grand méchant loup frappa à la maison de paille. « Petit cochon, laisse-moi entrer ! — Non, non, jamais ! » Alors il souffla, souffla, et la paille s’envola comme des plumes.',
    STRAW,
  ),
  r(
    'The first little pig ran all the way to his brother’s house of sticks. But the wolf was close behind: he huffed and puffed, and the sticks went clatter-clatter all over the grass.',
    'Le premier petit cochon courut jusqu’à la maison de bâtons de son frère. Mais le loup les suivait de près : il souffla, souffla, et les bâtons dégringolèrent partout dans l’herbe.',
    STICKS,
  ),
  r(
    'The wolf licked his lips and followed them, sniff, sniff, along the path.',
    'Le loup se pourlécha les babines et les suivit, snif, snif, le long du chemin.',
    STICKS,
  ),
  r(
    '“Where can we go?” squeaked the first little pig. “To the house of bricks!” cried the second.',
    '« Où aller ? » couina le premier petit cochon. « À la maison de briques ! » cria le deuxième.',
    STICKS,
  ),
  r(
    'The two brothers ran and ran up the hill, their curly tails bouncing behind them.',
    'Les deux frères coururent, coururent en haut de la colline, leur petite queue en tire-bouchon sautillant derrière eux.',
    BRICK,
  ),
  r(
    'The two little pigs raced to the house of bricks. “Quick, come in!” cried {name}, and shut the strong door tight.',
    'Les deux petits cochons filèrent jusqu’à la maison de briques. « Vite, entrez ! » cria {name}, et la porte solide se referma.',
    BRICK,
  ),
  r(
    'Inside, the three little pigs hugged each other, their hearts going thump, thump, thump.',
    'Dedans, les trois petits cochons se serrèrent les uns contre les autres, le cœur battant à toute allure.',
    INSIDE,
  ),
];

/** The brick house that does not fall, and the wolf's sneaky climb to the chimney. */
export const PIGS_BRICKS: PlacedL[] = [
  r(
    'Then the wolf came to the house of bricks, where all three little pigs were safe inside. “Little pigs, let me come in!” “Never, ever!”',
    'Puis le loup arriva devant la maison de briques, où les trois petits cochons étaient à l’abri. « Petits cochons, laissez-moi entrer ! — Jamais, au grand jamais ! »',
    BRICK,
  ),
  r(
    'He huffed, and he puffed, and he HUFFED. But the house of bricks did not move one bit.',
    'Il souffla, souffla, et souffla plus fort encore. Mais la maison de briques ne bougea pas d’un pouce.',
    BRICK,
  ),
  r(
    'The wolf puffed so hard that he had to sit down on the grass, all red in the face and out of breath.',
    'Le loup souffla tant et tant qu’il dut s’asseoir dans l’herbe, tout rouge et hors d’haleine.',
    BRICK,
  ),
  r(
    'Inside, the little pigs held their breath. “Will he go away now?” whispered the eldest.',
    'Dedans, les petits cochons retenaient leur souffle. « Va-t-il s’en aller, maintenant ? » chuchota l’aîné.',
    INSIDE,
  ),
  r(
    'But the wolf had a sneaky idea. He climbed up onto the roof, all the way to the big chimney.',
    'Mais le loup eut une idée sournoise. Il grimpa sur le toit, jusqu’à la grande cheminée.',
    BRICK,
  ),
  r(
    '{name} heard scratching on the roof. “He is coming down the chimney!”',
    '{name} entendit gratter sur le toit. « Il va descendre par la cheminée ! »',
    INSIDE,
  ),
  r(
    'Quick as a wink, {name} stoked the fire, and the water in the big pot began to bubble.',
    'En un clin d’œil, {name} ranima le feu, et l’eau de la grande marmite se mit à bouillonner.',
    INSIDE,
  ),
];

/** Down the chimney into the hot pot: the wolf leaps out and runs off for good. */
export const PIGS_TURNS: PlacedL[] = [
  step(
    'Down the chimney came the wolf… SPLASH! Right into the pot of hot water! “Ow, ow, OW!” he howled, and he shot back up the chimney and ran far away into the wood, and he never came back.',
    'Le loup se laissa glisser dans la cheminée… PLOUF ! En plein dans la marmite d’eau chaude ! « Aïe, aïe, AÏE ! » hurla-t-il, et il remonta par la cheminée et s’enfuit loin dans le bois, pour ne plus jamais revenir.',
  ),
];

export const PIGS_ENDINGS: PlacedL[] = [
  step(
    'From that day on, the three little pigs lived together in the strong house of bricks, and {name} taught the brothers how to build well. The end.',
    'Depuis ce jour, les trois petits cochons vécurent ensemble dans la solide maison de briques, et {name} apprit à ses frères à bien bâtir. Fin.',
  ),
];
