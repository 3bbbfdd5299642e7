import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { planStory } from '../testing/story-fixtures';
import { planBuiltinStory } from './plan-builtin-story';

const poems = async (language: 'en' | 'fr', title: string, description: string, pages: number) =>
  (
    await planBuiltinStory({
      title,
      author: 'Test',
      type: 'poetry-rhymes',
      description,
      pages,
      language,
      trim: '8x8',
      bleed: false,
      quality: 'standard',
      seed: 4,
    } as BookRequest)
  ).pages;

/** Issue 14: couplets fit the book's place and weather; the alt names the spot drawn. */
describe('poem couplets fit the book', () => {
  const sea = {
    en: ['Finn under the sea', 'Finn the little fish looks for a lost pearl under the sea.'],
    fr: ['Finn sous la mer', 'Finn le petit poisson cherche une perle perdue sous la mer.'],
  } as const;
  for (const lang of ['en', 'fr'] as const) {
    it(`an underwater book has no rain, frog pond, sunrise or snow couplet (${lang})`, async () => {
      const pages = await poems(lang, sea[lang][0], sea[lang][1], 30);
      const subjects = pages.flatMap((p) => (p.hints?.subjects as string[]) ?? []);
      for (const s of [
        'umbrella-with-rain-drops',
        'cloud-with-rain',
        'frog',
        'sunrise',
        'snowflake',
        'honeybee',
      ])
        expect(subjects).not.toContain(s);
    });

    it(`the alt text names the place the couplet sings of (${lang})`, async () => {
      const pages = await poems(lang, sea[lang][0], sea[lang][1], 20);
      const name = 'Finn';
      const spots = new Set(
        pages.map((p) =>
          (p.alt ?? '')
            .slice(name.length + 1)
            .split(/[,.]/)[0]
            .trim(),
        ),
      );
      let checked = 0;
      for (const p of pages) {
        const text = p.text?.toLowerCase() ?? '';
        const named = [...spots].filter((s) => s && text.includes(s.toLowerCase()));
        if (named.length !== 1) continue;
        checked++;
        expect(p.alt?.toLowerCase(), p.text).toContain(named[0].toLowerCase());
      }
      expect(checked).toBeGreaterThan(3);
    });

    it(`an 8-page poem book names the idea's key object (${lang})`, async () => {
      const pages = await poems(lang, sea[lang][0], sea[lang][1], 8);
      const text = pages.map((p) => p.text).join(' ');
      expect(text).toMatch(lang === 'en' ? /pearl/ : /perle/);
    });
  }

  it('a rainy book may sing of rain; a sunny park does not', async () => {
    const rainy = await poems('en', 'Rainy day', 'Mia plays in the park on a rainy day.', 40);
    const sunny = await poems('en', 'Park day', 'Mia plays in the park.', 40);
    const subj = (pages: typeof rainy) => pages.flatMap((p) => (p.hints?.subjects as string[]) ?? []);
    expect(subj(rainy)).toContain('cloud-with-rain');
    expect(subj(sunny)).not.toContain('cloud-with-rain');
    expect(subj(sunny)).not.toContain('umbrella-with-rain-drops');
  });
});

describe('poems of an idea that is no quest (issue 14)', () => {
  it.each([
    ['fr', 'Un petit renard découvre les quatre saisons dans la forêt'],
    ['en', 'Tom builds a treehouse with his dad'],
  ] as const)('%s: %s searches for no stock object', async (language, description) => {
    for (const pages of [8, 24]) {
      const plan = await planStory({ type: 'poetry-rhymes', language, description, pages });
      for (const p of plan.pages) expect(p.text).not.toMatch(/search|look(s|ed)? for|cherche|œuf|egg|kite/i);
    }
  });
});
