import type { BookType, Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { skyClashes } from '../testing/sky-words';
import { planBuiltinStory } from './plan-builtin-story';
import { CASES } from './story-corpus-cases';

/** The types whose pages are drawn in a light and a weather: stories, comics, poems, colouring pages. */
const LIT = (type: BookType) =>
  ![
    'alphabet',
    'numbers',
    'journal',
    'shapes',
    'learning-books',
    'educational-workbooks',
    'activity-books',
  ].includes(type);

/** Each corpus idea told as it is, and under each sky (the idea's last sentence names it). */
const SKIES: Record<Language, string[]> = {
  en: [
    '',
    'It was a rainy night.',
    'It happened one snowy evening.',
    'It was a foggy morning.',
    'It was a stormy night.',
    'It was a starry night.',
    'It was a sunny day.',
  ],
  fr: [
    '',
    'C’était une nuit de pluie.',
    'C’était un soir de neige.',
    'C’était un matin de brouillard.',
    'C’était une nuit d’orage.',
    'C’était une nuit étoilée.',
    'C’était une belle journée.',
  ],
};

const books = CASES.filter(([type]) => LIT(type)).flatMap(([type, language, pages, title, description]) =>
  SKIES[language].map((sky) => [type, language, pages, title, `${description} ${sky}`.trim()] as const),
);

describe('story corpus under every sky (issue 14): the words say the sky the picture draws', () => {
  it('tells each idea under rain, snow, fog, storm, stars and sun, in both languages', () => {
    expect(new Set(books.map((b) => b[1]))).toEqual(new Set(['en', 'fr']));
    expect(books.length).toBeGreaterThanOrEqual(300);
  });

  it.each(books)('%s %s %i pages: %s — %s', async (type, language, pages, title, description) => {
    const plan = await planBuiltinStory({
      title,
      author: 'Ann',
      type,
      description,
      pages,
      language,
      trim: '8x8',
      bleed: false,
      quality: 'standard',
    });
    // No sun or fine day on a night page; no stars, moon or sun on a page of rain, snow, fog or storm.
    expect(skyClashes(plan, readIdea(title, description, language).object?.word)).toEqual([]);
  });
});
