import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

// « Une sirène qui veut voir la neige » had snow falling in the Pearl Kingdom under the sea on page 1,
// then walked through the wildflower meadow and the wheat fields to "the snowy hills". Now she dreams
// under the warm sea, swims north with a seal and a whale under the icebergs, surfaces at the ice edge
// and sees the first snow fall at the turn, then swims home: the snow falls on the turn's picture only.
describe('a mermaid who wants to see the snow', () => {
  it.each([
    ['en', 'mermaids', 'A mermaid who wants to see the snow', /seal/, /whale/, /Back in the warm sea/],
    ['en', 'story-book', 'A little mermaid dreams of snow', /seal/, /whale/, /Back in the warm sea/],
    [
      'fr',
      'mermaids',
      'Une sirène qui veut voir la neige',
      /phoque/,
      /baleine/,
      /De retour dans la mer chaude/,
    ],
    [
      'fr',
      'story-book',
      'La petite sirène rêve de neige',
      /phoque/,
      /baleine/,
      /De retour dans la mer chaude/,
    ],
  ] as const)('%s %s: %s', async (language, type, description, seal, whale, home) => {
    for (const pages of [4, 12, 24, 50]) {
      const book = await planStory({ type, language, description, pages });
      const texts = book.pages.map((p) => p.text);
      const text = texts.join('\n');
      expect(text).not.toMatch(/meadow|wheat|prairie|blé|snowy hills|montagne enneigée/i);
      const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
      expect(turn).toBe(pages - 2);
      // The first snow falls at the ice edge, on the turn's picture; nowhere under the sea.
      book.pages.forEach((p, i) => {
        expect(p.hints?.weather, `page ${i + 1}`).toBe(i === turn ? 'snow' : undefined);
      });
      expect(book.pages[turn].hints?.family).toBe('snow');
      expect(book.pages[turn].hints?.subjects).toContain('snowflake');
      expect(book.pages[0].hints?.family).toBe('sea');
      expect(book.pages.at(-1)?.hints?.family).toBe('sea');
      expect(texts.at(-1)).toMatch(home);
      // Under the sea until the ice edge: no surface page before the sea ones end.
      const families = book.pages.map((p) => p.hints?.family);
      const up = families.indexOf('snow');
      expect(families.slice(up, turn + 1).every((f) => f === 'snow')).toBe(true);
      if (pages >= 12) {
        expect(text).toMatch(seal);
        expect(text).toMatch(whale);
        expect(up).toBeLessThan(turn);
      }
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(sentences.length - new Set(sentences).size, `${pages} pages`).toBe(0);
    }
  });
});
