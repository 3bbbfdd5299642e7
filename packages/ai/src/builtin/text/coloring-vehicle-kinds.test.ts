import { describe, expect, it } from 'vitest';
import type { PagePlan } from '../../types';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import type { StoryHints } from './story-light';

/**
 * « Les véhicules de chantier à colorier » coloured a fairy on a rainbow bridge (« chantier » read as
 * « chant »: she sang a song); 'Construction vehicles coloring book', 'Trains coloring book', « Les
 * avions à colorier » and 'Fire trucks and police cars' coloured sailboats, tractors and a bicycle.
 * Each now colours its own machines, the caption naming the one drawn.
 */
const plan = (description: string, language: 'en' | 'fr', pages: number) =>
  planStory({ type: 'coloring', description, title: description, language, pages });
const h = (p: PagePlan) => (p.hints ?? {}) as StoryHints;

const SITE = ['excavator', 'bulldozer', 'crane', 'dump-truck', 'cement-mixer', 'road-roller'];
const SITE_WORDS: Record<string, RegExp> = {
  excavator: /excavator|pelleteuse/,
  bulldozer: /bulldozer/,
  crane: /crane|grue/,
  'dump-truck': /dump truck|camion benne/,
  'cement-mixer': /cement mixer|bétonnière/,
  'road-roller': /road roller|rouleau compresseur/,
};

describe('vehicle coloring books of one kind', () => {
  it.each([
    ['fr', 'Les véhicules de chantier à colorier'],
    ['en', 'Construction vehicles coloring book'],
    ['en', 'Diggers and trucks coloring pages'],
  ] as const)('%s: %s colours the building site’s machines', async (language, idea) => {
    for (const n of [8, 12, 24]) {
      const { pages } = await plan(idea, language, n);
      expect(new Set(pages.map((p) => p.text)).size).toBe(n);
      const drawn = new Set(pages.flatMap((p) => h(p).subjects ?? []));
      // The six machines all come in an 8-page book.
      for (const m of SITE) expect(drawn).toContain(m);
      for (const p of pages) {
        expect(p.text).not.toMatch(/Lumi|Elio|baguette|wand|chante|sings|sailboat|voilier/);
        for (const m of h(p).subjects ?? []) expect(p.text).toMatch(SITE_WORDS[m]);
      }
    }
  });

  it.each([
    ['en', 'Trains coloring book', /train|metro|tram|monorail|railway/],
    ['fr', 'Les trains à colorier', /train|métro|tramway|monorail|wagon/],
    ['fr', 'Les avions à colorier', /avion|hélicoptère|parachute/],
    ['en', 'Planes coloring book', /plane|helicopter|parachute/],
    ['en', 'Fire trucks and police cars', /fire engine|police|ambulance|rescue helicopter/],
    ['fr', 'Camions de pompiers et voitures de police', /pompiers|police|ambulance|hélicoptère de secours/],
  ] as const)('%s: %s', async (language, idea, kind) => {
    const { pages } = await plan(idea, language, 8);
    expect(new Set(pages.map((p) => p.text)).size).toBe(8);
    for (const p of pages) {
      expect(p.text).toMatch(kind);
      expect(p.text).not.toMatch(/sailboat|voilier|tractor|tracteur|bicycle|vélo/);
    }
  });

  it('still colours all things that go when the idea names several kinds', async () => {
    const { pages } = await plan('Trains, planes and cars coloring book', 'en', 8);
    expect(pages.map((p) => p.text)).toContain('Color the sailboat on the water!');
  });

  it('draws the machine its caption names', async () => {
    const plan8 = await plan('Construction vehicles coloring book', 'en', 8);
    const svg = await drawPlanPage(plan8, 'coloring', 0, 600, undefined, true);
    expect(plan8.pages[0].text).toMatch(/excavator/);
    // The excavator's toothed bucket (pictures/construction-vehicle-icons.ts), at the building site.
    expect(svg).toContain('M25.6 16.4h5.6');
    expect(h(plan8.pages[0]).place).toBe('the building site');
  });
});
