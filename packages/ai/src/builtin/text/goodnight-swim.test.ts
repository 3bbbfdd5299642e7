import type { BookType, Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * 'A little fish says goodnight to the sea' was told that the fish “tiptoed over to the crab”
 * (« s’approcha … sur la pointe des pieds »), went “step by step” (« pas à pas ») and “sat for a
 * moment”: a swimmer's round swims, glides and floats (goal-goodnight-swim.ts).
 */
const WALKS = /tiptoe|step by step|\bsat\b|pointe des pieds|pas à pas|s’assit/;
const SWIMS = /\b(?:swam|glided|floated)\b|\b(?:nagea|glissa|flotter|remonta)\b/;
const BOOKS: [Language, string][] = [
  ['en', 'A little fish says goodnight to the sea'],
  ['fr', 'Un petit poisson dit bonne nuit à la mer'],
  ['en', 'A little octopus says goodnight to everyone under the sea'],
  ['fr', 'Une petite pieuvre dit bonne nuit à tout le monde sous la mer'],
];
const TYPES: [BookType, number][] = [
  ['bedtime-books', 8],
  ['bedtime-books', 12],
  ['story-book', 8],
  ['story-book', 12],
];

describe('a swimmer says goodnight swimming, never on tiptoe', () => {
  it.each(BOOKS)('%s: %s', async (language, description) => {
    let swum = 0;
    for (const [type, pages] of TYPES) {
      const plan = await planStory({ type, language, description, pages });
      for (const [i, p] of plan.pages.entries()) {
        expect(p.text, `${type} ${pages} p${i}`).not.toMatch(WALKS);
        if (SWIMS.test(p.text ?? '')) swum++;
      }
    }
    expect(swum).toBeGreaterThan(0);
  });
});
