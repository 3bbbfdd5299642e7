import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/** The tugboat's own lesson, and the tugboat's and the digger's coloring books (issue 14). */
describe('tugboat and digger leftovers', () => {
  it.each([
    ['en', 'Little Tugboat helps the big ship', /smallest boat can do a very big job/],
    [
      'fr',
      'Le petit remorqueur aide le gros bateau',
      /plus petit des bateaux peut faire un très grand travail/,
    ],
  ] as const)('%s: "helps" keeps the tugboat’s own lesson', async (language, idea, lesson) => {
    const plan = await planStory({ type: 'story-book', description: idea, title: idea, language, pages: 12 });
    expect(plan.pages.at(-1)?.text).toMatch(lesson);
    expect(plan.pages.at(-1)?.text).not.toMatch(/best adventure|plus belle des aventures/);
  });

  it.each([
    ['en', 'Little Tugboat', /fishing boat/, 'passenger-ship'],
    ['fr', 'Le petit remorqueur', /bateau de pêche/, 'passenger-ship'],
    ['en', 'Digger the excavator', /dump truck/, 'dump-truck'],
    ['fr', 'La petite pelleteuse', /camion-benne/, 'dump-truck'],
  ] as const)('%s: a coloring book of %s draws its own day', async (language, idea, words, icon) => {
    for (const pages of [4, 12, 24]) {
      const plan = await planStory({ type: 'coloring', description: idea, title: idea, language, pages });
      expect(plan.pages).toHaveLength(pages);
      const subjects = plan.pages.flatMap((p) => (p.hints?.subjects as string[] | undefined) ?? []);
      expect(subjects).toContain(icon);
      if (pages >= 12) expect(plan.pages.map((p) => p.text).join(' ')).toMatch(words);
    }
  });
});
