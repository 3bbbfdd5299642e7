import type { Plant } from '../idea/read-goal-grow';
import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * Each plant the growing arc grows (text/goal-grow.ts): its words for the slots, how it is drawn as it
 * grows (the icon of each stage), its own sign of growing, its own turn and what is shared at the end.
 * French: the foods a hero loves (carrots, pumpkins, tomatoes, strawberries) are all feminine, as the
 * lines of the empty basket say (« plus une seule », « les miennes »).
 */
export type PlantWords = {
  en: Record<string, string>;
  fr: Record<string, string>;
  /** Drawn late in the middle, once the plant shows what it is (the little green pumpkin). */
  late: { icon: string; scale: number };
  /** Drawn at the turn, at this many times the hero's height (StoryHints.scales). */
  grown: { icon: string; scale: number };
  /** Drawn beside the shared dish on the last page. */
  shared: string;
  /** The plant's own sign of growing, told late in the middle. */
  sign: PlacedL;
  turn: PlacedL;
};

const b = step;
const patch = (en: string, fr: string): PlacedL => ({ ...b(en, fr, /vegetable/), leads: true });

export const PLANTS: Record<Plant, PlantWords> = {
  carrot: {
    en: {
      plant: 'carrot',
      plants: 'carrots',
      giant: 'an enormous carrot',
      thePlant: 'the carrot',
      prize: 'the biggest carrot',
      biggest: 'the biggest carrot of all',
      shared: 'a big pot of carrot soup',
    },
    fr: {
      plant: 'carotte',
      plants: 'carottes',
      giant: 'une carotte énorme',
      thePlant: 'la carotte',
      prize: 'la plus grosse carotte',
      biggest: 'la plus grosse carotte de toutes',
      shared: 'une grande marmite de soupe à la carotte',
    },
    late: { icon: 'herb', scale: 0.9 },
    grown: { icon: 'carrot', scale: 1.5 },
    shared: 'pot-of-food',
    sign: patch(
      '{atPlace}, the carrot’s feathery green top grew so thick that {name} could hide behind it!',
      '{atPlace}, le plumet vert de la carotte devint si touffu que {name} pouvait se cacher derrière !',
    ),
    turn: patch(
      '{atPlace}, {name} took hold of the leafy top and pulled… and pulled… and PULLED! Pop! Out came an enormous carrot, as big as {name}!',
      '{atPlace}, {name} attrapa les fanes et tira… tira… et TIRA ! Pop ! Une carotte énorme sortit de la terre, aussi grande que {name} !',
    ),
  },
  pumpkin: {
    en: {
      plant: 'pumpkin',
      plants: 'pumpkins',
      giant: 'a giant pumpkin',
      thePlant: 'the pumpkin',
      prize: 'the biggest pumpkin',
      biggest: 'the biggest pumpkin of all',
      shared: 'a big pot of pumpkin soup',
    },
    fr: {
      plant: 'citrouille',
      plants: 'citrouilles',
      giant: 'une citrouille géante',
      thePlant: 'la citrouille',
      prize: 'la plus grosse citrouille',
      biggest: 'la plus grosse citrouille de toutes',
      shared: 'une grande marmite de soupe à la citrouille',
    },
    late: { icon: 'pumpkin', scale: 0.5 },
    grown: { icon: 'pumpkin', scale: 1.4 },
    shared: 'pot-of-food',
    sign: patch(
      '{atPlace}, under the big leaves, a little green pumpkin appeared. Every day it grew rounder and more orange.',
      '{atPlace}, sous les grandes feuilles, une petite citrouille verte apparut. Chaque jour, elle devenait plus ronde et plus orange.',
    ),
    turn: patch(
      '{atPlace}, {name} lifted the big leaves… and gasped. There sat a giant pumpkin, round and orange, bigger than a wheelbarrow!',
      '{atPlace}, {name} souleva les grandes feuilles… et resta bouche bée. Là se trouvait une citrouille géante, ronde et orange, plus grosse qu’une brouette !',
    ),
  },
  sunflower: {
    en: {
      plant: 'sunflower',
      plants: 'sunflowers',
      giant: 'a sunflower taller than the house',
      thePlant: 'the sunflower',
      prize: 'the tallest sunflower',
      biggest: 'the tallest sunflower of all',
      shared: 'little bags of sunflower seeds for everyone to plant',
    },
    fr: {
      plant: 'tournesol',
      plants: 'tournesols',
      giant: 'un tournesol plus grand que la maison',
      thePlant: 'le tournesol',
      prize: 'le plus grand tournesol',
      biggest: 'le plus grand tournesol de tous',
      shared: 'des petits sachets de graines de tournesol, pour que chacun en plante',
    },
    // Still a tall green stem with a bud (its flower opens at the turn), taller than the hero.
    late: { icon: 'herb', scale: 1.4 },
    grown: { icon: 'sunflower', scale: 2.6 },
    shared: 'sunflower',
    sign: patch(
      '{atPlace}, the plant was taller than {name} now, with a fat green bud right at the top.',
      '{atPlace}, la plante était plus grande que {name} maintenant, avec un gros bouton vert tout en haut.',
    ),
    turn: patch(
      '{atPlace}, the bud opened into a big yellow flower, high, high above the garden. It was a sunflower, taller than the house!',
      '{atPlace}, le bouton s’ouvrit en une grande fleur jaune, tout là-haut au-dessus du jardin. C’était un tournesol, plus grand que la maison !',
    ),
  },
  tomato: {
    en: {
      plant: 'tomato',
      plants: 'tomatoes',
      giant: 'a giant red tomato',
      thePlant: 'the tomato',
      prize: 'the biggest tomato',
      biggest: 'the biggest tomato of all',
      shared: 'a big bowl of tomato salad',
    },
    fr: {
      plant: 'tomate',
      plants: 'tomates',
      giant: 'une tomate rouge géante',
      thePlant: 'la tomate',
      prize: 'la plus grosse tomate',
      biggest: 'la plus grosse tomate de toutes',
      shared: 'un grand saladier de salade de tomates',
    },
    late: { icon: 'tomato', scale: 0.35 },
    grown: { icon: 'tomato', scale: 1.1 },
    shared: 'tomato',
    sign: patch(
      '{atPlace}, little yellow flowers opened, and then tiny green tomatoes hung from the stems.',
      '{atPlace}, de petites fleurs jaunes s’ouvrirent, puis de toutes petites tomates vertes pendirent aux tiges.',
    ),
    turn: patch(
      '{atPlace}, {name} parted the leaves… and there hung the biggest, reddest tomato anyone had ever seen, as big as a ball!',
      '{atPlace}, {name} écarta les feuilles… et là pendait la tomate la plus grosse et la plus rouge qu’on ait jamais vue, grosse comme un ballon !',
    ),
  },
  strawberry: {
    en: {
      plant: 'strawberry',
      plants: 'strawberries',
      giant: 'a giant strawberry',
      thePlant: 'the strawberry',
      prize: 'the biggest strawberry',
      biggest: 'the biggest strawberry of all',
      shared: 'a big bowl of strawberries and cream',
    },
    fr: {
      plant: 'fraise',
      plants: 'fraises',
      giant: 'une fraise géante',
      thePlant: 'la fraise',
      prize: 'la plus grosse fraise',
      biggest: 'la plus grosse fraise de toutes',
      shared: 'un grand bol de fraises à la crème',
    },
    late: { icon: 'strawberry', scale: 0.3 },
    grown: { icon: 'strawberry', scale: 0.9 },
    shared: 'strawberry',
    sign: patch(
      '{atPlace}, little white flowers opened, and then tiny green strawberries peeked out under the leaves.',
      '{atPlace}, de petites fleurs blanches s’ouvrirent, puis de toutes petites fraises vertes pointèrent sous les feuilles.',
    ),
    turn: patch(
      '{atPlace}, {name} lifted a leaf… and there it was: a strawberry as big as a teapot, red and sweet and shining!',
      '{atPlace}, {name} souleva une feuille… et la voilà : une fraise grosse comme une théière, rouge, sucrée et brillante !',
    ),
  },
};
