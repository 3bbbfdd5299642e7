import { workbookTopic } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planBuiltinStory } from './plan-builtin-story';

const book = (title: string, language: 'en' | 'fr' = 'en') =>
  planBuiltinStory({
    title,
    author: 'A',
    type: 'educational-workbooks',
    description: language === 'en' ? 'Practice for a young learner.' : 'Des exercices pour bien apprendre.',
    pages: 10,
    language,
    trim: '8x8',
    bleed: false,
    quality: 'standard',
    seed: 3,
  });

describe('workbooks match their title and end with an answer key (issue 14)', () => {
  it('a maths book is maths: counting, adding, comparing — no letter tracing', async () => {
    const plan = await book('My First Math Book');
    const kinds = plan.pages.slice(0, -1).map((p) => p.hints?.kind);
    expect(kinds).not.toContain('alphabet');
    expect(new Set(kinds)).toEqual(new Set(['numbers', 'compare']));
  });

  it('a letters book traces letters', async () => {
    const plan = await book('Mon cahier de lettres', 'fr');
    expect(plan.pages.slice(0, -1).every((p) => p.hints?.kind === 'alphabet')).toBe(true);
  });

  it('the last page gives the answer of every counting and adding exercise', async () => {
    const plan = await book('Counting with Kiko');
    const key = plan.pages.at(-1);
    expect(key?.heading).toBe('Answer key');
    plan.pages.slice(0, -1).forEach((p, i) => {
      if (p.hints?.kind === 'numbers') expect(key?.text).toContain(`Exercise ${i + 1}: ${p.hints.count}`);
      const counts = p.hints?.counts as [number, number] | undefined;
      if (counts && p.text.includes('+'))
        expect(key?.text).toContain(`${counts[0]} + ${counts[1]} = ${counts[0] + counts[1]}`);
    });
  });
});

/** The exercises of a plan (the key pages last) and its key text. */
async function exercisesOf(title: string, language: 'en' | 'fr', pages = 10, description?: string) {
  const plan = await planBuiltinStory({
    title,
    author: 'A',
    type: 'educational-workbooks',
    description: description ?? (language === 'en' ? 'Practice for a young learner.' : 'Des exercices.'),
    pages,
    language,
    trim: '8x8',
    bleed: false,
    quality: 'standard',
    seed: 5,
  });
  const keyAt = plan.pages.findIndex((p) => /^(Answer key|Corrigé)/.test(p.heading ?? ''));
  expect(keyAt).toBeGreaterThan(0);
  return {
    exercises: plan.pages.slice(0, keyAt),
    key: plan.pages
      .slice(keyAt)
      .map((p) => p.text)
      .join('\n'),
  };
}

