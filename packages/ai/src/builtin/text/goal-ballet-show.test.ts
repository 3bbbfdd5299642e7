import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// 'A little ballerina's first show', « Une petite danseuse », « Le spectacle de danse de Léa » were
// stock kite hunts on Maple Lane: now the dance arc (idea/read-goal-ballet.ts), rehearsals with the
// dance teacher in the school hall, ballet shoes drawn, the show on the stage and the cheers.
describe('a ballet or dance show is the dance arc', () => {
  it.each([
    ['en', "A little ballerina's first show", /the dance teacher/, /the audience clapped/],
    ['en', 'Mia goes to ballet class', /the dance teacher/, /the audience clapped/],
    ['fr', 'Une petite danseuse', /la professeure de danse/, /tout le monde applaudit/],
    ['fr', 'Le spectacle de danse de Léa', /la professeure de danse/, /tout le monde applaudit/],
  ] as const)('%s: %s', async (language, description, teacher, cheers) => {
    for (const pages of [4, 12, 24]) {
      const book = await planStory({ type: 'story-book', language, description, pages });
      const text = book.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(/\bkite\b|cerf-volant|Maple|Érables/);
      expect(book.pages.at(-1)?.text).toMatch(cheers);
      const places = book.pages.map((p) => (p.hints as { place?: string }).place ?? '');
      expect(places.every((p) => /school hall/.test(p))).toBe(true);
      if (pages < 12) continue;
      expect(text).toMatch(teacher);
      const shoes = book.pages.filter((p) =>
        (p.hints?.subjects as string[] | undefined)?.includes('ballet-shoes'),
      );
      expect(shoes.length).toBeGreaterThan(0);
    }
  });
});
