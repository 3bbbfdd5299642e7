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
      if (p.hints?.kind === 'numbers') expect(key?.text).toContain(`Page ${i + 1}: ${p.hints.count}`);
      const counts = p.hints?.counts as [number, number] | undefined;
      if (counts && p.text.includes('+'))
        expect(key?.text).toContain(`${counts[0]} + ${counts[1]} = ${counts[0] + counts[1]}`);
    });
  });
});
