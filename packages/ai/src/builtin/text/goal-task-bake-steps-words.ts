import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * Crêpes and bread, step by step (goal-task-bake-steps.ts). Before, both took the cake's steps: the
 * crêpes' recipe listed sugar and butter and Papi "turned on the oven" before flipping them; the bread
 * had eggs and sugar and no kneading. {Who} and {x|y} as in goal-task-home-words.ts.
 */
const b = step;
export type BakeSteps = {
  openings: PlacedL[];
  search: PlacedL[];
  obstacle: PlacedL[];
  clue: PlacedL[];
  pause: PlacedL[];
};

export const PANCAKE_STEPS: BakeSteps = {
  openings: [
    b(
      'Meet {name}, {aKind} who loved pancake days, when the whole kitchen smelled of warm butter.{withFriend}',
      'Voici {name}, {aKind} qui adorait les jours de crêpes, quand toute la cuisine sentait le beurre chaud.{withFriend}',
    ),
  ],
  search: [
    b(
      '{atPlace}, {Who} lined up everything the batter needs: a bag of flour, three eggs and a big jug of milk.',
      '{atPlace}, {Who} {sortit|sortirent} tout ce qu’il faut pour la pâte : un paquet de farine, trois œufs et un grand pot de lait.',
      /cupboard/,
    ),
    b(
      '{atPlace}, {Who} tipped the flour into the bowl, made a little well in the middle and cracked the eggs into it: one, two, three.',
      '{atPlace}, {Who} {versa|versèrent} la farine dans le saladier, {creusa|creusèrent} un petit puits au milieu et y {cassa|cassèrent} les œufs : un, deux, trois.',
      /bowl/,
    ),
  ],
  obstacle: [
    b(
      'Whisk, whisk, whisk! {atPlace}, {Who} poured in the milk little by little and whisked so fast that a drop of batter landed on the tip of a nose. At last the batter was smooth, with not a single lump.',
      'Et je fouette, et je fouette ! {atPlace}, {Who} {versa|versèrent} le lait petit à petit et {fouetta|fouettèrent} si vite qu’une goutte de pâte atterrit sur le bout d’un nez. Enfin, la pâte fut bien lisse, sans un seul grumeau.',
      /bowl/,
    ),
    b(
      '“Now the batter must rest,” said {Helper}. {atPlace}, {Who} covered the bowl with a cloth and waited, and waited. It was very hard not to peek!',
      '« Maintenant, la pâte doit se reposer », dit {Helper}. {atPlace}, {Who} {couvrit|couvrirent} le saladier d’un torchon et {attendit|attendirent}, encore et encore. Qu’il était dur de ne pas soulever le torchon !',
      /table/,
    ),
  ],
  clue: [
    b(
      '{atPlace}, {Helper} set the pan on the stove and melted a little butter in it, sizzle, sizzle. “Grown-ups do the hot part!”',
      '{atPlace}, {Helper} posa la poêle sur le feu et y fit fondre un petit morceau de beurre, grésille, grésille. « Le chaud, c’est pour les grands ! »',
      /stove/,
    ),
    b(
      '{atPlace}, {name} poured a ladle of batter, and {Helper} tipped the pan this way and that, round and round, until the pancake was thin and as round as a plate.',
      '{atPlace}, {name} versa une louche de pâte, et {Helper} pencha la poêle par-ci, par-là, jusqu’à ce que la crêpe soit toute fine et ronde comme une assiette.',
      /stove/,
    ),
  ],
  pause: [
    b(
      '“Hop!” {Helper} flipped the first pancake high in the air… and caught it in the pan! Then {name} had a go, with a hand on the handle too: up it flew… and stuck to the ceiling! Everyone laughed and laughed.',
      '« Hop ! » {Helper} fit sauter la première crêpe bien haut… et la rattrapa dans la poêle ! Puis {name} essaya à son tour, une main sur le manche : la crêpe s’envola… et resta collée au plafond ! Tout le monde riait aux éclats.',
      /stove/,
    ),
    b(
      '{atPlace}, {Who} piled the pancakes into a tall, wobbly stack and spread them with jam and a sprinkle of sugar.',
      '{atPlace}, {Who} {empila|empilèrent} les crêpes en une grande pile toute branlante et les {tartina|tartinèrent} de confiture, avec une pincée de sucre.',
      /table/,
    ),
  ],
};

export const BREAD_STEPS: BakeSteps = {
  openings: [
    b(
      'Meet {name}, {aKind} who loved the smell of warm bread drifting through the kitchen.{withFriend}',
      'Voici {name}, {aKind} qui adorait l’odeur du pain chaud dans toute la cuisine.{withFriend}',
    ),
  ],
  search: [
    b(
      '{atPlace}, {Who} set out what bread needs, and nothing more: flour, warm water, a little yeast and a pinch of salt.',
      '{atPlace}, {Who} {prépara|préparèrent} ce qu’il faut pour le pain, et rien de plus : de la farine, de l’eau tiède, un peu de levure et une pincée de sel.',
      /cupboard/,
    ),
    b(
      '{atPlace}, {Who} stirred the water and the yeast into the flour, and it all turned into a sticky, lumpy dough.',
      '{atPlace}, {Who} {mélangea|mélangèrent} l’eau et la levure à la farine, et tout devint une pâte collante pleine de grumeaux.',
      /bowl/,
    ),
  ],
  obstacle: [
    b(
      'Squelch! {atPlace}, the dough stuck to every finger, and {name} held up two gloves of dough. “Help, monster hands!”',
      'Scrouitch ! {atPlace}, la pâte collait à tous les doigts, et {name} brandit deux moufles de pâte. « Au secours, des mains de monstre ! »',
      /bowl/,
    ),
    b(
      '{atPlace}, {Who} kneaded the dough: push it away, fold it back, turn it round and push again, until it was soft and springy.',
      '{atPlace}, {Who} {pétrit|pétrirent} la pâte : on la pousse, on la replie, on la tourne et on pousse encore, jusqu’à ce qu’elle soit douce et toute souple.',
      /table/,
    ),
  ],
  clue: [
    b(
      '{atPlace}, {Who} laid the dough in a bowl under a clean cloth, somewhere warm. “Now the yeast does its magic,” said {Helper}.',
      '{atPlace}, {Who} {posa|posèrent} la pâte dans un saladier, sous un torchon propre, bien au chaud. « Maintenant, la levure fait sa magie », dit {Helper}.',
      /bowl/,
    ),
    b(
      '{atPlace}, {Who} lifted the cloth an hour later. The dough had risen, twice as big! “It grew all by itself!”',
      '{atPlace}, {Who} {souleva|soulevèrent} le torchon une heure plus tard : la pâte avait levé, deux fois plus grosse ! « Elle a grandi toute seule ! »',
      /table/,
    ),
  ],
  pause: [
    b(
      '{atPlace}, {Who} shaped a round loaf and cut a cross on top. Then {Helper} slid it into the hot oven. “Grown-ups do the hot part!”',
      '{atPlace}, {Who} {façonna|façonnèrent} une belle boule et {entailla|entaillèrent} une croix sur le dessus. Puis {Helper} la glissa dans le four bien chaud. « Le chaud, c’est pour les grands ! »',
      /oven/,
    ),
    b(
      '{Helper} opened the oven door: out came the bread, golden and crusty. Crackle, crackle, sang the crust as it cooled. What a smell!',
      '{Helper} ouvrit la porte du four : voilà le pain, doré et croustillant. Cric, crac, chantait la croûte en refroidissant. Quelle bonne odeur !',
      /oven/,
    ),
  ],
};
