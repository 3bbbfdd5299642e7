import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// 'A mermaid who wants to walk on land' was a generic day's plan under the sea: "Ava had a big plan
// for the day: to walk on land", « Il allait falloir marcher sur la terre ». Now the turtle tells of
// the magic shell, she has legs on the beach (drawn as a girl there), and goes home to the sea at the
// turn, drawn as the mermaid again.
describe('a mermaid who wants to walk on land', () => {
  it.each([
    [
      'en',
      'mermaids',
      'A mermaid who wants to walk on land',
      /sea turtle/,
      /sandcastle/,
      /Back under the sea/,
    ],
    ['en', 'story-book', 'A little mermaid who wants legs', /sea turtle/, /sandcastle/, /Back under the sea/],
    [
      'fr',
      'mermaids',
      'Une sirène qui rêve de marcher sur la terre',
      /tortue de mer/,
      /château de sable/,
      /De retour sous la mer/,
    ],
    [
      'fr',
      'story-book',
      'La petite sirène veut des jambes',
      /tortue de mer/,
      /château de sable/,
      /De retour sous la mer/,
    ],
  ] as const)('%s %s: %s', async (language, type, description, turtle, castle, home) => {
    for (const pages of [12, 24]) {
      const book = await planStory({ type, language, description, pages });
      const text = book.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(/big plan|grand projet|Il allait falloir|small step|petit pas à la fois/);
      expect(text).toMatch(turtle);
      expect(text).toMatch(castle);
      expect(book.pages.at(-1)?.text).toMatch(home);
      const becomes = book.pages.map((p) => p.hints?.becomes);
      // On the beach she has legs (drawn as a girl); under the sea and at the turn, a mermaid.
      expect(becomes.filter((b) => b === 'girl').length).toBeGreaterThan(3);
      expect(becomes[0]).toBeUndefined();
      expect(becomes.at(-2)).toBeUndefined();
      expect(becomes.at(-1)).toBeUndefined();
    }
  });
});
