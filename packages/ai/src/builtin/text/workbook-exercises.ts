import type { Language, WorkbookTopic } from '@bookloom/core';
import type { PagePlan } from '../../types';
import { frenchContractions } from './story-context';
import type { Thing } from './theme-types';

/** One exercise page and its answer for the key (a tracing page has none). */
export type Made = { page: PagePlan; answer?: string };
export type ExerciseInput = {
  /** Exercise number, printed: no two pages print the same instruction. */
  n: number;
  thing: Thing;
  name: string;
  lang: Language;
  int: (a: number, b: number) => number;
  /** 1: within 10, 2: within 20, 3: bigger numbers and the full tables. */
  level: 1 | 2 | 3;
};

const MINUS = '−';
const TIMES = '×';
const DIVIDED = '÷';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const fr = frenchContractions;
const lines = (lang: Language, en: string, frText: string) => (lang === 'en' ? en : fr(frText));
const word = (t: Thing, lang: Language, count: number) => (count === 1 ? t.one[lang] : t.many[lang]);

/** Exactly `count` things to count or cross out, with no numeral (the child writes it). */
const countHints = (count: number, thing: Thing): Record<string, unknown> => ({
  kind: 'numbers',
  count,
  hideCount: true,
  object: thing.subject,
  subjects: [thing.subject],
});
/** Alt text in the book's language, saying what is drawn. */
const alt = (lang: Language, en: string, frText: string) =>
  lang === 'en' ? `Picture: ${en}` : `Illustration : ${fr(frText)}`;

/** The biggest number a page draws as things to count: more would not fit legibly. */
const DRAWN = 30;
const range = (level: 1 | 2 | 3) => (level === 1 ? 10 : level === 2 ? 20 : DRAWN);

const SHAPES: { shape: string; en: string; fr: string; sides: number }[] = [
  { shape: 'triangle', en: 'triangle', fr: 'triangle', sides: 3 },
  { shape: 'square', en: 'square', fr: 'carré', sides: 4 },
  { shape: 'pentagon', en: 'pentagon', fr: 'pentagone', sides: 5 },
  { shape: 'rectangle', en: 'rectangle', fr: 'rectangle', sides: 4 },
  { shape: 'hexagon', en: 'hexagon', fr: 'hexagone', sides: 6 },
  { shape: 'diamond', en: 'diamond', fr: 'losange', sides: 4 },
  { shape: 'octagon', en: 'octagon', fr: 'octogone', sides: 8 },
];

/** The position of the letter to leave out: the first vowel after the first letter. */
const gapAt = (w: string) => {
  const k = [...w].findIndex((c, i) => i > 0 && /[aeiouyàâéèêîôûœ]/i.test(c));
  return k > 0 ? k : 1;
};

export const EXERCISES: Record<WorkbookTopic, (x: ExerciseInput) => Made> = {
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

  time({ n, name, lang, int, level }) {
    const hour = int(1, 12);
    const half = level > 1 && n % 2 === 0;
    const next = (hour % 12) + 1;
    const en = half ? `half past ${hour}` : `${hour} o’clock`;
    const frTime = half
      ? `${hour} heure${hour > 1 ? 's' : ''} et demie`
      : `${hour} heure${hour > 1 ? 's' : ''}`;
    return {
      answer:
        lang === 'en'
          ? `${en}: short hand ${half ? `between ${hour} and ${next}` : `on ${hour}`}, long hand on ${half ? 6 : 12}`
          : `${frTime} : petite aiguille ${half ? `entre le ${hour} et le ${next}` : `sur le ${hour}`}, grande aiguille sur le ${half ? 6 : 12}`,
      page: {
        heading: lang === 'en' ? 'What time is it?' : 'Quelle heure est-il ?',
        text: lines(
          lang,
          `Exercise ${n}: draw the hands on the clock face to show ${en}.`,
          `Exercice ${n} : dessine les aiguilles sur le cadran pour montrer ${frTime}.`,
        ),
        scene: `an empty clock face with no hands, ${name} holding a pencil`,
        alt: alt(
          lang,
          `an empty clock face to draw the hands on, next to ${name}.`,
          `un cadran vide où dessiner les aiguilles, à côté de ${name}.`,
        ),
        layout: 'image-top',
        hints: { kind: 'shapes', shape: 'circle', concept: 'clock', subjects: [] },
      },
    };
  },

  shape({ n, name, lang }) {
    const s = SHAPES[(n - 1) % SHAPES.length];
    return {
      answer: lang === 'en' ? `${s.en}, ${s.sides} sides` : `${s.fr}, ${s.sides} côtés`,
      page: {
        heading: lang === 'en' ? 'Name the shape' : 'Nomme la forme',
        text: lines(
          lang,
          `Exercise ${n}: what is this shape called, and how many sides does it have? ____`,
          `Exercice ${n} : comment s’appelle cette forme, et combien a-t-elle de côtés ? ____`,
        ),
        scene: `a big ${s.en} shape next to ${name}`,
        alt: alt(
          lang,
          `a big shape to name, next to ${name}.`,
          `une grande forme à nommer, à côté de ${name}.`,
        ),
        layout: 'image-top',
        hints: { kind: 'shapes', shape: s.shape, concept: s.shape, subjects: [] },
      },
    };
  },

  spell({ n, thing, name, lang }) {
    const w = thing.one[lang];
    const k = gapAt(w);
    const gapped = `${w.slice(0, k)}_${w.slice(k + 1)}`;
    return {
      answer: w,
      page: {
        heading: lang === 'en' ? 'The missing letter' : 'La lettre qui manque',
        text: lines(
          lang,
          `Exercise ${n}: look at the picture and write the missing letter: ${gapped}`,
          `Exercice ${n} : regarde l’image et écris la lettre qui manque : ${gapped}`,
        ),
        scene: `one ${thing.one.en}, ${name} pointing at it`,
        alt: alt(lang, `a picture of the word “${w}”.`, `l’image du mot « ${w} ».`),
        layout: 'image-top',
        hints: {
          kind: 'numbers',
          count: 1,
          hideCount: true,
          object: thing.subject,
          subjects: [thing.subject],
        },
      },
    };
  },

  trace({ n, name, lang }) {
    const letter = LETTERS[((n - 1) * 7) % 26];
    return {
      page: {
        heading: lang === 'en' ? `Trace the letter ${letter}` : `Trace la lettre ${letter}`,
        text:
          lang === 'en'
            ? `Exercise ${n}: say the sound of ${letter}, then write ${letter} and ${letter.toLowerCase()} three times: ____ ____ ____`
            : `Exercice ${n} : dis le son du ${letter}, puis écris ${letter} et ${letter.toLowerCase()} trois fois : ____ ____ ____`,
        scene: `a big outlined letter ${letter} to trace, ${name} holding a pencil`,
        alt: alt(
          lang,
          `the letter ${letter} to trace, and a pencil.`,
          `la lettre ${letter} à tracer, et un crayon.`,
        ),
        layout: 'image-top',
        hints: { kind: 'alphabet', letters: [letter], subjects: ['pencil'] },
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
