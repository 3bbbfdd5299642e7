import type { Language } from '@bookloom/core';
import type { PagePlan } from '../../types';
import { frenchContractions } from './story-context';
import type { Thing } from './theme-types';

// What every workbook exercise shares (workbook-exercises*.ts): its input, its page and answer, signs and word helpers.

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

export const MINUS = '−';
export const TIMES = '×';
export const DIVIDED = '÷';
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const fr = frenchContractions;
export const lines = (lang: Language, en: string, frText: string) => (lang === 'en' ? en : fr(frText));
export const word = (t: Thing, lang: Language, count: number) => (count === 1 ? t.one[lang] : t.many[lang]);

/** Exactly `count` things to count or cross out, with no numeral (the child writes it). */
export const countHints = (count: number, thing: Thing): Record<string, unknown> => ({
  kind: 'numbers',
  count,
  hideCount: true,
  object: thing.subject,
  subjects: [thing.subject],
});
/** Alt text in the book's language, saying what is drawn. */
export const alt = (lang: Language, en: string, frText: string) =>
  lang === 'en' ? `Picture: ${en}` : `Illustration : ${fr(frText)}`;

/** The biggest number a page draws as things to count: more would not fit legibly. */
export const DRAWN = 30;
export const range = (level: 1 | 2 | 3) => (level === 1 ? 10 : level === 2 ? 20 : DRAWN);

export const SHAPES: { shape: string; en: string; fr: string; sides: number }[] = [
  { shape: 'triangle', en: 'triangle', fr: 'triangle', sides: 3 },
  { shape: 'square', en: 'square', fr: 'carré', sides: 4 },
  { shape: 'pentagon', en: 'pentagon', fr: 'pentagone', sides: 5 },
  { shape: 'rectangle', en: 'rectangle', fr: 'rectangle', sides: 4 },
  { shape: 'hexagon', en: 'hexagon', fr: 'hexagone', sides: 6 },
  { shape: 'diamond', en: 'diamond', fr: 'losange', sides: 4 },
  { shape: 'octagon', en: 'octagon', fr: 'octogone', sides: 8 },
];

/** The position of the letter to leave out: the first vowel after the first letter. */
export const gapAt = (w: string) => {
  const k = [...w].findIndex((c, i) => i > 0 && /[aeiouyàâéèêîôûœ]/i.test(c));
  return k > 0 ? k : 1;
};
