import type { Language } from '@bookloom/core';
import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * What is baked when it is not a cake (text/goal-task-home.ts): "Grandma and Lily bake cookies" found
 * "the perfect cake", took a cake out of the oven and ate "a big slice". The cake's own templates stay
 * as they were; these stand in for its five cake lines, one for one, so the draws do not move.
 */
type Said = {
  the: string;
  a: string;
  perfect: string;
  out: string;
  topping: string;
  ready: string;
  best: string;
};
export type Baked = { icon: string; plural: boolean; en: Said; fr: Said & { f: boolean } };

const BAKED: [RegExp, Baked][] = [
  [
    /\b(cookies?|biscuits?)\b/i,
    {
      icon: 'cookie',
      plural: true,
      en: {
        the: 'the cookies',
        a: 'cookies',
        perfect: 'the perfect cookie recipe',
        out: 'golden and crisp',
        topping: 'icing and sprinkles',
        ready: 'crisp and sprinkled with sugar',
        best: 'cookies',
      },
      fr: {
        f: false,
        the: 'les biscuits',
        a: 'des biscuits',
        perfect: 'la recette parfaite des biscuits',
        out: 'dorés et croustillants',
        topping: 'de glaçage et de vermicelles',
        ready: 'croustillants et saupoudrés de sucre',
        best: 'Les meilleurs biscuits',
      },
    },
  ],
  [
    /\b(pancakes?|crêpes?)\b/i,
    {
      icon: 'pancakes',
      plural: true,
      en: {
        the: 'the pancakes',
        a: 'pancakes',
        perfect: 'the perfect pancake recipe',
        out: 'golden and warm',
        topping: 'jam and chocolate',
        ready: 'stacked high and still warm',
        best: 'pancakes',
      },
      fr: {
        f: true,
        the: 'les crêpes',
        a: 'des crêpes',
        perfect: 'la recette parfaite des crêpes',
        out: 'dorées et toutes chaudes',
        topping: 'de confiture et de chocolat',
        ready: 'empilées bien haut et encore chaudes',
        best: 'Les meilleures crêpes',
      },
    },
  ],
  [
    /\b(bread|pain)\b/i,
    {
      icon: 'bread',
      plural: false,
      en: {
        the: 'the bread',
        a: 'bread',
        perfect: 'the perfect bread recipe',
        out: 'golden and crusty',
        topping: 'a sprinkle of seeds',
        ready: 'crusty and still warm',
        best: 'bread',
      },
      fr: {
        f: false,
        the: 'le pain',
        a: 'du pain',
        perfect: 'la recette parfaite du pain',
        out: 'doré et croustillant',
        topping: 'de petites graines',
        ready: 'croustillant et encore chaud',
        best: 'Le meilleur pain',
      },
    },
  ],
  [
    /\b(pies?|tarts?|tartes?)\b/i,
    {
      icon: 'pie',
      plural: false,
      en: {
        the: 'the pie',
        a: 'a pie',
        perfect: 'the perfect pie',
        out: 'bubbling and golden',
        topping: 'a lattice of pastry',
        ready: 'golden and bubbling',
        best: 'pie',
      },
      fr: {
        f: true,
        the: 'la tarte',
        a: 'une tarte',
        perfect: 'la tarte parfaite',
        out: 'dorée et toute bouillonnante',
        topping: 'd’un croisillon de pâte',
        ready: 'dorée et encore tiède',
        best: 'La meilleure tarte',
      },
    },
  ],
  [
    /\b(muffins?|cupcakes?)\b/i,
    {
      icon: 'cupcake',
      plural: true,
      en: {
        the: 'the cupcakes',
        a: 'cupcakes',
        perfect: 'the perfect cupcake recipe',
        out: 'round and puffy',
        topping: 'icing and a cherry each',
        ready: 'iced and topped with cherries',
        best: 'cupcakes',
      },
      fr: {
        f: false,
        the: 'les petits gâteaux',
        a: 'des petits gâteaux',
        perfect: 'la recette parfaite des petits gâteaux',
        out: 'ronds et bien gonflés',
        topping: 'de glaçage et d’une cerise chacun',
        ready: 'glacés et décorés de cerises',
        best: 'Les meilleurs petits gâteaux',
      },
    },
  ],
];

/** What the task bakes, when it is not a cake. */
export const bakedIn = (task: string): Baked | undefined => BAKED.find(([re]) => re.test(task))?.[1];

const b = step;
export const BAKED_RECIPE = b(
  '{atPlace}, {Who} opened the big recipe book and found {perfect}: eggs, flour, sugar and butter.',
  '{atPlace}, {Who} {ouvrit|ouvrirent} le grand livre de recettes et {trouva|trouvèrent} {perfect} : des œufs, de la farine, du sucre et du beurre.',
  /table/,
);
export const BAKED_FINISH: PlacedL[] = [
  // Pancakes come out of the pan, the rest out of the oven (bakedSlots).
  b('{ovenLine}', '{ovenLine}', /oven/),
  b(
    '{atPlace}, {Who} decorated {theBaked} with {topping}.',
    '{atPlace}, {Who} {décora|décorèrent} {theBaked} {topping}.',
    /table/,
  ),
];
export const BAKED_TURNS: PlacedL[] = [
  b(
    'At last, {theBaked} {wasReady}, {readyLook}! {Who} had managed to {taskAgain}!',
    'Enfin, {theBaked} {wasReady}, {readyLook} ! {Who} {avait|avaient} réussi à {taskAgain} !',
  ),
];
export const BAKED_ENDINGS: PlacedL[] = [
  b(
    'That evening, everyone had a taste. “The best {best} ever!” they all said. {name} had learned that {lesson}. The end.',
    'Ce soir-là, chacun y goûta. « {best} du monde ! » dirent-ils tous. {name} avait appris que {lesson}. Fin.',
  ),
];

/** The slots of the baked thing's lines, in the book's language; `helper` takes it out of the oven. */
export function bakedSlots(x: Baked, lang: Language, helper: string): Record<string, string> {
  const s = x[lang];
  const pan = x.icon === 'pancakes';
  const ovenLine =
    lang === 'en'
      ? pan
        ? `${helper} flipped the first pancake high in the air… and caught it in the pan! What a smell!`
        : `${helper} opened the oven door: out came ${s.the}, ${s.out}. What a smell!`
      : pan
        ? `${helper} fit sauter la première crêpe bien haut… et la rattrapa dans la poêle ! Quelle bonne odeur !`
        : `${helper} ouvrit la porte du four : voilà ${s.the}, ${s.out}. Quelle bonne odeur !`;
  const ready =
    lang === 'en'
      ? `${x.plural ? 'were' : 'was'} ready`
      : `${x.plural ? 'étaient' : 'était'} ${x.fr.f ? 'prête' : 'prêt'}${x.plural ? 's' : ''}`;
  return {
    ovenLine,
    perfect: s.perfect,
    theBaked: s.the,
    outLook: s.out,
    topping: s.topping,
    wasReady: ready,
    readyLook: s.ready,
    best: s.best,
  };
}
