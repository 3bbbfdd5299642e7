import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A caterpillar's change (idea/read-goal-caterpillar.ts), told in order: the tiny egg on a leaf, one
 * thing eaten a page, the tummy ache and growing fat, the cocoon, the long sleep; out a butterfly at
 * the turn, over the flowers at the end. Each template is used once (inOrder), every middle one
 * carries {atPlace}.
 */
const b = step;

export const CATERPILLAR_OPENINGS: PlacedL[] = [
  b(
    'In a quiet garden, on a big green leaf, there was a tiny egg. Pop! Out came {aKind} called {name}, no bigger than a grain of rice.',
    'Dans un jardin tranquille, sur une grande feuille verte, il y avait un œuf minuscule. Pop ! Il en sortit {aKind} {named} {name}, pas plus grosse qu’un grain de riz.',
  ),
];

export const CATERPILLAR_PROBLEMS: PlacedL[] = [
  b(
    '{name} looked around the great big garden, and {name}’s tiny tummy rumbled. “I’m hungry!” said {name}. “So very hungry!”',
    '{name} regarda le grand jardin tout autour, et son petit ventre gargouilla. « J’ai faim, dit {name}. Tellement faim ! »',
  ),
];

/** One thing eaten a page: what the words name is drawn (goal-caterpillar.ts). */
export const CATERPILLAR_FEASTS: PlacedL[] = [
  b(
    '{atPlace}, {name} found one red apple and nibbled a little hole right through it. Crunch! But {name} was still hungry.',
    '{atPlace}, {name} trouva une pomme rouge et y creusa un petit trou, tout au travers. Crac ! Mais {name} avait encore faim.',
  ),
  b(
    '{atPlace}, {name} munched through two juicy pears, one after the other. Still hungry!',
    '{atPlace}, {name} grignota deux poires bien juteuses, l’une après l’autre. Encore faim !',
  ),
  b(
    '{atPlace}, {name} ate three shiny red cherries, stones and all… well, almost. Still so hungry!',
    '{atPlace}, {name} mangea trois cerises rouges et brillantes, presque jusqu’au noyau. Toujours faim !',
  ),
  b(
    '{atPlace}, {name} wriggled up to four sweet strawberries and gobbled every one. Yum! And still hungry.',
    '{atPlace}, {name} se tortilla jusqu’à quatre fraises bien sucrées et les dévora toutes. Miam ! Et toujours faim.',
  ),
  b(
    '{atPlace}, {name} found a slice of pink watermelon, and munched and munched until only the green rind was left.',
    '{atPlace}, {name} trouva une tranche de pastèque rose, et grignota, grignota jusqu’à ce qu’il ne reste que l’écorce verte.',
  ),
  b(
    '{atPlace}, {name} nibbled a piece of cheese left over from a picnic. Then a lollipop, a cupcake, and a scoop of ice cream!',
    '{atPlace}, {name} grignota un morceau de fromage oublié après un pique-nique. Puis une sucette, un petit gâteau, et une boule de glace !',
  ),
];

/** Too much! The tummy ache, then a good green leaf, and growing big and fat. */
export const CATERPILLAR_GROWING: PlacedL[] = [
  b(
    '{atPlace}, {name} curled up with an enormous tummy ache. “Ooh,” groaned {name}. “That was far too much.”',
    '{atPlace}, {name} se roula en boule avec un énorme mal de ventre. « Ouille, gémit {name}. C’était bien trop. »',
  ),
  b(
    '{atPlace}, {name} chose one nice green leaf and ate it slowly, bite by bite. Much better! The tummy ache was gone.',
    '{atPlace}, {name} choisit une belle feuille verte et la mangea doucement, bouchée après bouchée. Ça allait bien mieux ! Le mal de ventre était parti.',
  ),
  b(
    '{atPlace}, {name} was not a tiny caterpillar any more. {name} had grown into a big, fat, round caterpillar!',
    '{atPlace}, {name} n’était plus une toute petite chenille. {name} était devenue une grosse chenille, bien ronde et bien dodue !',
  ),
  b(
    '{atPlace}, {name} stretched out from end to end, long and plump. “I feel so big,” said {name}, “and so sleepy.”',
    '{atPlace}, {name} s’étira de tout son long, longue et dodue. « Je me sens si grande, dit {name}, et si fatiguée. »',
  ),
  b(
    '{atPlace}, a bee buzzed past and stopped in surprise. “My, how you have grown, {name}!”',
    '{atPlace}, une abeille passa en bourdonnant et s’arrêta, surprise. « Eh bien, comme tu as grandi, {name} ! »',
  ),
  b(
    '{atPlace}, {name} gave a big, slow yawn. It had been a very busy week of eating.',
    '{atPlace}, {name} fit un grand bâillement, tout lent. Quelle semaine bien remplie, à manger et manger encore !',
  ),
];

