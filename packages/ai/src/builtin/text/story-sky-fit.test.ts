import type { BookType, Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { printed, skyClashes } from '../testing/sky-words';
import { planStory } from '../testing/story-fixtures';

const plan = (type: BookType, language: Language, description: string, pages: number, seed: number) =>
  planStory({ type, language, description, pages, seed });
const SEEDS = [1, 2, 3, 4, 5, 6];

describe('the words say the sky the picture draws (issue 14)', () => {
  it.each([
    ['en', "Ella can't sleep on a rainy night"],
    ['fr', 'Ella n’arrive pas à dormir par une nuit de pluie'],
    ['en', 'A boy and his cat on a snowy night'],
    ['fr', 'Une fille et son chien par une nuit de brouillard'],
    ['en', 'Noah hears the thunder one stormy night'],
  ] as const)(
    'a bedtime book under rain, snow, fog or storm sees no stars, moon or sun (%s: %s)',
    async (language, description) => {
      for (const seed of SEEDS)
        for (const pages of [8, 16]) {
          const book = await plan('bedtime-books', language, description, pages, seed);
          expect(book.pages[0].hints?.weather).toBeTruthy();
          expect(skyClashes(book)).toEqual([]);
          // It still opens at bedtime and ends with good night.
          expect(book.pages[0].text).toMatch(/One evening|Un soir/);
          expect(book.pages.at(-1)?.text).toMatch(/Good night|Bonne nuit/);
        }
    },
  );

  it('a clear bedtime book still watches the first star and the stars come out', async () => {
    const texts = await Promise.all(
      SEEDS.map(async (seed) =>
        (await plan('bedtime-books', 'en', 'A boy and his cat follow the moon.', 8, seed)).pages
          .map((p) => p.text)
          .join(' '),
      ),
    );
    expect(texts.some((t) => t.includes('looked up at the first star'))).toBe(true);
    expect(texts.some((t) => t.includes('The stars came out'))).toBe(true);
    // The stars come out over the home, not inside it ("came out in a little house").
    for (const t of texts) expect(t).not.toMatch(/stars came out (in|at|on) /);
  });

  it.each([
    ['story-book', 'en', 'Tom searches for his lost ball in the park at night'],
    ['story-book', 'fr', 'Tom cherche son ballon dans le parc la nuit'],
    ['bedtime-books', 'en', 'A little owl named Luna looks for a fallen star in the forest at night.'],
    ['bedtime-books', 'fr', 'Un hibou nommé Pablo cherche une étoile dans la forêt la nuit.'],
    ['comic-books', 'en', 'Leo looks for his key in the forest at night'],
    ['comic-books', 'fr', 'Léa cherche sa clé la nuit dans la forêt'],
    ['poetry-rhymes', 'en', 'Rhymes for Léa on a starry night in the park'],
    ['poetry-rhymes', 'fr', 'Des comptines pour Léa, une nuit, au parc'],
  ] as const)(
    'no page at night sees the sun or a fine day (%s %s: %s)',
    async (type, language, description) => {
      for (const seed of SEEDS)
        for (const pages of [8, 24]) {
          const book = await plan(type, language, description, pages, seed);
          expect(book.pages.some((p) => p.hints?.light === 'night')).toBe(true);
          expect(skyClashes(book)).toEqual([]);
        }
    },
  );

  it.each([
    // "goes to the moon" is where the trip goes, no night (space-trip-drawn.test.ts); "one night" is the night.
    ['en', 'Max flies his rocket to the moon one night', /Tonight is the night/],
    ['fr', 'Max va sur la lune en fusée', /C’est cette nuit ou jamais/],
  ] as const)(
    'a page its own words darken says tonight, not today (%s: %s)',
    async (language, description, tonight) => {
      const goals: string[] = [];
      for (const seed of SEEDS) {
        const book = await plan('story-book', language, description, 8, seed);
        expect(skyClashes(book)).toEqual([]);
        expect(book.pages[1].hints?.light).toBe('night');
        goals.push(book.pages[1].text);
      }
      expect(goals.some((t) => tonight.test(t))).toBe(true);
    },
  );

  it('a night clue follows the brightest star where a day one looks where the sun goes to sleep', async () => {
    const words = async (description: string) =>
      (
        await Promise.all(
          SEEDS.map(async (seed) =>
            (await plan('story-book', 'en', description, 24, seed)).pages.map((p) => p.text).join(' '),
          ),
        )
      ).join(' ');
    const night = await words('Tom searches for his lost ball in the park at night');
    const day = await words('Tom searches for his lost ball in the park');
    expect(night).not.toContain('where the sun goes to sleep');
    expect(night).toContain('Follow the brightest star');
    expect(day).toContain('where the sun goes to sleep');
    expect(day).not.toContain('Follow the brightest star');
  });

  it('poems: « le jour est beau » and a morning greeting are not read at night', async () => {
    for (const seed of SEEDS) {
      const book = await plan('poetry-rhymes', 'fr', 'Des comptines pour Léa, une nuit, au parc', 24, seed);
      const text = book.pages.map(printed).join('\n');
      expect(text).not.toMatch(/le jour est beau|Bonjour, bonjour/);
      const en = await plan('poetry-rhymes', 'en', 'Rhymes for Léa on a starry night in the park', 24, seed);
      expect(en.pages.map(printed).join('\n')).not.toMatch(/good morning|greet the day|sun shone/i);
    }
  });
});