describe('a workbook teaches the operation its title names (issue 14)', () => {
  it.each([
    ['Subtraction practice for grade 1', 'en'],
    ['Soustractions pour le CP', 'fr'],
  ] as const)('%s: only subtractions, each answered right in the key', async (title, language) => {
    const { exercises, key } = await exercisesOf(title, language, 24);
    expect(exercises.length).toBeGreaterThanOrEqual(20);
    exercises.forEach((p, i) => {
      expect(p.text).not.toContain('+');
      const m = p.text.match(/(\d+) − (\d+) = ____/);
      expect(m, p.text).not.toBeNull();
      const [a, b] = [Number(m?.[1]), Number(m?.[2])];
      expect(a - b).toBeGreaterThanOrEqual(0);
      // The picture draws the a things to cross b out of.
      expect(p.hints?.count).toBe(a);
      const line = language === 'en' ? `Exercise ${i + 1}: ` : `Exercice ${i + 1} : `;
      expect(key).toContain(`${line}${a} − ${b} = ${a - b}\n`.trimEnd());
    });
    expect(key).not.toContain('+');
  });

  it.each([
    ['Multiplication tables', 'en', /(\d+) × (\d+) = ____/, (a: number, b: number) => a * b],
    ['Les tables de multiplication', 'fr', /(\d+) × (\d+) = ____/, (a: number, b: number) => a * b],
    ['Division for beginners', 'en', /(\d+) ÷ (\d+) = ____/, (a: number, b: number) => a / b],
    ['Les divisions', 'fr', /(\d+) ÷ (\d+) = ____/, (a: number, b: number) => a / b],
    ['Addition fun', 'en', /(\d+) \+ (\d+) = ____/, (a: number, b: number) => a + b],
  ] as const)(
    '%s (%s): every exercise is that operation, and its key is right',
    async (title, language, re, op) => {
      const { exercises, key } = await exercisesOf(title, language);
      // No exercise asked twice in the book.
      const asked = exercises.map((p) => p.text.match(re)?.slice(1, 3).join(' '));
      expect(new Set(asked).size).toBe(asked.length);
      exercises.forEach((p, i) => {
        const m = p.text.match(re);
        expect(m, p.text).not.toBeNull();
        const [a, b] = [Number(m?.[1]), Number(m?.[2])];
        expect(Number.isInteger(op(a, b))).toBe(true);
        const sign = p.text.match(/[×÷+]/)?.[0];
        expect(key).toContain(
          `${language === 'en' ? 'Exercise' : 'Exercice'} ${i + 1}${language === 'en' ? ':' : ' :'} ${a} ${sign} ${b} = ${op(a, b)}`,
        );
      });
    },
  );

  it('telling the time draws empty clocks and keys the hands; « lire l’heure » is not a reading book', async () => {
    for (const [title, language] of [
      ['Telling the time', 'en'],
      ['J’apprends à lire l’heure', 'fr'],
    ] as const) {
      const { exercises, key } = await exercisesOf(title, language);
      for (const p of exercises) {
        expect(p.hints?.kind).toBe('shapes');
        expect(p.hints?.shape).toBe('circle');
      }
      expect(key).toMatch(
        language === 'en'
          ? /Exercise 1: \d+ o’clock: short hand on \d+, long hand on 12/
          : /Exercice 1 : \d+ heures?( et demie)? : petite aiguille/,
      );
    }
  });

  it('shapes, spelling and counting books keep to their topic', async () => {
    const shapes = await exercisesOf('Les formes', 'fr');
    expect(shapes.exercises.every((p) => p.hints?.kind === 'shapes')).toBe(true);
    expect(shapes.key).toContain('Exercice 1 : triangle, 3 côtés');
    const spell = await exercisesOf('Spelling words', 'en');
    for (const p of spell.exercises) {
      const gapped = p.text.split(': ').at(-1) as string;
      expect(gapped).toMatch(/^\p{L}+_\p{L}*$/u);
    }
    expect(spell.key.split('\n').length).toBe(spell.exercises.length);
    const counting = await exercisesOf('Counting to ten', 'en');
    expect(counting.exercises.every((p) => p.hints?.kind === 'numbers')).toBe(true);
  });

  it('reads the topic from the title first, then from the description', () => {
    expect(workbookTopic('Subtraction practice for grade 1')).toEqual(['subtract']);
    expect(workbookTopic('Addition et soustraction')).toEqual(['subtract', 'add']);
    expect(workbookTopic('Mon cahier', 'Des multiplications pour le CE2')).toEqual(['multiply']);
    expect(workbookTopic('My First Math Book')).toEqual(['count', 'add', 'compare']);
    expect(workbookTopic('Lire l’heure')).toEqual(['time']);
    expect(workbookTopic('Kiko', 'A fox named Kiko at the beach.')).toEqual([
      'count',
      'trace',
      'compare',
      'add',
    ]);
  });
});

describe('a telling-the-time page draws a clock face to put the hands on', () => {
  it('white face, the numbers 1 to 12, no hands and no stray clock icon', async () => {
    const { pictureSvg } = await import('../pictures/page-art');
    const { exercises } = await exercisesOf('Telling the time', 'en', 6);
    const svg = pictureSvg({
      prompt: exercises[0].scene,
      width: 600,
      height: 450,
      page: exercises[0],
      seed: 1,
    });
    const numerals = [...svg.matchAll(/<text[^>]*>(\d+)<\/text>/g)].map((m) => Number(m[1]));
    expect(numerals).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(svg).toContain('fill="#fff" stroke="#333"');
    expect(svg).not.toContain('data-icon="alarm-clock"');
  });
});

describe('a shapes page draws the whole shape', () => {
  it('the triangle’s top point stays inside a wide picture (it was cut off by the frame)', async () => {
    const { pictureSvg } = await import('../pictures/page-art');
    const { exercises } = await exercisesOf('Shapes', 'en', 6);
    const svg = pictureSvg({
      prompt: exercises[0].scene,
      width: 600,
      height: 450,
      page: exercises[0],
      seed: 1,
    });
    const [, , h] = (svg.match(/viewBox="0 0 (\d+) (\d+)"/) ?? []).map(Number);
    const top = Number(svg.match(/<path d="M[\d.]+ ([\d.]+) L/)?.[1]);
    expect(exercises[0].hints?.shape).toBe('triangle');
    expect(top).toBeGreaterThanOrEqual(h * 0.03);
  });
});
