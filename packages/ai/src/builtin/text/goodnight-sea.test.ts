import type { BookType, Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * « Un petit poisson dit bonne nuit à la mer » read « à la mer » as a trip to the seaside: the fish
 * said goodnight at the beach, on the old pier, in the dunes and at the lighthouse. A sea creature's
 * goodnight to the sea happens under it (idea/sea-home.ts); a child saying it stays on the beach.
 */
const ASHORE = /beach|shore|pier|dunes|lighthouse/;
const TYPES: [BookType, number][] = [
  ['bedtime-books', 8],
  ['story-book', 12],
];

describe('a sea creature says goodnight to the sea under the sea', () => {
  it.each([
    ['en', 'A little fish says goodnight to the sea', /under the sea/],
    ['fr', 'Un petit poisson dit bonne nuit à la mer', /sous la mer/],
    ['fr', 'Une baleine dit bonne nuit à la mer', /sous la mer/],
  ] as [Language, string, RegExp][])('%s: %s', async (language, description, under) => {
    for (const [type, pages] of TYPES) {
      const plan = await planStory({ type, language, description, pages });
      for (const [i, p] of plan.pages.entries()) {
        expect(String(p.hints?.place), `${type} p${i}`).not.toMatch(ASHORE);
        expect(p.text, `${type} p${i}`).not.toMatch(/at the beach|à la plage|on the old pier|jetée|dunes/);
      }
      expect(
        plan.pages
          .slice(0, 2)
          .map((p) => p.text)
          .join(' '),
      ).toMatch(under);
    }
  });

  it.each([
    ['en', 'A little girl says goodnight to the sea'],
    ['fr', 'Une petite fille dit bonne nuit à la mer'],
  ] as [Language, string][])('%s: a child says it from the beach', async (language, description) => {
    const plan = await planStory({ type: 'bedtime-books', language, description, pages: 8 });
    expect(plan.pages.map((p) => String(p.hints?.place)).join(' ')).toMatch(ASHORE);
  });
});
