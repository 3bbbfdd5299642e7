import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

/**
 * « Léo va à la pêche au bord de la rivière » was told at a lake (the jetty, the rowing boat, « une
 * journée tranquille au bord du lac »). A river is a setting of its own: the day is spent by the river,
 * at its own spots (the riverbank, the stepping stones, the old bridge, the little waterfall), each
 * drawn with the river's water across the picture.
 */
describe('fishing by the river happens at the river', () => {
  it.each([
    [
      'fr',
      'Léo va à la pêche au bord de la rivière',
      /au bord de la rivière/,
      /berge|pierres du gué|vieux pont|cascade|aulne|méandre/,
    ],
    [
      'en',
      'Sam goes fishing by the river with Dad',
      /by the river/,
      /riverbank|stepping stones|old bridge|waterfall|alder|bend in the river/,
    ],
  ] as const)('%s: %s', async (language: Language, description, byTheRiver, spots) => {
    expect(readIdea('', description, language).setting?.id).toBe('river');
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/lake|\blac\b|jetty|ponton|rowing boat|barque/);
    expect(plan.pages[0].text).toMatch(byTheRiver);
    expect(
      plan.pages
        .slice(2, -2)
        .map((p) => p.text)
        .join(' '),
    ).toMatch(spots);
    for (const p of plan.pages) expect((p.hints as { place?: string }).place).toMatch(/river/);
  });

  it('a lake stays a lake', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Emma and her grandpa go fishing at the lake',
      pages: 8,
    });
    expect(plan.pages[0].text).toMatch(/by the lake/);
  });
});
