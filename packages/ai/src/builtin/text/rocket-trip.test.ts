import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "Two kids build a rocket to visit the moon" was "Meet Charlie, a child who lives on the space
 * station", a walk past the comet's tail and "Back home on the space station": nothing was built. A
 * child's trip to space starts in the garden at home, where the rocket is built (drawn), flies past
 * the space places, lands on the moon at the turn and comes back to the garden in time for tea.
 */
describe('a child builds a rocket in the garden and flies to the moon', () => {
  it.each([
    [
      'Two kids build a rocket to visit the moon',
      'en',
      /cardboard|boxes/,
      /flag/,
      /garden, just in time for tea/,
    ],
    [
      'Léo construit une fusée pour aller sur la Lune',
      'fr',
      /cartons/,
      /drapeau/,
      /jardin, juste à temps pour le goûter/,
    ],
    // « en fusée »: no determiner, and the tagger reads « fusée » as a past participle.
    ['Max va sur la lune en fusée', 'fr', /cartons/, /drapeau/, /jardin, juste à temps pour le goûter/],
  ] as const)('%s', async (description, language, built, flag, home) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const text = plan.pages.map((p) => p.text).join(' ');
      const places = plan.pages.map((p) => (p.hints as { place?: string }).place ?? '');
      expect(text).not.toMatch(
        /lives on the space station|vit à bord de la station|space station|station spatiale/,
      );
      expect(places[0]).toBe('the garden at home');
      expect(plan.pages[1].text).toMatch(built);
      expect((plan.pages[1].hints as { subjects?: string[] }).subjects).toContain('rocket');
      expect(places.slice(2, -2).every((p) => /in space/.test(p))).toBe(true);
      expect(places.at(-2)).toMatch(/moon/);
      expect(plan.pages.at(-2)?.text).toMatch(flag);
      expect(places.at(-1)).toBe('the garden at home');
      expect(plan.pages.at(-1)?.text).toMatch(home);
    }
  });

  // An astronaut's rocket leaves from the station, where she lives (space-home.test.ts).
  it('an astronaut still lives on the space station', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Zara the astronaut flies to the moon in a rocket',
      pages: 12,
    });
    expect((plan.pages[0].hints as { place?: string }).place).toBe('the space station');
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/cardboard|garden/);
  });
});
