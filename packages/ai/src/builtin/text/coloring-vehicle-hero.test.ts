import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

const icons = (svg: string, id: string) => svg.split(`data-icon="${id}"`).length - 1;

/** Issue 14: Zip IS the rocket, yet "Color Zip, who flies a rocket" drew a second one, with a planet nobody named. */
describe('a rocket hero on a coloring page flies itself', () => {
  it.each([
    ['en', 'Rockets and planets in space', /Zip the rocket, zooming /, /flies a rocket/],
    [
      'fr',
      'Une petite fusée nommée Zip dans l’espace',
      /Zip, la (petite )?fusée qui file /,
      /pilote une fusée/,
    ],
  ] as const)('%s: %s', async (language, description, self, other) => {
    const plan = await planStory({ type: 'coloring', language, description, pages: 8 });
    const own = plan.pages.filter((p) => self.test(p.text));
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(plan.pages.some((p) => other.test(p.text))).toBe(false);
    plan.pages.forEach((page, i) => {
      const svg = drawPlanPage(plan, 'coloring', i, 600, page, true);
      // The hero is the one rocket (its figure): no second rocket icon beside it.
      expect(svg).toContain('data-figure="rocket"');
      if (self.test(page.text)) expect(icons(svg, 'rocket'), page.text).toBe(0);
      // Only what the caption names: no planet, comet or saucer drawn as scenery.
      if (!/rings|anneaux/.test(page.text)) expect(icons(svg, 'ringed-planet'), page.text).toBe(0);
      expect(icons(svg, 'flying-saucer') + icons(svg, 'comet'), page.text).toBe(0);
    });
  });
});
