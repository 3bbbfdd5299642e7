import { describe, expect, it } from 'vitest';
import { type ArcCase, atBothLengths, expectArcColoring } from '../testing/coloring-arc-check';
import { planStory } from '../testing/story-fixtures';

/**
 * Review: 'A little owl who is afraid of the dark' as a coloring book colored "Lumi, who finds the
 * magic wand on the rainbow bridge", by day. Now its own night at the old oak, in order, every page
 * at night: the hedgehog, the frog, the shadows, {parent}'s hug, the sky full of stars, asleep.
 */
const CASES: ArcCase[] = [
  [
    'en',
    'A little owl who is afraid of the dark',
    [/hides from the dark/, /hedgehog/, /frog/, /shadows/, /hug/, /full of stars/, /sleeps/],
  ],
  [
    'fr',
    'Une petite chouette qui a peur du noir',
    [/se cache du noir/, /hérisson/, /grenouille/, /ombres/, /câlin/, /plein d’étoiles/, /dort/],
  ],
];

describe('the owl afraid of the dark colors its own night', () => {
  it.each(atBothLengths(CASES))('%s: %s (%s pages)', async (language, idea, pages, order) => {
    await expectArcColoring(language, idea, pages, order);
    const plan = await planStory({ type: 'coloring', language, description: idea, pages });
    for (const p of plan.pages) {
      expect(p.hints?.mood).toBe('night');
      expect(String(p.hints?.place)).toMatch(/in the forest/);
    }
  });

  it.each([
    ['en', 'A little owl who is afraid of the dark', /full of stars/, /Mum/],
    ['fr', 'Une petite chouette qui a peur du noir', /plein d’étoiles/, /Maman/],
  ] as const)('a 4-page book keeps the stars, and Mum is named: %s', async (language, idea, stars, mum) => {
    const plan = await planStory({ type: 'coloring', language, description: idea, pages: 4 });
    expect(plan.pages.some((p) => stars.test(p.text))).toBe(true);
    const long = await planStory({ type: 'coloring', language, description: idea, pages: 24 });
    expect(long.pages.some((p) => mum.test(p.text))).toBe(true);
  });
});
