import type { PlacedL } from './story-place-fit';

/**
 * A skill only wished for ("A dog who wants to fly", « Un petit chien qui rêve de voler ») has nobody
 * around who does it: no "others" to watch, no big kids doing it easily, no wise grandmother to copy
 * flying (issue 14: "watched how the others did it" with no others in the book). Those lines are
 * swapped one for one, so the pools keep their size and every other book its shuffle.
 */
const b = (en: string, fr: string): PlacedL => ({ en, fr });
const SWAPS: [RegExp, PlacedL][] = [
  [
    /how the others did it/,
    b(
      '{atPlace}, {name} studied a big book all about it, page by page.',
      '{atPlace}, {name} étudia un gros livre qui expliquait tout, page par page.',
    ),
  ],
  [
    /some big kids did it/,
    b(
      '{atPlace}, it all seemed far too hard. “Maybe it’s just not for me,” {name} sighed.',
      '{atPlace}, tout semblait bien trop difficile. « Ce n’est peut-être pas pour moi », soupira {name}.',
    ),
  ],
  [
    /watched \{other\} and copied/,
    b(
      '{atPlace}, {other} told {name} to start small, a little at a time.',
      '{atPlace}, {other} conseilla à {name} de commencer petit, un peu à la fois.',
    ),
  ],
];

/** The pool for a lone learner: the lines about others doing it, swapped one for one. */
export const alone = (pool: PlacedL[]): PlacedL[] =>
  pool.map((t) => SWAPS.find(([re]) => re.test(t.en))?.[1] ?? t);
