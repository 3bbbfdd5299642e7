import { describe, expect, it } from 'vitest';
import { readWonder } from '../idea/read-goal-wonder';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "The day it rained candy" / « Le jour où il a plu des bonbons » was a task "to rain
 * candy" (« plaire des bonbons »). Now sweets fall from the sky over the town, drawn falling.
 */
describe('the day sweets fell from the sky', () => {
  it.each([
    'The day it rained candy',
    'A town where it rains sweets',
    'Le jour où il a plu des bonbons',
    'Une pluie de bonbons sur la ville',
  ])('%s: a wonder', (idea) => {
    expect(readWonder(idea)?.kind).toBe('wonder');
  });

  it.each(['A rainy day at the sweet shop', 'Il pleut sur le marché aux bonbons', 'A fox bakes a cake'])(
    '%s: no wonder',
    (idea) => {
      expect(readWonder(idea)).toBeUndefined();
    },
  );

  it.each([
    ['en', 'The day it rained candy', /falling from the sky/, /umbrella|hat/, /rain candy|the job was done/i],
    [
      'fr',
      'Le jour où il a plu des bonbons',
      /tombaient du ciel/,
      /parapluie|chapeau/,
      /plaire|pleuvoir des bonbons/i,
    ],
  ] as const)(
    '%s: %s — caught, shared, the sweets drawn falling',
    async (language, description, falling, caught, not) => {
      for (const pages of [8, 12]) {
        const plan = await planStory({ type: 'story-book', language, description, pages });
        const text = plan.pages.map((p) => p.text).join(' ');
        expect(text).toMatch(falling);
        expect(text).not.toMatch(not);
        expect(new Set(plan.pages.map((p) => p.text)).size).toBe(pages);
        if (pages === 12) expect(text).toMatch(caught);
        // Teeth at the end.
        expect(plan.pages.at(-1)?.text).toMatch(language === 'en' ? /tooth|teeth/ : /dents/);
        const hints = plan.pages.map(
          (p) => p.hints as { beat?: string; subjects?: string[]; weather?: string },
        );
        // A sunny sky full of sweets: no grey clouds or rain streaks for "rained".
        expect(hints.every((h) => !h.weather)).toBe(true);
        const problem = hints.findIndex((h) => h.beat === 'problem');
        const svg = await drawPlanPage(plan, 'story-book', problem, 300);
        expect(svg).toMatch(/data-icon="sweets-falling"/);
      }
    },
  );
});
