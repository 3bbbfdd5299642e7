import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { landmarkFor } from '../pictures/landmarks';
import { drawPlanPage } from '../testing/story-fixtures';
import { planBuiltinStory } from './plan-builtin-story';

/**
 * Issue 14: « Léo vit dans un petit village », "a little village by the hills" happen in a village —
 * said « au village » / "in the village", its spots the square, the old well, the church, the bakery,
 * the market, a lane, the fountain and the fields around, each drawn — not « en ville », a city.
 */
const plan = (description: string, language: Language) =>
  planBuiltinStory({
    type: 'story-book',
    language,
    title: 'Village',
    description,
    pages: 16,
    author: 'T',
  } as Parameters<typeof planBuiltinStory>[0]);

const VILLAGE_MARKS = [
  'village-square',
  'well',
  'church',
  'bakery',
  'market',
  'lane',
  'fountain',
  'village-fields',
];

describe('a village setting', () => {
  it.each([
    ['Léo vit dans un petit village', 'fr', 'village'],
    ['Mia lives in a little village by the hills', 'en', 'village'],
    ['Tom looks for his kite in the city', 'en', 'city'],
    ['Léa se promène en ville', 'fr', 'city'],
  ] as const)('%s → %s', (description, lang, id) => {
    expect(readIdea('Title', description, lang).setting?.id).toBe(id);
  });

  it.each([
    ['Léo vit dans un petit village', 'fr', /\bau village\b/, /\ben ville\b|\bla ville\b/],
    ['Mia lives in a little village by the hills', 'en', /\bin the village\b/, /\b(city|town)\b/],
  ] as const)('%s: said and drawn as a village', async (description, lang, village, city) => {
    const book = await plan(description, lang);
    const all = book.pages.map((p) => `${p.text} ${p.alt}`).join(' ');
    expect(all).toMatch(village);
    expect(all).not.toMatch(city);
    const place = (i: number) => String((book.pages[i].hints as { place?: string } | undefined)?.place ?? '');
    const drawn = new Set(book.pages.map((_, i) => landmarkFor(place(i))?.id));
    for (const id of drawn) expect(VILLAGE_MARKS).toContain(id);
    expect(drawn.size).toBeGreaterThanOrEqual(4);
    const church = book.pages.findIndex((_, i) => /church/.test(place(i)));
    if (church >= 0) expect(drawPlanPage(book, 'story-book', church)).toContain('id="landmark-church"');
    const square = book.pages.findIndex((_, i) => /village square/.test(place(i)));
    expect(drawPlanPage(book, 'story-book', square)).toContain('id="landmark-village-square"');
  });

  it('draws each spot of the village: houses with roofs, the well, the church and bell, the fields', async () => {
    const book = await plan('Mia lives in a little village by the hills', 'en');
    const page = book.pages[0];
    for (const [place, id, icon] of [
      ['the old well in the village', 'well', ''],
      ['the church with its bell tower in the village', 'church', 'data-icon="bell"'],
      ['the fields around the village', 'village-fields', 'data-icon="sheaf-of-rice"'],
      ['the village square', 'village-square', 'data-icon="fountain"'],
      ['the narrow lane between the houses in the village', 'lane', ''],
    ]) {
      const svg = drawPlanPage(book, 'story-book', 0, 600, { ...page, hints: { ...page.hints, place } });
      expect(svg).toContain(`id="landmark-${id}"`);
      if (icon) expect(svg).toContain(icon);
      // Green country, not a sports pitch's goal nor the city's office blocks.
      expect(svg).not.toContain('data-icon="goal-net"');
      expect(svg).not.toContain('data-icon="office-building"');
      // Nor a castle's purple sky and towers for the church's bell tower.
      expect(svg).not.toContain('data-icon="castle"');
    }
  });
});
