import type { PlacedL } from './story-place-fit';
import { step } from './task-step';
import type { L } from './theme-types';

/**
 * A little owl (a squirrel, a bird) afraid of the dark, told in its own forest at night (goal-dark-wild.ts):
 * the night's noises that turn out to be friends (a hedgehog in the leaves, the wind, a frog), the
 * shadows that are only branches and the moon lighting the way, {parent}'s hug in the hollow, out into
 * the night, and the sky full of stars at the turn. Before this it "counted slowly to five in the
 * garden" and "sang a brave little song at the library", by day. French avoids words that agree with the hero.
 */
export const DARK_WILD_PROBLEMS: PlacedL[] = [
  step(
    'Every night, when the moon rose over the forest, the animals of the night came out to play. But {name} stayed deep in the hollow of the old oak, eyes shut tight. {name} was afraid of the dark.',
    'Chaque nuit, quand la lune se levait sur la forêt, les animaux de la nuit sortaient jouer. Mais {name} restait tout au fond du creux du vieux chêne, les yeux bien fermés. {name} avait peur du noir.',
  ),
];

/** The night's noises, each a friend at last (the search slot). */
export const DARK_WILD_NOISES: PlacedL[] = [
  step(
    '{atPlace}, something went rustle, rustle in the leaves below. {name} held very still… But it was only a little hedgehog, snuffling about for a snack. “Hello there!” said the hedgehog.',
    '{atPlace}, quelque chose fit frrt, frrt dans les feuilles, tout en bas. {name} ne bougea plus… Mais ce n’était qu’un petit hérisson qui fouinait partout pour trouver un petit goûter. « Coucou ! » dit le hérisson.',
    /hollow/,
  ),
  step(
    '{atPlace}, a long, low “Whoooo” swept through the branches. {name} shivered. “That is only the wind,” said {parent} softly, “singing in the leaves.”',
    '{atPlace}, un long « Houuuu » passa dans les branches. {name} frissonna. « Ce n’est que le vent, dit doucement {parent}, qui chante dans les feuilles. »',
    /leaves/,
  ),
  step(
    '{atPlace}, a big voice boomed out of the dark: “Croak! Croak!” {name} peeked out… It was only a frog on a stone, singing to the moon.',
    '{atPlace}, une grosse voix sortit du noir : « Croâ ! Croâ ! » {name} jeta un coup d’œil… Ce n’était qu’une grenouille sur une pierre, qui chantait pour la lune.',
    /stream/,
  ),
  step(
    '{atPlace}, two little eyes shone in the grass. {name} gasped… and a tiny mouse waved a paw. “Lovely night, isn’t it?”',
    '{atPlace}, deux petits yeux brillaient dans l’herbe. {name} retint son souffle… et une toute petite souris agita la patte. « Belle nuit, n’est-ce pas ? »',
    /mossy path/,
  ),
];

/** The shadows that are only branches, and the lights of the night (the clue slot). */
export const DARK_WILD_LIGHTS: PlacedL[] = [
  step(
    '{atPlace}, long dark shapes reached out like big grabbing hands. {name} looked again, very carefully: they were only the shadows of the branches, swaying in the moonlight.',
    '{atPlace}, de longues formes sombres s’étiraient comme de grandes mains. {name} regarda encore, très attentivement : ce n’étaient que les ombres des branches, qui se balançaient au clair de lune.',
    /nest/,
  ),
  step(
    '{atPlace}, the moon slid out from behind a cloud, and everything shone silver. {name} could see the whole way now: the moon was lighting it, just like a lamp.',
    '{atPlace}, la lune sortit de derrière un nuage, et tout se mit à briller d’argent. {name} voyait tout le chemin, maintenant : la lune l’éclairait, comme une lampe.',
    /mossy path/,
  ),
  step(
    '{atPlace}, the water sparkled with little bits of moon. {name} dipped a toe and laughed: the dark was full of shiny things.',
    '{atPlace}, l’eau scintillait de petits morceaux de lune. {name} y trempa le bout d’une patte et rit : le noir était plein de choses qui brillent.',
    /stream/,
  ),
  step(
    '{atPlace}, a bat swooped by and flipped upside down. “The night is the best time to play,” she squeaked. “Come and see!”',
    '{atPlace}, une chauve-souris passa en piqué et se pendit la tête en bas. « La nuit, c’est le meilleur moment pour jouer, couina-t-elle. Viens voir ! »',
    /branch/,
  ),
];

/** {parent}'s hug and words in the hollow (the pause slot). */
export const DARK_WILD_HUGS: PlacedL[] = [
  step(
    '{atPlace}, {parent} wrapped {name} in a warm, soft hug. “The dark is only the day having a rest,” {parent} whispered. “And it is full of friends.”',
    '{atPlace}, {parent} serra {name} dans un câlin tout chaud et tout doux. « Le noir, c’est juste le jour qui se repose, chuchota {parent}. Et il est plein d’amis. »',
    /hollow/,
  ),
  step(
    '{atPlace}, {name} asked {parent}, “Were you ever afraid of the dark?” “Oh yes,” said {parent}, “until I learned to listen to it.”',
    '{atPlace}, {name} demanda à {parent} : « Tu as déjà eu peur du noir ? » « Oh oui, répondit {parent}, jusqu’au jour où j’ai appris à l’écouter. »',
    /nest/,
  ),
  step(
    '{atPlace}, {name} closed both eyes and listened: the hedgehog snuffling, the wind humming, the frog croaking. The night sounded like a lullaby.',
    '{atPlace}, {name} ferma les yeux et écouta : le hérisson qui reniflait, le vent qui fredonnait, la grenouille qui chantait. La nuit ressemblait à une berceuse.',
    /leaves/,
  ),
];

export const DARK_WILD_TURNS: PlacedL[] = [
  step(
    '{atPlace}, {name} climbed right to the top and looked up. The sky was full of stars, hundreds and hundreds of them, twinkling just for {name}. The dark was not empty at all: it was full of lovely things!',
    '{atPlace}, {name} grimpa tout en haut et leva les yeux. Le ciel était plein d’étoiles, des centaines et des centaines, qui scintillaient rien que pour {name}. Le noir n’était pas vide du tout : il était plein de merveilles !',
  ),
];

export const DARK_WILD_ENDINGS: PlacedL[] = [
  step(
    'Back in the hollow of the old oak, {name} snuggled up under the stars. “Goodnight, dark,” {name} whispered. “Goodnight, friends.” {name} had learned that {lesson}. The end.',
    'De retour dans le creux du vieux chêne, {name} se blottit sous les étoiles. « Bonne nuit, le noir, chuchota {name}. Bonne nuit, les amis. » {name} avait appris que {lesson}. Fin.',
  ),
];

export const DARK_WILD_LESSON: L = {
  en: 'the dark is full of friends and stars',
  fr: 'le noir est plein d’amis et d’étoiles',
};
