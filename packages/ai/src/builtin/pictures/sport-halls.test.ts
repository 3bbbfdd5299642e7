import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * The dojo of judo and karate and the gym of gymnastics were drawn outdoors: a mat on the grass under
 * the sky and the hills. They are halls now (interiors-sport.ts): the dojo's wooden walls, paper
 * screens and tatami, the gym's high windows, wall bars, beam and blue mats.
 */
describe('the dojo and the gym are drawn indoors (interiors-sport)', () => {
  it.each([
    ['en', 'Leo’s first judo class', /dojo/, 'room-dojo', '#8cc07a'],
    ['fr', 'Léo apprend le karaté', /dojo/, 'room-dojo', '#f7f2e2'],
    ['en', 'Mia’s first gymnastics competition', /gym/, 'room-gym', '#4f86c6'],
    ['fr', 'Une petite gymnaste', /gym/, 'room-gym', '#c98e4f'],
  ] as const)('sports %s: %s', async (language, description, place, room, colour) => {
    for (const pages of [4, 12]) {
      const plan = await planStory({ type: 'sports', language, description, pages, seed: 5 });
      const at = plan.pages.flatMap((p, i) => (place.test(String(p.hints?.place ?? '')) ? [i] : []));
      expect(at.length).toBeGreaterThan(pages / 2);
      for (const i of at) {
        const svg = await drawPlanPage(plan, 'sports', i);
        expect(svg).toContain(`id="${room}"`);
        expect(svg).toContain('id="room-wall"');
        expect(svg).not.toContain('-sky"'); // no sky gradient over the hall
        expect(svg).toContain(colour);
      }
    }
  });
});
