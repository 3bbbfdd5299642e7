import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Review: the 12-page three-pigs book built the house of sticks but never blew it down (the straw's
 * knock and its blow-down took the part's two pages). Now both blow-downs lead the part, in order.
 */
const CASES: [description: string, lang: Language, straw: RegExp, sticks: RegExp][] = [
  ['The three little pigs', 'en', /straw flew away/, /sticks went clatter-clatter/],
  ['Les trois petits cochons', 'fr', /paille s’envola/, /bâtons dégringolèrent/],
];

describe('the three little pigs in a short book', () => {
  it.each(CASES)('blows down the straw and the sticks: %s', async (description, language, straw, sticks) => {
    for (const pages of [12, 24, 32]) {
      const texts = (await planStory({ type: 'story-book', description, language, pages })).pages.map(
        (p) => p.text,
      );
      const a = texts.findIndex((t) => straw.test(t));
      const b = texts.findIndex((t) => sticks.test(t));
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(a);
    }
  });
});
