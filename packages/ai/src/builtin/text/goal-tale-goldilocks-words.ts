import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * Goldilocks and the three bears retold in the engine's own words (goal-tale-goldilocks.ts), in the
 * tale's order: the porridge too hot left to cool, the girl in the empty house, the three bowls, the
 * three chairs (the tiny one breaks), the three beds; the bears home again, "Someone’s been eating my
 * porridge!"; at the turn she wakes and says sorry, and the ending mends the chair together. The
 * first two lines of each part tell its heart, so a 12-page book keeps the whole tale; every middle
 * template leads its phase in the order written and keeps to its spot.
 */
const r = (en: string, fr: string, at: RegExp): PlacedL => ({ ...step(en, fr, at), leads: true });
const DOOR = /little house in the wood/;
const KITCHEN = /kitchen/;
const ROOM = /sitting room/;
const UPSTAIRS = /bedroom/;
const WOOD = /path in the wood/;

export const GOLDILOCKS_OPENINGS: PlacedL[] = [
  step(
    'Once upon a time, three bears lived in a little house in the wood: great big Father Bear, middle-sized Mother Bear and tiny little Baby Bear.',
    'Il était une fois trois ours qui vivaient dans une petite maison au fond des bois : le grand Papa Ours, Maman Ours, ni grande ni petite, et le tout petit Bébé Ours.',
  ),
];

export const GOLDILOCKS_PROBLEMS: PlacedL[] = [
  step(
    'One morning their porridge was too hot, so the three bears went for a walk while it cooled. Just then, a little girl with golden curls came skipping through the wood. Her name was Goldilocks.',
    'Un matin, leur bouillie était trop chaude ; alors les trois ours partirent se promener le temps qu’elle refroidisse. Juste à ce moment, une petite fille aux boucles dorées arriva en sautillant dans le bois. Elle s’appelait Boucle d’or.',
  ),
];

/** In through the open door, and the three bowls of porridge. */
export const GOLDILOCKS_PORRIDGE: PlacedL[] = [
  r(
    'Goldilocks came to the little house and knocked. Nobody answered, and the door was open, so in she went.',
    'Boucle d’or arriva devant la petite maison et frappa. Personne ne répondit, et la porte était ouverte ; alors elle entra.',
    DOOR,
  ),
  r(
    'On the table were three bowls of porridge. The big bowl was too hot, the middle one too cold, and the tiny one… just right! She ate it all up.',
    'Sur la table, il y avait trois bols de bouillie. Celle du grand bol était trop chaude, celle du bol moyen trop froide, et celle du tout petit bol… parfaite ! Elle la mangea jusqu’au bout.',
    KITCHEN,
  ),
  r(
    'Goldilocks licked the little spoon clean. “Whose house can this be?” she wondered.',
    'Boucle d’or lécha la petite cuillère. « À qui peut bien être cette maison ? » se demanda-t-elle.',
    KITCHEN,
  ),
  r(
    'On the shelf stood three mugs: a great big one, a middle-sized one and a tiny little one.',
    'Sur l’étagère, il y avait trois tasses : une grande, une moyenne et une toute petite.',
    KITCHEN,
  ),
  r(
    'By the stove, three pairs of slippers sat in a row, from the biggest to the smallest.',
    'Près du fourneau, trois paires de pantoufles étaient rangées, de la plus grande à la plus petite.',
    KITCHEN,
  ),
  r(
    'A jar of honey stood open on the table. Goldilocks put the lid back on, very carefully.',
    'Un pot de miel était ouvert sur la table. Boucle d’or remit le couvercle, tout doucement.',
    KITCHEN,
  ),
  r(
    'Her tummy was full, and her legs were tired from the walk. “I must sit down,” she said.',
    'Elle avait le ventre plein et les jambes fatiguées par la promenade. « Il faut que je m’assoie », dit-elle.',
    KITCHEN,
  ),
];

/** The three chairs: the tiny one just right, until it breaks. */
export const GOLDILOCKS_CHAIRS: PlacedL[] = [
  r(
    'In the sitting room were three chairs. The big chair was too hard, the middle chair too soft, and the tiny chair… just right!',
    'Dans le salon, il y avait trois chaises. La grande était trop dure, la moyenne trop molle, et la toute petite… parfaite !',
    ROOM,
  ),
  r(
    'But she rocked and she wriggled, and CRACK! The tiny chair broke into pieces.',
    'Mais elle se balança et se tortilla tant que CRAC ! La toute petite chaise se cassa en morceaux.',
    ROOM,
  ),
  r(
    'Goldilocks picked up the pieces and put them in a little pile. “Oh dear,” she said.',
    'Boucle d’or ramassa les morceaux et en fit un petit tas. « Oh là là », dit-elle.',
    ROOM,
  ),
  r(
    'A clock ticked on the wall: tick, tock, tick, tock.',
    'Une pendule faisait tic-tac au mur : tic, tac, tic, tac.',
    ROOM,
  ),
  r(
    'On a cushion lay a little teddy bear, with a button nose and one ear sewn back on.',
    'Sur un coussin était posé un petit ours en peluche, avec un nez en bouton et une oreille recousue.',
    ROOM,
  ),
  r(
    'Goldilocks gave a great big yawn. The walk and the porridge had made her so sleepy.',
    'Boucle d’or bâilla un grand coup. La promenade et la bouillie lui avaient donné tellement sommeil.',
    ROOM,
  ),
  r(
    'Up the stairs she tiptoed, one creaky step at a time.',
    'Elle monta l’escalier sur la pointe des pieds, une marche qui grince après l’autre.',
    ROOM,
  ),
];

