import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

// 'A penguin who wants to see the jungle' lived on Maple Lane and walked past the library, the garden
// and the park to the jungle. Now it starts on the ice, a whale and a ship carry it, the heat is too
// much (a fan, a cool pool), the jungle's parrots, home with a feather. The camel's feet freeze.
describe('an animal who wants to see a far place (issue 14)', () => {
  it.each([
    ['en', 'A penguin who wants to see the jungle', /on the ice/, /whale/, /too hot/, /jungle/, 'parrot'],
    [
      'fr',
      'Le chameau qui voulait voir la neige',
      /dans le désert/,
      /fennec/,
      /trop froid/,
      /neige/,
      'snowflake',
    ],
    [
      'fr',
      'Un ours polaire qui veut voir la mer chaude',
      /sur la banquise/,
      /baleine/,
      /trop chaud/,
      /mer chaude/,
      'turtle',
    ],
    ['en', 'A frog who wants to see the ocean', /pond/, /duck/, /salty/, /sea/, 'crab'],
    [
      'en',
      'A little fish who dreams of seeing the mountains',
      /river/,
      /otter/,
      /too cold/,
      /mountains/,
      'eagle',
    ],
  ] as const)('%s: %s', async (language, description, home, helper, trouble, dest, wonder) => {
    for (const pages of [4, 12, 24, 50]) {
      const book = await planStory({ type: 'story-book', language, description, pages });
      const texts = book.pages.map((p) => p.text);
      const text = texts.join('\n');
      expect(text).not.toMatch(/Maple|Érables|library|bibliothèque|garden|jardin|kite|cerf-volant/);
      expect(texts[0]).toMatch(home);
      expect(text).toMatch(dest);
      const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
      expect(book.pages[turn].hints?.subjects).toContain(wonder);
      if (pages >= 12) {
        expect(text).toMatch(helper);
        expect(text).toMatch(trouble);
      }
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(sentences.length - new Set(sentences).size, `${pages} pages`).toBe(0);
    }
  });
});
