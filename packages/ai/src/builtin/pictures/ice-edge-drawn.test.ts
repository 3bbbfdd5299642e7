import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

// A mermaid who wants to see the snow: "the edge of the ice on the polar sea" was open water under a
// sunny sky (her in-water sea hid the snowy ground) or a snowy field with snowmen and a fir, and
// "under the icebergs" a plain seabed. Now the ice shelf and an iceberg stand on the water at the
// ice edge, and the icebergs' undersides hang from the surface under the sea.
describe('the ice edge drawn', () => {
  it.each([
    ['en', 'A mermaid who wants to see the snow'],
    ['fr', 'Une sirène qui veut voir la neige'],
  ] as const)('%s: %s', async (language, description) => {
    const book = await planStory({ type: 'mermaids', language, description, pages: 12 });
    const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
    const svg = drawPlanPage(book, 'mermaids', turn);
    // The shelf stands on the water, drawn over its far part (not under it, hidden by the sea).
    const water = svg.indexOf('data-water="behind"');
    expect(water).toBeGreaterThan(0);
    expect(svg.indexOf('data-ice="shelf"', water)).toBeGreaterThan(water);
    expect(svg).not.toContain('data-icon="snowman"');
    const below = book.pages.findIndex((p) => /icebergs under the sea/.test(String(p.hints?.place)));
    expect(below).toBeGreaterThan(0);
    expect(drawPlanPage(book, 'mermaids', below)).toContain('landmark-icebergs-below');
  });
});
