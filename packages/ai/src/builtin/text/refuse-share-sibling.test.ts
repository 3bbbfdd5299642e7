import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "Noah learns to share his toys with his little sister": the share arc said "When friends came to
 * play…", "a friend reached for the ball", "one for each friend", and drew a boy (the friend) in the
 * sister's place beside Noah, while the alt still said "with Noah’s sister". The sister the idea
 * names is the one shared with: named in the text, drawn beside the hero on every page, said in the
 * alt; a share with no sibling named keeps its friends.
 */
describe('sharing with the sister the idea names', () => {
  it.each([
    ['en', 'Noah learns to share his toys with his little sister', /little sister/, /Noah’s sister/],
    ['fr', 'Léo apprend à partager ses jouets avec sa petite sœur', /sa petite sœur/, /la sœur de Léo/],
  ] as const)('%s: %s', async (language: Language, description, named, alt) => {
    for (const type of ['story-book', 'comic-books'] as const) {
      const book = await planStory({ type, language, description, pages: 12, seed: 1 });
      const texts = book.pages.map((p) => p.text);
      for (const t of texts) expect(t).not.toMatch(/\bfriends?\b|\bcopains?\b|\bcopine\b/i);
      expect(texts.filter((t) => named.test(t)).length).toBeGreaterThanOrEqual(8);
      for (const [i, p] of book.pages.entries()) {
        expect(p.hints?.companion, `${type} page ${i + 1}`).toBe('girl');
        expect(p.alt, `${type} page ${i + 1}`).toMatch(alt);
      }
    }
  });

  it('a share with no sibling named keeps its friends', async () => {
    const book = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Noah learns to share his toys',
      pages: 12,
      seed: 1,
    });
    expect(book.pages.map((p) => p.text).join(' ')).toMatch(/\bfriends?\b/);
  });
});
