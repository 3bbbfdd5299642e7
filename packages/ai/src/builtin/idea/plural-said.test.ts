import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

/**
 * Issue 14 review: 'A little girl who loves to read books' looked for "a books" ("Is the books hiding
 * here?"): the tagger read "books" as a verb and left it plural. The lexicon's own singular is kept.
 */
describe('a plural the user wrote is the lexicon’s singular (issue 14)', () => {
  it('"read books" is a book', async () => {
    expect(readIdea('', 'A little girl who loves to read books', 'en').object?.word.en).toBe('book');
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'A little girl who loves to read books',
      pages: 8,
    });
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/\ba books\b|the books is/i);
  });
});
