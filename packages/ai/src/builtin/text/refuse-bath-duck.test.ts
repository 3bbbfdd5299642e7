import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * 'Teddy the bear refuses to take a bath': "sailed the duck across the foam" drew a real mallard
 * standing on the bathroom floor beside the tub. The bath's duck is a toy: the words say "the rubber
 * duck" / « le canard en plastique », and the picture floats a yellow rubber duck in the tub's foam
 * (on the foam of the tub the hero sits in, where the words have the hero in the bath).
 */
describe('the bath’s duck is a rubber duck floating in the bath', () => {
  it.each([
    ['en', 'Teddy the bear refuses to take a bath', /rubber duck/, /\bduck\b/, 'rubber duck'],
    [
      'fr',
      'Un petit ours qui ne veut pas prendre son bain',
      /canard .{0,12}en plastique/,
      /canard/,
      'en plastique',
    ],
    [
      'fr',
      'Une petite fille qui ne veut pas prendre son bain',
      /canard .{0,12}en plastique/,
      /canard/,
      'en plastique',
    ],
  ] as const)('%s: %s', async (language, description, toy, duck, sayToy) => {
    let drawn = 0;
    for (const pages of [8, 12]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      for (const [i, page] of plan.pages.entries()) {
        if (!duck.test(page.text)) continue;
        // Every duck the words name is the toy one, and the alt text says so.
        expect(page.text).toMatch(toy);
        expect(page.alt).toContain(sayToy);
        const svg = await drawPlanPage(plan, 'story-book', i, 300);
        // In the tub with the hero (pictures/in-water.ts), the toy floats on its foam; else in the tub beside.
        const inTub = (page.hints as { inWater?: string }).inWater === 'tub';
        expect(svg).toContain(inTub ? 'data-icon="rubber-duck"' : 'data-icon="bathtub-duck"');
        expect(svg).not.toContain('data-icon="duck"');
        drawn++;
      }
    }
    expect(drawn).toBeGreaterThan(0);
  });
});
