import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * The fox and the crow retold for children (goal-fable-crow.ts), in the fable's order: the crow on
 * his branch with the cheese, the hungry fox below who cannot reach it, the flattery ("How handsome
 * you are!"), the crow puffing up; at the turn he opens his beak to sing and the cheese falls; the
 * fox's lesson at the end, and the crow wiser for it (nobody hurt). The first two lines of each part
 * tell its heart, so a 12-page book keeps the whole fable; every middle line leads its part in order.
 */
const r = (en: string, fr: string, at: RegExp): PlacedL => ({ ...step(en, fr, at), leads: true });
const OAK = /tall oak/;
const PATH = /forest path/;

export const CROW_OPENINGS: PlacedL[] = [
  step(
    'Once upon a time, a crow sat high up in a tall oak. In his beak he held a big piece of cheese, as proud as could be.',
    'Il était une fois un corbeau, sur un grand chêne perché, qui tenait en son bec un gros morceau de fromage, fier comme tout.',
  ),
];

export const CROW_PROBLEMS: PlacedL[] = [
  step(
    'Down below came {name}, a fox with an empty tummy. Sniff, sniff… that cheese smelled wonderful, and he wanted it very much.',
    'Au pied de l’arbre arriva {name}, un renard au ventre vide. Par l’odeur alléché, il renifla : ce fromage sentait si bon qu’il en voulait très fort.',
  ),
];

/** The smell, the cheese seen up on the branch. */
export const CROW_SMELL: PlacedL[] = [
  r(
    '{name} looked up. There on the branch sat Mister Crow, the yellow cheese in his beak.',
    '{name} leva le nez. Là, sur la branche, se tenait Maître Corbeau, le fromage jaune dans son bec.',
    OAK,
  ),
  r(
    '{name}’s tummy gave a loud grumble. “What a fine cheese,” he whispered, licking his lips.',
    'Le ventre de {name} gargouilla très fort. « Quel beau fromage », murmura-t-il en se léchant les babines.',
    OAK,
  ),
  r(
    'He walked round the tree once, then twice, never taking his eyes off the cheese.',
    'Il fit le tour de l’arbre une fois, puis deux, sans quitter le fromage des yeux.',
    OAK,
  ),
  r(
    'Along the forest path, the smell of cheese floated on the breeze, and {name} followed it back to the oak.',
    'Le long du sentier de la forêt, l’odeur du fromage flottait dans la brise, et {name} la suivit jusqu’au chêne.',
    PATH,
  ),
  r(
    'The crow held the cheese tight and did not say a word.',
    'Le corbeau serrait bien le fromage et ne disait pas un mot.',
    OAK,
  ),
];

/** Too high to reach: the jumps, the trunk too smooth, and the fox thinking of a trick. */
export const CROW_REACH: PlacedL[] = [
  r(
    '{name} jumped as high as he could. Hop, hop! But the branch was much too high.',
    '{name} sauta aussi haut qu’il put. Hop, hop ! Mais la branche était bien trop haute.',
    OAK,
  ),
  r(
    'He tried to climb the trunk, but foxes are not made for climbing trees. Slip, slide, bump!',
    'Il essaya de grimper au tronc, mais les renards ne sont pas faits pour grimper aux arbres. Ça glisse, ça dérape, boum !',
    OAK,
  ),
  r(
    'Then {name} sat down under the tree, swished his bushy tail and thought very hard.',
    'Alors {name} s’assit sous l’arbre, balança sa queue touffue et réfléchit très fort.',
    OAK,
  ),
  r(
    'He trotted up and down the forest path, thinking. Then a sly little smile crept over his face.',
    'Il trotta de long en large sur le sentier de la forêt, en réfléchissant. Puis un petit sourire rusé apparut sur son museau.',
    PATH,
  ),
  r(
    '“If I cannot climb up to the cheese,” he thought, “perhaps the cheese can come down to me.”',
    '« Si je ne peux pas monter jusqu’au fromage, pensa-t-il, le fromage pourrait peut-être descendre jusqu’à moi. »',
    OAK,
  ),
];

/** The flattery: the crow's feathers, his beauty, his voice. */
export const CROW_FLATTERY: PlacedL[] = [
  r(
    '“Good morning, Mister Crow!” called {name} in his sweetest voice. “How handsome you are! How fine you look!”',
    '{name} lança de sa voix la plus douce : « Eh, bonjour, Monsieur du Corbeau ! Que vous êtes joli ! Que vous me semblez beau ! »',
    OAK,
  ),
  r(
    '“Your feathers shine like black silk,” said the fox. “I have never seen such a beautiful bird.”',
    '« Vos plumes brillent comme de la soie noire, dit le renard. Je n’ai jamais vu un oiseau aussi beau. »',
    OAK,
  ),
  r(
    '“And what bright eyes, what a noble beak!” the fox went on, bowing low.',
    '« Et quels yeux brillants, quel bec magnifique ! » continua le renard en faisant une grande révérence.',
    OAK,
  ),
  r(
    '“If your song is as lovely as your feathers, you must be the king of all the birds in the forest!”',
    '« Si votre chant ressemble à votre plumage, vous êtes le roi de tous les oiseaux de la forêt ! »',
    OAK,
  ),
];

/** The crow puffs up, prouder and prouder, and longs to show his voice. */
export const CROW_PROUD: PlacedL[] = [
  r(
    'The crow puffed out his chest. Nobody had ever called him handsome before!',
    'Le corbeau gonfla sa poitrine. Personne ne l’avait jamais trouvé si beau !',
    OAK,
  ),
  r(
    'He fluffed his feathers and stood up very tall on his branch.',
    'Il ébouriffa ses plumes et se tint bien droit sur sa branche.',
    OAK,
  ),
  r(
    '“Just one little song, please,” begged the fox, his paws together. “Only the king of the birds can sing like that.”',
    '« Rien qu’une petite chanson, s’il vous plaît, supplia le renard, les pattes jointes. Seul le roi des oiseaux sait chanter ainsi. »',
    OAK,
  ),
  r(
    'The crow forgot all about the cheese. All he could think of was his beautiful voice.',
    'Le corbeau en oublia son fromage. Il ne pensait plus qu’à sa belle voix.',
    OAK,
  ),
];

/** The beak opens to sing, the cheese falls into the fox's paws. */
export const CROW_TURNS: PlacedL[] = [
  step(
    'To show off his lovely voice, the crow opened his beak wide: “CAW, CAW!” Down fell the cheese, tumbling through the leaves, right into the fox’s paws.',
    'Pour montrer sa belle voix, le corbeau ouvrit un large bec : « CROA, CROA ! » Et le fromage tomba, à travers les feuilles, tout droit dans les pattes du renard.',
  ),
];

export const CROW_ENDINGS: PlacedL[] = [
  step(
    '“My dear sir,” said the fox with a smile, “learn that every flatterer lives at the expense of the one who listens to him. That lesson is surely worth a cheese!” The crow felt a little silly, but he was wiser now: from that day on, he never let sweet words trick him again. The end.',
    '« Mon bon monsieur, dit le renard en souriant, apprenez que tout flatteur vit aux dépens de celui qui l’écoute. Cette leçon vaut bien un fromage, sans doute. » Le corbeau se sentit un peu bête, mais il était plus sage à présent : on ne l’y prendrait plus. Fin.',
  ),
];
