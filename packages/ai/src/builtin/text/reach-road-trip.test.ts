import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * « Le lapin qui voulait voir la mer » went to the sea through the library and the park of Maple
 * Lane. A far setting is reached by the road: the countryside first (a meadow, a wood, a river, a
 * hill, the fields), then the destination's own spots, each page's words and picture in order.
 */
const COUNTRY = /meadow|wood|river|hill|fields/;
const TOWN = /library|park|garden|school|bakery|Maple Lane/;

describe('a journey to a far setting is a road trip through the countryside', () => {
  it.each([
    ['Le lapin qui voulait voir la mer', 'fr', /dunes|jetée|phare/, /prairie|bois|rivière|colline|champs/],
    ['A little rabbit who wanted to see the sea', 'en', /dunes|pier|lighthouse/, COUNTRY],
    [
      'A little bear walks all the way to the mountains',
      'en',
      /rocky path|mountain lake|pine grove/,
      COUNTRY,
    ],
    [
      'Une petite souris veut aller à la grande ville',
      'fr',
      /pont|grande place/,
      /prairie|bois|rivière|colline|champs/,
    ],
  ] as const)('%s', async (description, language, ownSpots, countryWords) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const middle = plan.pages.slice(2, -2);
    const places = middle.map((p) => (p.hints as { place?: string }).place ?? '');
    for (const place of places) expect(place).not.toMatch(TOWN);
    // The countryside first, the destination's own spots last.
    expect(places.slice(0, 4).every((p) => COUNTRY.test(p))).toBe(true);
    expect(places.at(-1)).not.toMatch(COUNTRY);
    const said = middle.map((p) => p.text).join(' ');
    expect(said).toMatch(countryWords);
    expect(said).toMatch(ownSpots);
    expect(middle.map((p) => p.alt).join(' ')).not.toMatch(/library|bibliothèque|parc\b|park\b/);
  });
});
