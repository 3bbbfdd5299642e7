import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * "A little fox counts the stars before sleep" was a quest for a star ("Everyone talked about a star
 * hidden somewhere…", the library, "Then Milo saw it…: the star!"). Counting to sleep now counts one
 * more a page — one star, two stars, three… — each page drawing that many stars, asleep at the end.
 */
const WORDS: Record<string, string[]> = {
  en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'],
  fr: ['une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit'],
};

describe('counting stars to fall asleep: one more a page', () => {
  it.each([
    ['en', 'A little fox counts the stars before sleep', 'stars?'],
    ['fr', 'Un petit renard compte les étoiles avant de dormir', 'étoiles?'],
    ['en', 'A little fox counts the fireflies before bed', 'firefl(?:y|ies)'],
    ['fr', 'Une petite fille compte les lucioles pour s’endormir', 'lucioles?'],
  ] as const)('%s: %s', async (language, description, noun) => {
    const plan = await planStory({ type: 'bedtime-books', description, language, pages: 12, seed: 2 });
    const texts = plan.pages.map((p) => p.text ?? '');
    const all = texts.join('\n');
    expect(all).not.toMatch(/hidden somewhere|cachée? quelque part|library|bibliothèque|clues|indices/i);
    // Pages 3 to 10 count 1, 2, 3… 8, each drawing that many in the sky.
    for (let k = 1; k <= 8; k++) {
      const page = plan.pages[k + 1];
      expect(page.text, all).toMatch(new RegExp(`\\b${WORDS[language][k - 1]} ${noun}\\b`, 'i'));
      expect((page.hints?.counted as { n: number } | undefined)?.n).toBe(k);
      expect(page.alt).toMatch(new RegExp(`${WORDS[language][k - 1]} ${noun}`, 'i'));
    }
    expect(texts[10]).toMatch(/fast asleep|dormait à poings fermés/);
    expect(texts[10]).not.toMatch(/could not sleep|n’arrivait pas à dormir/);
  });

  it('draws exactly n counted stars on the page that counts n', async () => {
    const plan = await planStory({
      type: 'bedtime-books',
      description: 'A little fox counts the stars before sleep',
      pages: 12,
      seed: 2,
    });
    for (const k of [1, 3, 6]) {
      const svg = await drawPlanPage(plan, 'bedtime-books', k + 1, 300);
      expect(svg).toContain(`data-count="${k}"`);
    }
  });
});
