import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * 'Tom is going to be a big brother' as a bedtime book is at dusk and night on every page, yet said
 * “One morning, Mum and Dad had big news” and “Then, one morning, the baby looked right at Tom”, and
 * ended on the stock “Everything grew calm and quiet in a little house at the end of Maple Lane”.
 * In a bedtime book the news comes at bath time, the smile at bedtime, and it ends in the nursery
 * with the baby sung to sleep and the big one asleep too; a story book keeps its mornings.
 */
const BOOKS: [Language, string, RegExp, RegExp, RegExp][] = [
  [
    'en',
    'Tom is going to be a big brother',
    /^One evening at bath time, Mum and Dad had big news/,
    /one evening at bedtime, the baby looked right at/,
    /tucked the baby in and hummed a soft lullaby.*snuggled into bed too, and was soon fast asleep/,
  ],
  [
    'fr',
    'Léa devient grande sœur',
    /^Un soir, à l’heure du bain, Maman et Papa annoncèrent/,
    /un soir, à l’heure du coucher, le bébé regarda/,
    /borda le bébé et lui fredonna une douce berceuse.*s’endormit bien vite/,
  ],
];

describe('a new baby in a bedtime book happens in the evening and ends with the baby', () => {
  it.each(BOOKS)('%s: %s', async (language, description, news, smile, ending) => {
    for (const pages of [8, 12]) {
      const plan = await planStory({ type: 'bedtime-books', language, description, pages });
      const texts = plan.pages.map((p) => p.text);
      expect(texts.join(' ')).not.toMatch(
        /morning|matin|calm and quiet in a little house|calme et silencieux/,
      );
      expect(
        texts.some((t) => news.test(t)),
        `${pages}`,
      ).toBe(true);
      expect(
        texts.some((t) => smile.test(t)),
        `${pages}`,
      ).toBe(true);
      const last = plan.pages.length - 1;
      expect(texts[last]).toMatch(ending);
      // The last page is the nursery, the baby drawn beside the big one.
      expect(plan.pages[last].hints?.place).toMatch(/nursery/);
      expect(plan.pages[last].alt).toMatch(/the baby|le bébé/);
      expect(drawPlanPage(plan, 'bedtime-books', last)).toContain('data-icon="baby"');
    }
    // A story book keeps its morning news.
    const day = await planStory({ type: 'story-book', language, description, pages: 12 });
    expect(day.pages.map((p) => p.text).join(' ')).toMatch(/One morning|Un matin/);
  });
});
