import type { WorkbookTopic } from '@bookloom/core';
import {
  alt,
  countHints,
  DIVIDED,
  DRAWN,
  type ExerciseInput,
  lines,
  type Made,
  MINUS,
  range,
  TIMES,
  word,
} from './workbook-exercise-kit';

/** The number exercises: count, add, subtract, multiply, divide, compare (the rest: workbook-exercises.ts). */
export const NUMBER_EXERCISES: Pick<
  Record<WorkbookTopic, (x: ExerciseInput) => Made>,
  'count' | 'add' | 'subtract' | 'multiply' | 'divide' | 'compare'
> = {
  count({ n, thing, name, lang, int, level }) {
    const count = int(2, level === 1 ? 10 : 20);
    return {
      answer: String(count),
      page: {
        heading: lang === 'en' ? 'Count and write' : 'Compte et écris',
        text: lines(
          lang,
          `Exercise ${n}: count the ${thing.many.en} ${name} can see and write how many: ____`,
          `Exercice ${n} : compte les ${thing.many.fr} que voit ${name} et écris le nombre : ____`,
        ),
        scene: `exactly ${count} ${thing.many.en} spread out to count, ${name} pointing`,
        alt: alt(lang, `a group of ${thing.many.en} to count.`, `un groupe de ${thing.many.fr} à compter.`),
        layout: 'image-top',
        hints: countHints(count, thing),
      },
    };
  },

  add({ n, thing, name, lang, int, level }) {
    const max = range(level);
    const a = int(1, Math.ceil(max / 2));
    const b = int(1, max - a);
    return {
      answer: `${a} + ${b} = ${a + b}`,
      page: {
        heading: lang === 'en' ? 'Add them up' : 'Additionne',
        text: lines(
          lang,
          `Exercise ${n}: ${name} has ${a} ${word(thing, 'en', a)} and finds ${b} more, so how many now? ${a} + ${b} = ____`,
          `Exercice ${n} : ${name} a ${a} ${word(thing, 'fr', a)} et en trouve ${b} de plus, combien en tout ? ${a} + ${b} = ____`,
        ),
        scene: `two groups of ${thing.many.en}: ${a} on the left and ${b} on the right`,
        alt: alt(
          lang,
          `two groups of ${thing.many.en}, ${a} and ${b}.`,
          `deux groupes de ${thing.many.fr}, ${a} et ${b}.`,
        ),
        layout: 'image-top',
        hints: { kind: 'compare', counts: [a, b], object: thing.subject, subjects: [thing.subject] },
      },
    };
  },

  subtract({ n, thing, name, lang, int, level }) {
    const a = int(level === 1 ? 3 : 8, range(level));
    const b = int(1, a - 1);
    return {
      answer: `${a} ${MINUS} ${b} = ${a - b}`,
      page: {
        heading: lang === 'en' ? 'Take away' : 'Soustrais',
        text: lines(
          lang,
          `Exercise ${n}: ${name} has ${a} ${word(thing, 'en', a)} and gives ${b} away. Cross out ${b}: how many are left? ${a} ${MINUS} ${b} = ____`,
          `Exercice ${n} : ${name} a ${a} ${word(thing, 'fr', a)} et en donne ${b}. Barre-en ${b} : combien en reste-t-il ? ${a} ${MINUS} ${b} = ____`,
        ),
        scene: `exactly ${a} ${thing.many.en} in a row, ${b} of them to cross out`,
        alt: alt(
          lang,
          `${a} ${thing.many.en} to cross out ${b} of.`,
          `${a} ${thing.many.fr}, dont ${b} à barrer.`,
        ),
        layout: 'image-top',
        hints: countHints(a, thing),
      },
    };
  },

  multiply({ n, thing, name, lang, int, level }) {
    const a = int(2, level === 3 ? 10 : 5);
    const b = int(2, Math.min(10, Math.floor(DRAWN / a)));
    return {
      answer: `${a} ${TIMES} ${b} = ${a * b}`,
      page: {
        heading: lang === 'en' ? 'Multiply' : 'Multiplie',
        text: lines(
          lang,
          `Exercise ${n}: ${name} makes ${a} groups of ${b} ${thing.many.en}. How many in all? ${a} ${TIMES} ${b} = ____`,
          `Exercice ${n} : ${name} fait ${a} groupes de ${b} ${thing.many.fr}. Combien en tout ? ${a} ${TIMES} ${b} = ____`,
        ),
        scene: `${a * b} ${thing.many.en} to count in groups of ${b}`,
        alt: alt(
          lang,
          `${a * b} ${thing.many.en} to count in groups of ${b}.`,
          `${a * b} ${thing.many.fr} à compter par groupes de ${b}.`,
        ),
        layout: 'image-top',
        hints: countHints(a * b, thing),
      },
    };
  },

  divide({ n, thing, name, lang, int, level }) {
    const friends = int(2, level === 3 ? 10 : 5);
    const each = int(1, Math.min(10, Math.floor(DRAWN / friends)));
    const total = friends * each;
    return {
      answer: `${total} ${DIVIDED} ${friends} = ${each}`,
      page: {
        heading: lang === 'en' ? 'Share fairly' : 'Partage équitablement',
        text: lines(
          lang,
          `Exercise ${n}: ${name} shares ${total} ${word(thing, 'en', total)} fairly between ${friends} friends. How many each? ${total} ${DIVIDED} ${friends} = ____`,
          `Exercice ${n} : ${name} partage ${total} ${word(thing, 'fr', total)} entre ${friends} amis, autant pour chacun. Combien chacun ? ${total} ${DIVIDED} ${friends} = ____`,
        ),
        scene: `${total} ${thing.many.en} to share between ${friends} friends`,
        alt: alt(
          lang,
          `${total} ${word(thing, 'en', total)} to share.`,
          `${total} ${word(thing, 'fr', total)} à partager.`,
        ),
        layout: 'image-top',
        hints: countHints(total, thing),
      },
    };
  },

  compare({ n, thing, lang, int, level }) {
    const a = int(2, level === 1 ? 6 : 12);
    const b = a + int(1, 3);
    return {
      answer: lang === 'en' ? `the right group (${b})` : `le groupe de droite (${b})`,
      page: {
        heading: lang === 'en' ? 'Which group has more?' : 'Quel groupe en a le plus ?',
        text: lines(
          lang,
          `Exercise ${n}: look at the two groups of ${thing.many.en} and circle the group with more.`,
          `Exercice ${n} : regarde les deux groupes de ${thing.many.fr} et entoure celui qui en a le plus.`,
        ),
        scene: `two groups of ${thing.many.en}: ${a} on the left and ${b} on the right`,
        alt: alt(
          lang,
          `two groups of ${thing.many.en} to compare.`,
          `deux groupes de ${thing.many.fr} à comparer.`,
        ),
        layout: 'image-top',
        hints: { kind: 'compare', counts: [a, b], object: thing.subject, subjects: [thing.subject] },
      },
    };
  },
};
