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
      expect(icons(svg, 'flying-saucer'), page.text).toBe(0);
      // The comet only where the caption says its tail is the place.
      if (!/comet|comète/.test(page.text)) expect(icons(svg, 'comet'), page.text).toBe(0);
    });
  });
});

/** 'Nova the little rocket explores space' read a book in the comet’s tail: a vehicle does what vehicles do. */
const CHILD_ACTS =
  /reads|lit un livre|bubbles|bulles|picnic|pique-nique|dances|danse|sings|chante|paints|peint|ball|ballon|tulip|waves|dit bonjour|swims|nage/;
describe('a vehicle hero on a coloring page does what a vehicle does', () => {
  it.each([
    ['en', 'Nova the little rocket explores space'],
    ['fr', 'Nova la petite fusée explore l’espace'],
    ['en', 'A little red tractor named Rusty helps on the farm'],
    ['fr', 'Un petit tracteur rouge nommé Rusty aide à la ferme'],
  ] as const)('%s: %s', async (language, description) => {
    const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
    for (const page of plan.pages) expect(page.text).not.toMatch(CHILD_ACTS);
    const verbs =
      language === 'en'
        ? /zooming|loop-the-loop|lands|blinks|zooms|flies|carries|finds|delivers|drives|parks|wash|stops|beeps/
        : /qui file|looping|se pose|clignoter|transporte|trouve|livre|roule|se gare|bain de mousse|s’arrête|klaxonne|fait le tour/;
    for (const page of plan.pages) expect(page.text).toMatch(verbs);
  });
});
