import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { placeEnvironment } from '../pictures/environment';
import { planStory } from '../testing/story-fixtures';

/**
 * Review (issue 14): the poem of "A little cloud who wants to rain on the desert" printed stock couplets
 * ("At the library, Lila gave a little wave") in the rain on every page. Now it sings the cloud's journey
 * one couplet a page, in the sky, over the sea and the desert, the rain only at the turn.
 */
describe('a little cloud’s poem', () => {
  it.each([
    ['A little cloud who wants to rain on the desert', 'en'],
    ['Un petit nuage qui veut faire pleuvoir sur le désert', 'fr'],
  ] as const)('%s', async (description, language) => {
    const plan = await planStory({
      type: 'poetry-rhymes',
      description,
      language: language as Language,
      pages: 8,
    });
    const en = language === 'en';
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/library|bibliothèque|Maple|Érables|Lila|Milo/);
    expect(plan.pages[0].text).toMatch(en ? /High in the sky/ : /Tout là-haut/);
    expect(text).toMatch(en ? /desert/ : /désert/);
    const places = plan.pages.map((p) => String(p.hints?.place ?? ''));
    expect(places.filter((p) => placeEnvironment(p) === 'desert').length).toBeGreaterThan(2);
    const rainy = plan.pages.filter((p) => (p.hints as { weather?: string }).weather === 'rain');
    expect(rainy.length).toBe(1);
    expect(plan.pages.at(-1)?.text).toMatch(en ? /flowers bloom/ : /fleurs dansent/);
    for (const p of plan.pages) expect(p.alt).not.toMatch(/window|vitre/);
  });
});
