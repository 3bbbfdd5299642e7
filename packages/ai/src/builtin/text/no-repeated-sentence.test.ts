import { BOOK_TYPES, type BookType, type Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planBuiltinStory } from './plan-builtin-story';
import { splitSentences } from './sentences';

// Issue 14: no sentence twice in a book, for every one of the 25 types at 4, 24 and 50 pages.
// Poems and bedtime books may keep one deliberate refrain line.
const IDEAS: Record<Language, [string, string][]> = {
  en: [
    ['Kiko and the Kite', 'A fox named Kiko looks for a red kite at the beach.'],
    ['Max in the Jungle', 'Max the brave tiger cub searches the jungle for his lost drum.'],
  ],
  fr: [
    ['Kiko et le cerf-volant', 'Un renard nommé Kiko cherche un cerf-volant rouge à la plage.'],
    ['Zoé et la lune', 'Zoé et son chat regardent la lune à la ferme le soir.'],
  ],
};
const REFRAIN_TYPES = new Set<BookType>(['poetry-rhymes', 'bedtime-books']);

const cases = BOOK_TYPES.flatMap((type) =>
  (['en', 'fr'] as const).map((language) => [type, language] as const),
);

describe('no repeated sentence in any type at 4, 24 and 50 pages', () => {
  it.each(cases)('%s %s', async (type, language) => {
    for (const pages of [4, 24, 50])
      for (const [title, description] of IDEAS[language]) {
        const plan = await planBuiltinStory({
          title,
          author: 'A',
          type,
          description,
          pages,
          language,
          trim: '8x8',
          bleed: false,
          quality: 'standard',
        });
        const seen = new Map<string, number>();
        for (const p of plan.pages)
          for (const s of splitSentences(p.text.replace(/\n+/g, ' '))) seen.set(s, (seen.get(s) ?? 0) + 1);
        const repeated = [...seen].filter(([, n]) => n > 1).map(([s, n]) => `${n}× ${s}`);
        expect(repeated.length, `${pages} pages, “${title}”: ${repeated.join(' | ')}`).toBeLessThanOrEqual(
          REFRAIN_TYPES.has(type) ? 1 : 0,
        );
      }
  });
});

describe('concept pages draw what their line names', () => {
  it('every extra example icon exists in the picture set', async () => {
    const { hasIcon } = await import('../pictures/icons');
    const { CONCEPT_MORE } = await import('./concept-more');
    const missing = Object.values(CONCEPT_MORE)
      .flat()
      .map((x) => x[2])
      .filter((icon): icon is string => Boolean(icon) && !hasIcon(icon as string));
    expect(missing).toEqual([]);
  });
});
