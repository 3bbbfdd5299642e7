import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * The ant and the grasshopper retold for children (goal-fable-ant.ts), « La cigale et la fourmi » in
 * La Fontaine's names, in the fable's order: summer in the meadow, the ant carrying grain after grain
 * while the grasshopper fiddles and laughs at her; the days getting shorter and the leaves falling;
 * winter snow and the hungry grasshopper; at the turn the knock at the ant's door; the kind modern
 * ending (she shares, he plays for everyone and learns to prepare) and its lesson. Each part's first
 * lines tell its heart, so a short book keeps the whole fable.
 */
const r = (en: string, fr: string, at: RegExp): PlacedL => ({ ...step(en, fr, at), leads: true });
const MEADOW = /summer meadow/;
const NEST = /ant’s nest/;
const SNOW = /snowy meadow/;

export const ANT_OPENINGS: PlacedL[] = [
  step(
    'Once upon a time, in a sunny summer meadow, there lived a busy ant, {name}, and a green grasshopper who loved to sing.',
    'Il était une fois, dans un pré tout ensoleillé, une fourmi bien travailleuse, {name}, et une cigale verte qui adorait chanter.',
  ),
];

export const ANT_PROBLEMS: PlacedL[] = [
  step(
    '{name} knew that summer does not last forever. “When winter comes, there will be nothing to eat,” she said, “so I must get ready now.”',
    '{name} savait que l’été ne dure pas toujours. « Quand l’hiver viendra, il n’y aura plus rien à manger, dit-elle. Il faut me préparer dès maintenant. »',
  ),
];

/** Summer work: grain after grain carried to the nest. */
export const ANT_SUMMER: PlacedL[] = [
  r(
    'Every morning, {name} carried a grain of wheat on her back, all the way across the summer meadow to her nest.',
    'Chaque matin, {name} portait un grain de blé sur son dos, à travers tout le pré, jusqu’à sa fourmilière.',
    MEADOW,
  ),
  r(
    'Grain after grain, {name} filled her little store under the ground. Her legs were tired, but she did not stop.',
    'Grain après grain, {name} remplissait son petit grenier sous la terre. Ses pattes étaient fatiguées, mais elle ne s’arrêtait pas.',
    NEST,
  ),
  r(
    'The sun was hot. {name} wiped her brow and went back for one more seed.',
    'Le soleil tapait fort. {name} s’essuya le front et retourna prendre encore une graine.',
    MEADOW,
  ),
  r(
    'By the door of the ant’s nest, the pile of grain grew a little bigger every day.',
    'Devant la porte de la fourmilière, le tas de grains grossissait un peu chaque jour.',
    NEST,
  ),
  r(
    'Up and down the hot path went {name}, a crumb of bread in her jaws, then a seed, then another.',
    'Sur le chemin brûlant, {name} allait et venait, une miette de pain entre ses mandibules, puis une graine, puis une autre.',
    MEADOW,
  ),
];

/** The grasshopper fiddles in the grass and laughs at the busy ant. */
export const ANT_SONG: PlacedL[] = [
  r(
    'In the tall grass, the grasshopper played his fiddle all day long. “Tra-la-la! Summer is for singing!”',
    'Dans les hautes herbes, la cigale chantait tout le jour en jouant du violon. « Tra-la-la ! L’été, c’est fait pour chanter ! »',
    MEADOW,
  ),
  r(
    'The grasshopper laughed at {name}. “Why work on such a lovely day? Come and dance with me!”',
    'La cigale se moqua de {name} : « Pourquoi travailler par un si beau jour ? Viens donc danser avec moi ! »',
    MEADOW,
  ),
  r(
    '“I am getting ready for winter,” said {name}. “You should do the same.” But the grasshopper only laughed louder.',
    '« Je me prépare pour l’hiver, répondit {name}. Tu devrais en faire autant. » Mais la cigale rit encore plus fort.',
    NEST,
  ),
  r(
    '“Winter is far away!” sang the grasshopper, and he lay back in the sun with his fiddle on his tummy.',
    '« L’hiver est bien loin ! » chanta la cigale, et elle s’allongea au soleil, son violon sur le ventre.',
    MEADOW,
  ),
  r(
    'While the grasshopper napped in the shade, {name} carried two more grains home.',
    'Pendant que la cigale faisait la sieste à l’ombre, {name} rapporta encore deux grains chez elle.',
    NEST,
  ),
];

