import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "A little tractor who helps on the farm" was Toby with a task "to help on the farm" who "worked
 * hard in the stable, one small step after another"; now a helping day: one real chore a page at the
 * farm's own spots, each drawn (the hens, the hay, the apples…), the hay brought in before the storm
 * at the turn, thanks at the end. In the garden: digging, the seeds, watering, a snail, the sprout.
 */
describe('a helping day of real chores', () => {
  it.each([
    ['vehicles', 'en', 'A little tractor who helps on the farm', [/hens/, /hay/, /apples/], /hay/, 'chicken'],
    [
      'farm-animals',
      'en',
      'A boy helps his grandpa on the farm',
      [/hens/, /hay/, /apples/],
      /hay/,
      'chicken',
    ],
    [
      'farm-animals',
      'fr',
      'Un petit garçon aide son papi à la ferme',
      [/poules/, /foin/, /pommes/],
      /foin/,
      'chicken',
    ],
    [
      'vehicles',
      'fr',
      'Un petit tracteur qui aide à la ferme',
      [/poules/, /foin/, /pommes/],
      /foin/,
      'chicken',
    ],
    [
      'story-book',
      'en',
      'A girl helps Grandma in the garden',
      [/seeds/, /snail/, /watering/],
      /sprout/,
      'worm',
    ],
    [
      'story-book',
      'fr',
      'Une petite fille aide sa mamie au jardin',
      [/graines/, /escargot/, /arrosoir/],
      /pousse/,
      'worm',
    ],
  ] as const)('%s %s: %s', async (type, language, description, chores, turnWord, icon) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type, language, description, pages });
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(/big plan|one small step|grand projet|petit pas/);
      if (pages === 24) for (const re of chores) expect(text).toMatch(re);
      expect(plan.pages.flatMap((p) => p.hints?.subjects ?? [])).toContain(icon);
      expect(plan.pages.at(-2)?.text).toMatch(turnWord);
      // No template told twice.
      const bodies = plan.pages.map((p) => p.text.replace(/^[^,]*, /, ''));
      expect(new Set(bodies).size).toBe(bodies.length);
    }
  });
});
