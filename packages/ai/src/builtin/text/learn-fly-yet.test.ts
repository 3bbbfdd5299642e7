import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * 'A little dragon who can’t fly yet' was read as a task "to fly yet": "Elio was going to fly yet …
 * the job was done. Elio had found a way to fly yet!" A skill not had *yet* (« ne sait pas encore
 * voler ») is learnt as one is without the "yet": the wish, the tries, and flying at last.
 */
describe('a skill the hero cannot do yet is learnt', () => {
  it.each([
    ['en', 'A little dragon who can’t fly yet', /learn to fly/, /could fly|flew/],
    [
      'fr',
      'Un petit dragon qui ne sait pas encore voler',
      /apprendre à voler/,
      /sut voler|savait enfin voler/,
    ],
  ] as const)('%s: %s', async (language: Language, description, wish, flies) => {
    for (const pages of [8, 12]) {
      const book = await planStory({ type: 'story-book', language, description, pages, seed: 1 });
      const text = book.pages.map((p) => p.text).join(' ');
      expect(text).toMatch(wish);
      expect(text).not.toMatch(/fly yet|job was done|voler encore/);
      const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
      expect(book.pages[turn].text).toMatch(flies);
    }
  });
});
