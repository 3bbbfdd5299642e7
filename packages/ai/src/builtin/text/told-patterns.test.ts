import type { BookType, Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Issue 14: a 24-page day at the aquarium said "…, Charlie read the little sign out loud, and everyone
 * learned something new." five times, each at another tank: five sentences to the no-repeated-sentence
 * check, one line five times to a reader. A line of a new pattern (a short filler's too) now comes
 * before a line heard already at another place (told-patterns.ts, story-pace.ts).
 */
const BOOKS: [Language, string, BookType][] = [
  ['en', 'A day at the aquarium with Grandpa', 'story-book'],
  ['en', 'Sam and his grandpa go fishing at the lake', 'story-book'],
  ['en', 'Lily shares her toys with her little brother', 'story-book'],
  ['fr', 'Une journée à l’aquarium avec Papi', 'story-book'],
  ['fr', 'Sam et son papi vont à la pêche au lac', 'story-book'],
];
/** A sentence after its opening "where" ("By the big tank, …", « Dans la grotte, … »). */
const WHERE =
  /^(?:at|in|on|by|under|among|near|inside|beside|à|au|aux|dans|sur|près|sous|parmi|devant|le long)\b[^,]{0,60}, /i;
const tail = (s: string) => s.replace(WHERE, '');

describe('a line is not told again at another place (issue 14)', () => {
  it.each(BOOKS)('%s: %s — none again in 24 pages', async (language, description, type) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type, language, description, pages });
      const tails = plan.pages
        .flatMap((p) => splitSentences(p.text.replace(/\n+/g, ' ')))
        .filter((s) => WHERE.test(s))
        .map(tail)
        .filter((t) => t.length > 30);
      const again = tails.filter((t, i) => tails.indexOf(t) !== i);
      expect(again, `${pages} pages`).toEqual([]);
    }
  });
});
