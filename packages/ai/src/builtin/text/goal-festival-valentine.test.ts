import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "Valentine’s Day cards for everyone" named its hero Valentine (« Saint » in French) and hunted a
 * present in a snowy village. Now the day itself: cards with hearts, the class postbox, the shy
 * classmate with none, a card back at the turn (goal-festival-valentine-words.ts).
 */
const STOCK = /present|cadeau|Glimmerbrook|Scintillebourg|called Valentine|nommée? (Saint|Valentine)\b/i;

describe('Valentine’s Day', () => {
  it.each([
    ['en', 'Valentine’s Day cards for everyone', /glitter/, /postbox/, /Valentine|Day/],
    [
      'fr',
      'Des cartes de la Saint-Valentin pour tout le monde',
      /paillettes/,
      /boîte aux lettres/,
      /Saint|Valentin/,
    ],
  ] as const)('%s', async (language, description, glitter, postbox, notHero) => {
    for (const pages of [4, 12, 24]) {
      const book = await planStory({ type: 'holiday', description, language, pages, title: description });
      const texts = book.pages.map((p) => p.text);
      const text = texts.join(' ');
      expect(text).not.toMatch(STOCK);
      expect(book.character.name).not.toMatch(notHero);
      expect(text).toMatch(/Timo/);
      // Every page of the day is its own: no stock filler even at 24 pages.
      expect(text).not.toMatch(/set off again|puis repartit/);
      const sentences = texts.flatMap(splitSentences);
      expect(new Set(sentences).size).toBe(sentences.length);
      if (pages >= 12) {
        expect(text).toMatch(glitter);
        expect(text).toMatch(postbox);
        expect(book.pages.flatMap((p) => p.hints?.subjects ?? [])).toContain('red-heart');
      }
    }
  });

  it.each([
    ['en', 'Valentine the cat goes to the beach', 'Valentine'],
    ['fr', 'Valentine la chatte va à la plage', 'Valentine'],
  ] as const)('%s: Valentine said as someone is still a name', async (language, description, name) => {
    const book = await planStory({ type: 'story-book', description, language, pages: 4, title: description });
    expect(book.character.name).toBe(name);
  });
});
