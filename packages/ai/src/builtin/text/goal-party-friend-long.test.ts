import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/** A page's words without the place it starts with ("In the bedroom, …"): what happens there. */
const deed = (text: string) => text.replace(/^[^,]+, /, '');

/**
 * A friend's surprise party in a long book ran out of pages to tell: in 24 pages "wrapped a present",
 * "baked the cake", "set the table" and "everyone hid" came back two and three times. A long book now
 * goes to the party shop, makes a card, hangs lanterns, sees the guests arrive one by one and the
 * friend on the way from the garden gate: every page its own.
 */
describe('a long surprise party for a friend tells each page once', () => {
  it.each([
    ['en', 'Max plans a surprise party for his friend Lily', 'At the party shop', 'By the garden gate'],
    [
      'fr',
      'Une petite souris prépare la fête d’anniversaire de son amie',
      'À la boutique de fête',
      'Près du portillon du jardin',
    ],
  ] as const)('%s: %s', async (language: Language, description, shop, gate) => {
    for (const pages of [16, 20, 24])
      for (const seed of [1, 2, 3, 4]) {
        const book = await planStory({ type: 'story-book', language, description, pages, seed });
        const where = `${pages} pages, seed ${seed}`;
        const texts = book.pages.map((p) => p.text);
        const sentences = texts.flatMap((t) => splitSentences(t));
        expect(
          sentences.filter((s, i) => sentences.indexOf(s) !== i),
          where,
        ).toEqual([]);
        const deeds = texts.map(deed);
        expect(
          deeds.filter((d, i) => deeds.indexOf(d) !== i),
          where,
        ).toEqual([]);
        // The surprise still comes at the turn, after everyone has hidden.
        const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
        expect(texts[turn], where).toMatch(/SURPRISE/);
        expect(texts.slice(0, turn).join(' '), where).toMatch(/everyone hid|tout le monde se cacha/);
        if (pages < 24) continue;
        // The new places, in the words, the picture's place and the alt text.
        const atShop = book.pages.find((p) => p.text.startsWith(shop));
        expect(atShop?.hints?.place, where).toMatch(/party shop/);
        expect(atShop?.alt, where).toContain(shop.toLowerCase());
        expect(
          texts.some((t) => t.startsWith(gate)),
          where,
        ).toBe(true);
      }
  });
});
