import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

// 'Mia visits Mars' stood on the Moon's grey ground under a black sky with a red disc, in her teal top
// and bare head; « Un voyage sur la Lune avec Papi » opened in the garden at night for the word « Lune ».
// Now Mars has its dusty pink sky and red ground (pictures/mars-ground.ts), the hero wears a white space
// suit and a glass helmet away from home (pictures/space-suit.ts), and the garden at home is by day.
describe('a space trip drawn as the text says (issue 14)', () => {
  it.each([
    ['en', 'Mia visits Mars', /red dust/, /space suit/],
    ['fr', 'Mia visite Mars', /poussière rouge/, /combinaison spatiale/],
  ] as const)(
    '%s %s: Mars is red and the hero is suited there, not at home',
    async (language, description, ground, suit) => {
      const plan = await planStory({ type: 'story-book', description, language });
      const mars = plan.pages.findIndex((p) => ground.test(p.text));
      expect(mars).toBeGreaterThan(0);
      const page = plan.pages[mars];
      expect(page.hints?.wears).toBe('space-suit');
      expect(page.alt).toMatch(suit);
      const svg = await drawPlanPage(plan, 'story-book', mars);
      expect(svg).toContain('data-wears="space-suit"');
      expect(svg).toContain('data-part="space-helmet"');
      // The dusty pink sky and the red ground, not the Moon's grey and the night's black.
      expect(svg).toMatch(/#c65a2e|#d98a6c/i);
      expect(svg).not.toContain('#a7a3bd');
      const home = plan.pages.at(-1);
      expect(home?.hints?.wears).toBeUndefined();
      expect(plan.pages[0].hints?.wears).toBeUndefined();
    },
  );

  it.each([
    ['en', 'Mia visits the Moon'],
    ['fr', 'Un voyage sur la Lune avec Papi'],
  ] as const)(
    '%s %s: the garden on the first page is by day, the Moon stays grey',
    async (language, description) => {
      const plan = await planStory({ type: 'space', description, language, pages: 12 });
      expect(plan.pages[0].hints?.place).toMatch(/garden/);
      expect(plan.pages[0].hints?.mood).toBe('day');
      const moon = plan.pages.findIndex((p) => /dust|poussière/.test(p.text));
      expect(moon).toBeGreaterThan(0);
      const svg = await drawPlanPage(plan, 'space', moon);
      expect(svg).toContain('#a7a3bd');
      expect(svg).toContain('data-wears="space-suit"');
    },
  );
});
