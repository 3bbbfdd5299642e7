import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { landmarkFor } from '../pictures/landmarks';
import { drawPlanPage } from '../testing/story-fixtures';
import { planBuiltinStory } from './plan-builtin-story';

/**
 * Issue 14: "go fishing at the lake", « au bord du lac », "a duck on the pond" happen by a lake —
 * said "by the lake" / « au bord du lac » in the text, drawn with its water across the picture, its
 * reeds and each spot's own thing (the jetty, the water lilies…) — not in a park, nor under the sea.
 */
const plan = (description: string, language: Language) =>
  planBuiltinStory({
    type: 'story-book',
    language,
    title: 'Lake',
    description,
    pages: 16,
    author: 'T',
  } as Parameters<typeof planBuiltinStory>[0]);

describe('a lake setting', () => {
  it.each([
    ['Lucy and her grandpa go fishing at the lake', 'en', 'lake'],
    ['Hugo et son papi pêchent au bord du lac', 'fr', 'lake'],
    ['A little duck swims on the pond', 'en', 'pond'],
    ['Une grenouille vit près de l’étang', 'fr', 'pond'],
    ['Tom skates on the frozen lake', 'en', 'snow'],
    ['Emma looks for her lost ball in the park. She meets a frog by the pond.', 'en', 'park'],
  ] as const)('%s → %s', (description, lang, id) => {
    expect(readIdea('Title', description, lang).setting?.id).toBe(id);
  });

  it.each([
    ['Emma and her little duck play by the pond', 'en', /\bby the pond\b/, /\b(park|sea|ocean|pearl)\b/],
    [
      'Lucy and her grandpa go fishing at the lake',
      'en',
      /\bby the lake\b/,
      /\b(park|sea|ocean|pearl|turtle)\b/,
    ],
    [
      'Hugo et son papi pêchent au bord du lac',
      'fr',
      /\bau bord du lac\b/,
      /\b(parc|mer|océan|perle|tortue)\b/,
    ],
  ] as const)('%s: said and drawn as a lake', async (description, lang, lake, elsewhere) => {
    const book = await plan(description, lang);
    const all = book.pages.map((p) => `${p.text} ${p.alt}`).join(' ');
    expect(all).toMatch(lake);
    expect(all).not.toMatch(elsewhere);
    const place = (i: number) => String((book.pages[i].hints as { place?: string } | undefined)?.place ?? '');
    const drawn = book.pages.map((_, i) => landmarkFor(place(i))?.id);
    expect(drawn.every((id) => id === 'lake')).toBe(true);
    // The pictures draw the lake's water, its reeds and the jetty's planks where the page is on the jetty.
    const jetty = book.pages.findIndex((_, i) => /jetty/.test(place(i)));
    expect(jetty).toBeGreaterThanOrEqual(0);
    const svg = drawPlanPage(book, 'story-book', jetty);
    expect(svg).toContain('id="landmark-lake"');
    expect(svg).toContain('data-icon="canoe"');
  });
});