/** The cocoon: spun round and round, a little house of silk. */
export const CATERPILLAR_COCOON: PlacedL[] = [
  b(
    '{atPlace}, {name} climbed up a tall stem, held on tight and began to spin a thread of silk, round and round, until {name} was wrapped in a snug cocoon.',
    '{atPlace}, {name} grimpa le long d’une haute tige, s’y accrocha bien fort et se mit à filer un fil de soie, en tournant, tournant, jusqu’à être tout enveloppée dans un cocon bien douillet.',
  ),
  b(
    '{atPlace}, a little spider peeked at the cocoon. “What a fine house of silk,” it said. “Even finer than my web!”',
    '{atPlace}, une petite araignée observa le cocon. « Quelle belle maison de soie, dit-elle. Encore plus belle que ma toile ! »',
  ),
  b(
    '{atPlace}, a bird hopped by, hungry for a snack. But all it saw was a brown cocoon, as still as a twig. Phew!',
    '{atPlace}, un oiseau passa en sautillant, l’estomac vide. Mais il ne vit qu’un cocon brun, immobile comme une brindille. Ouf !',
  ),
  b(
    '{atPlace}, the cocoon hung from its stem like a tiny lantern, and the garden grew quiet around it.',
    '{atPlace}, le cocon pendait à sa tige comme une toute petite lanterne, et le jardin se fit silencieux autour.',
  ),
  b(
    '{atPlace}, the little cocoon swayed gently in the breeze. A ladybird landed beside it and whispered: “Sleep well, {name}.”',
    '{atPlace}, le petit cocon se balançait doucement dans la brise. Une coccinelle se posa tout près et chuchota : « Dors bien, {name}. »',
  ),
];

/** Inside the cocoon: the long sleep, while the garden goes on outside. */
export const CATERPILLAR_SLEEP: PlacedL[] = [
  b(
    '{atPlace}, inside the cocoon, {name} slept and slept, snug and still.',
    '{atPlace}, à l’intérieur du cocon, {name} dormait, dormait, bien au chaud et sans bouger.',
  ),
  b(
    '{atPlace}, the rain pattered and the wind blew, but inside the cocoon, {name} slept on.',
    '{atPlace}, la pluie tambourinait et le vent soufflait, mais dans son cocon, {name} dormait toujours.',
  ),
  b(
    '{atPlace}, day after day, something wonderful was happening inside the cocoon. Nobody could see it, not even {name}, fast asleep.',
    '{atPlace}, jour après jour, quelque chose de merveilleux se passait dans le cocon. Personne ne pouvait le voir, pas même {name}, profondément endormie.',
  ),
  b(
    '{atPlace}, two snails crept past the cocoon. “What is in there?” asked one. “Shh,” said the other. “{name} is asleep.”',
    '{atPlace}, deux escargots passèrent près du cocon. « Qu’y a-t-il là-dedans ? » demanda l’un. « Chut, dit l’autre. {name} dort. »',
  ),
  b(
    '{atPlace}, the flowers opened and closed, opened and closed, while {name} slept on in the cocoon, dreaming of wings.',
    '{atPlace}, les fleurs s’ouvraient et se fermaient, s’ouvraient et se fermaient, pendant que {name} dormait dans son cocon en rêvant d’ailes.',
  ),
  b(
    '{atPlace}, a little breeze rocked the cocoon to and fro, like a cradle. {name} slept soundly, without a sound.',
    '{atPlace}, une petite brise berçait le cocon, comme un berceau. {name} dormait profondément, sans un bruit.',
  ),
];

export const CATERPILLAR_TURNS: PlacedL[] = [
  b(
    'Then, one day, the cocoon began to wiggle… and to crack. Out came {name}, not a caterpillar any more, but a beautiful butterfly with bright, colourful wings!',
    'Puis un jour, le cocon se mit à bouger… et à craquer. Il en sortit {name}, qui n’était plus une chenille, mais un magnifique papillon aux ailes de toutes les couleurs !',
  ),
];

export const CATERPILLAR_ENDINGS: PlacedL[] = [
  b(
    '{name} opened those new wings and flew up, up, over all the flowers in the garden. {name} had learned that {lesson}. The end.',
    '{name} ouvrit ses ailes toutes neuves et s’envola, haut, très haut, au-dessus de toutes les fleurs du jardin. {name} avait appris que {lesson}. Fin.',
  ),
];