/** Autumn: the days grow shorter, the leaves fall, the store is full. */
export const ANT_AUTUMN: PlacedL[] = [
  r(
    'Little by little, the days grew shorter. The leaves turned red and gold and came twirling down.',
    'Peu à peu, les jours raccourcirent. Les feuilles devinrent rouges et dorées, et tombèrent en tourbillonnant.',
    MEADOW,
  ),
  r(
    'A chilly wind blew over the meadow. {name} pulled a big leaf over the door of her nest to keep the cold out.',
    'Un vent frais souffla sur le pré. {name} tira une grande feuille devant la porte de sa fourmilière pour garder le froid dehors.',
    NEST,
  ),
  r(
    'The grasshopper still played his fiddle, but his song was slower now, and he shivered a little.',
    'La cigale jouait encore du violon, mais sa chanson se faisait plus lente, et elle frissonnait un peu.',
    MEADOW,
  ),
  r(
    'Deep down in the ant’s nest, the store was full at last: enough grain for the whole winter.',
    'Tout au fond de la fourmilière, le grenier était enfin plein : assez de grain pour tout l’hiver.',
    NEST,
  ),
];

/** Winter: snow over everything, the grasshopper cold and hungry. */
export const ANT_WINTER: PlacedL[] = [
  r(
    'Then winter came. Soft white snow covered the whole meadow, and every flower was gone.',
    'Puis l’hiver arriva. Une neige blanche et douce recouvrit tout le pré, et il n’y avait plus une seule fleur.',
    SNOW,
  ),
  r(
    'The grasshopper had put nothing away for the cold days. His tummy rumbled, and his fiddle was too cold to play.',
    'La cigale n’avait rien mis de côté pour les jours froids. Son ventre gargouillait, et son violon était trop froid pour jouer.',
    SNOW,
  ),
  r(
    '“Not one little fly, not one little worm,” sighed the grasshopper, his feet sinking in the snow.',
    '« Pas un seul petit morceau de mouche ou de vermisseau », soupira la cigale, les pattes enfoncées dans la neige.',
    SNOW,
  ),
  r(
    'Shivering and hungry, the grasshopper hopped slowly across the snowy meadow toward the ant’s nest.',
    'Grelottante et affamée, la cigale traversa à petits sauts le pré enneigé jusqu’à la fourmilière.',
    SNOW,
  ),
];

/** The knock at the ant's door; her question (La Fontaine's), and the door opened after all. */
export const ANT_TURNS: PlacedL[] = [
  step(
    'Knock, knock! The cold grasshopper stood at the ant’s door. “Please, {name}, may I have a few grains? I am so hungry.” “What did you do all summer?” asked {name}. “I sang,” said the grasshopper. “You sang? Well then, now you can dance!” she said… but then she saw him shiver, and she opened her door wide.',
    'Toc, toc ! La cigale, toute gelée, frappa à la porte de la fourmi : « {name}, prête-moi quelques grains, j’ai si faim. » « Que faisiez-vous au temps chaud ? » demanda {name}. « Nuit et jour, je chantais », répondit la cigale. « Vous chantiez ? J’en suis fort aise. Eh bien, dansez maintenant ! » Mais en la voyant trembler, la fourmi ouvrit grand sa porte.',
  ),
];

export const ANT_ENDINGS: PlacedL[] = [
  step(
    'Inside the warm nest, {name} shared her grain with the grasshopper. To say thank you, he played his fiddle for all the ants, and everyone danced the long winter away. When summer came again, the grasshopper still sang, but he carried seeds too. Work while the sun shines, and share when the cold days come. The end.',
    'Dans la fourmilière bien chaude, {name} partagea son grain avec la cigale. Pour dire merci, la cigale joua du violon pour toutes les fourmis, et tout le monde dansa jusqu’au printemps. L’été suivant, la cigale chantait toujours, mais elle rangeait aussi des graines. Il faut préparer l’hiver quand le soleil brille, et partager quand viennent les jours froids. Fin.',
  ),
];
