import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

const ARRIVAL = /the baby came home|le bébé arriva à la maison/;
const BABY_HOME =
  /everyone came to see the baby|tout le monde vint voir le bébé|too tired to play|trop fatiguée/;
const LIVING = { en: 'in the living room', fr: 'dans le salon' };

/**
 * The new baby's arrival ("At last, the baby came home") took the tour's next place: the bedroom,
 * the nursery or the garden, and could come after "everyone came to see the baby". It comes home
 * through the front door to the living room, first of its pages; and the nursery is drawn as one
 * (a cot under a mobile), not as the big one's bedroom.
 */
describe('the new baby comes home to the living room, and the nursery has its cot', () => {
  it.each([
    ['en', 'The new baby sister'],
    ['fr', 'Léa devient grande sœur'],
  ] as const)('%s: %s', async (language: Language, description) => {
    for (const pages of [12, 24])
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const book = await planStory({ type: 'story-book', language, description, pages, seed });
        const at = book.pages.findIndex((p) => ARRIVAL.test(p.text));
        const where = `${pages} pages, seed ${seed}`;
        expect(at, where).toBeGreaterThan(0);
        const arrival = book.pages[at];
        expect(arrival.hints?.place, where).toMatch(/living room/);
        expect(arrival.alt, where).toContain(LIVING[language]);
        // The baby is home before anyone comes to see it.
        const seen = book.pages.findIndex((p) => BABY_HOME.test(p.text));
        if (seen >= 0) expect(seen, where).toBeGreaterThan(at);
      }
  });

  it.each([
    ['en', 'The new baby sister', 'In the nursery'],
    ['fr', 'Léa devient grande sœur', 'Dans la chambre du bébé'],
  ] as const)(
    '%s: a page in the nursery draws the nursery',
    async (language: Language, description, words) => {
      const book = await planStory({ type: 'story-book', language, description, pages: 12, seed: 1 });
      const nursery = book.pages.flatMap((p, i) => (p.text.startsWith(words) ? [i] : []));
      expect(nursery.length).toBeGreaterThan(0);
      for (const i of nursery) {
        const svg = drawPlanPage(book, 'story-book', i);
        expect(svg).toContain('id="room-nursery"');
        expect(svg).not.toContain('id="room-bedroom"');
      }
    },
  );
});
