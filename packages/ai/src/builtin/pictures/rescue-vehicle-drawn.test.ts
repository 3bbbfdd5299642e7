import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: the fire truck's barn fire says "the police car stopped the traffic"; the alt's "with …
 * the police car" stood a police officer beside the truck (page-art.ts HELPERS read "police"). The
 * police car is drawn as the car, and a tow truck hero has eyes in its windscreen like every vehicle.
 */
const figures = (svg: string) =>
  [...svg.matchAll(/data-figure="helper" data-icon="([^"]+)"/g)].map((m) => m[1]);

describe('a rescue vehicle’s pictures (issue 14)', () => {
  it.each([
    ['en', 'A little fire truck saves the day'],
    ['fr', 'Un petit camion de pompiers sauve la journée'],
  ] as const)('%s: the barn fire draws the police car, not an officer', async (language, description) => {
    const plan = await planStory({ type: 'vehicles', language, description, pages: 12 });
    const turn = plan.pages.length - 2;
    const svg = drawPlanPage(plan, 'vehicles', turn);
    expect(figures(svg)).not.toContain('police-officer');
    expect(svg).toContain('data-icon="police-car"');
  });

  it.each([
    ['en', 'A tow truck to the rescue'],
    ['fr', 'Une dépanneuse à la rescousse'],
  ] as const)('%s: the tow truck has eyes', async (language, description) => {
    const plan = await planStory({ type: 'vehicles', language, description, pages: 8 });
    const svg = drawPlanPage(plan, 'vehicles', 0);
    expect(svg).toContain('data-eyes="vehicle"');
  });
});