/** The three beds upstairs; asleep in the tiny one, while the bears walk home. */
export const GOLDILOCKS_BEDS: PlacedL[] = [
  r(
    'Upstairs were three beds. The big bed was too high, the middle bed too lumpy, and the tiny bed… just right!',
    'En haut, il y avait trois lits. Le grand était trop haut, le moyen trop bosselé, et le tout petit… parfait !',
    UPSTAIRS,
  ),
  r(
    'Goldilocks snuggled under the tiny quilt and fell fast asleep.',
    'Boucle d’or se blottit sous la toute petite couette et s’endormit à poings fermés.',
    UPSTAIRS,
  ),
  r(
    'She slept and slept, curled up like a kitten, and did not hear a thing.',
    'Elle dormait, dormait, roulée en boule comme un chaton, sans rien entendre.',
    UPSTAIRS,
  ),
  r(
    'Meanwhile, in the wood, the three bears turned for home. “Our porridge must be cool by now,” said Mother Bear.',
    'Pendant ce temps, dans le bois, les trois ours reprirent le chemin de la maison. « Notre bouillie doit avoir refroidi », dit Maman Ours.',
    WOOD,
  ),
  r(
    'Tramp, tramp, tramp went Father Bear’s big feet along the path.',
    'Les grosses pattes de Papa Ours faisaient boum, boum, boum sur le chemin.',
    WOOD,
  ),
  r(
    'Baby Bear skipped on ahead. “I’m so hungry I could eat ten bowls!”',
    'Bébé Ours courait devant. « J’ai tellement faim que je pourrais manger dix bols ! »',
    WOOD,
  ),
  r(
    'The three bears saw their front door wide open. “That’s funny,” said Father Bear.',
    'Les trois ours virent leur porte grande ouverte. « Tiens, c’est bizarre », dit Papa Ours.',
    DOOR,
  ),
];

/** The bears find it all: the porridge, the chairs, the beds, and who is in the tiny one. */
export const GOLDILOCKS_BEARS: PlacedL[] = [
  r(
    'Home came the three bears. “Someone’s been eating my porridge!” growled Father Bear. “Someone’s been eating mine,” said Mother Bear.',
    'Les trois ours rentrèrent. « Quelqu’un a mangé dans mon bol ! » gronda Papa Ours. « Quelqu’un a mangé dans le mien », dit Maman Ours.',
    KITCHEN,
  ),
  r(
    '“Someone’s been eating my porridge,” squeaked Baby Bear, “and they’ve eaten it all up!”',
    '« Quelqu’un a mangé dans mon bol, couina Bébé Ours, et il n’en reste plus rien ! »',
    KITCHEN,
  ),
  r(
    '“Someone’s been sitting in my chair!” said Father Bear. “And in mine,” said Mother Bear.',
    '« Quelqu’un s’est assis sur ma chaise ! » dit Papa Ours. « Et sur la mienne », dit Maman Ours.',
    ROOM,
  ),
  r(
    '“Someone’s been sitting in my chair,” cried Baby Bear, “and they’ve broken it!”',
    '« Quelqu’un s’est assis sur ma chaise, s’écria Bébé Ours, et elle est cassée ! »',
    ROOM,
  ),
  r(
    'Up the stairs went the three bears. “Someone’s been sleeping in my bed!” said Father Bear and Mother Bear together.',
    'Les trois ours montèrent l’escalier. « Quelqu’un a dormi dans mon lit ! » dirent ensemble Papa Ours et Maman Ours.',
    UPSTAIRS,
  ),
  r(
    '“Someone’s been sleeping in my bed,” whispered Baby Bear, “and she’s still there!”',
    '« Quelqu’un a dormi dans mon lit, chuchota Bébé Ours, et elle y est encore ! »',
    UPSTAIRS,
  ),
  r(
    'The three bears leaned over the tiny bed, very quietly, to see who it could be.',
    'Les trois ours se penchèrent tout doucement sur le tout petit lit, pour voir qui cela pouvait bien être.',
    UPSTAIRS,
  ),
];

/** She wakes, and says sorry. */
export const GOLDILOCKS_TURNS: PlacedL[] = [
  step(
    'Goldilocks opened her eyes and saw three bears looking down at her! She sat up, her cheeks all pink. “I’m so sorry,” she said. “I ate your porridge, I broke your chair, and I slept in your bed.”',
    'Boucle d’or ouvrit les yeux et vit trois ours penchés sur elle ! Elle se redressa, les joues toutes roses. « Je suis vraiment désolée, dit-elle. J’ai mangé votre bouillie, cassé votre chaise et dormi dans votre lit. »',
  ),
];

export const GOLDILOCKS_ENDINGS: PlacedL[] = [
  step(
    'Baby Bear smiled. Goldilocks helped Father Bear mend the tiny chair, and Mother Bear made fresh porridge, just right for everyone. And from then on, Goldilocks always knocked and waited before going in. The end.',
    'Bébé Ours sourit. Boucle d’or aida Papa Ours à réparer la petite chaise, et Maman Ours prépara une bouillie toute fraîche, parfaite pour tout le monde. Et depuis, Boucle d’or frappe toujours et attend avant d’entrer. Fin.',
  ),
];
