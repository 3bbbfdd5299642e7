import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/** Review: "Mia got into bed, but kept one eye open" was drawn by the Christmas tree (goal-wait-words.ts). */
describe('waiting for Santa: getting into bed is drawn in the bedroom (review)', () => {
  it.each([
    ['en', 'Mia waits for Santa on Christmas Eve', /got into bed/],
    ['fr', 'Léo attend le Père Noël', /se coucha/],
  ] as const)('%s: %s', async (language, description, bed) => {
    let seen = 0;
    for (const pages of [12, 24])
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const plan = await planStory({ type: 'story-book', description, language, pages, seed });
        for (const p of plan.pages)
          if (bed.test(p.text ?? '')) {
            seen++;
            expect(String(p.hints?.place), p.text).toMatch(/bedroom/);
          }
      }
    expect(seen).toBeGreaterThan(0);
  });
});
