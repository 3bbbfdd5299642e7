import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: a sleepless night opened nine pages of twelve with "At home, …" / « À la maison, … ».
 * Each page has its own spot now (in bed, under the covers, by the window; out on the branch for an
 * owl): no opening starts more than two pages of a 12-page book.
 */
describe('a sleepless night does not open every page the same way (issue 14)', () => {
  const opening = (t: string) => {
    const head = t.split(/[,:]/)[0];
    return (head.split(' ').length <= 4 ? head : t.split(' ').slice(0, 2).join(' ')).toLowerCase();
  };
  it.each([
    ['en', 'A little bear can’t fall asleep'],
    ['fr', 'Un petit ours n’arrive pas à dormir'],
    ['en', 'An owl who cannot sleep counts the stars'],
    ['fr', 'Une petite fille n’arrive pas à s’endormir'],
  ] as const)('%s: %s', async (language, description) => {
    for (const type of ['story-book', 'bedtime-books'] as const)
      for (const seed of [1, 2, 3, 4]) {
        const plan = await planStory({ type, description, language, pages: 12, seed });
        const seen = new Map<string, number>();
        for (const p of plan.pages)
          seen.set(opening(p.text ?? ''), (seen.get(opening(p.text ?? '')) ?? 0) + 1);
        const most = Math.max(...seen.values());
        expect(most, plan.pages.map((p) => p.text).join('\n')).toBeLessThanOrEqual(2);
      }
  });
});
