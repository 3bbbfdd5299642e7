import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { weatherHolder } from './held-weather';
import { planBuiltinStory } from './plan-builtin-story';

/**
 * Issue 14: "one snowy day … in the park" — the snow of the idea holds through the book's
 * pictures, the last page's evening included (it was a green park), and the alt texts say it;
 * only a page that says the sky clears (or other weather) changes it.
 */
const plan = (type: string, description: string, language: Language, pages = 12) =>
  planBuiltinStory({
    type,
    language,
    title: 'Snow Day',
    description,
    pages,
    author: 'Test',
  } as Parameters<typeof planBuiltinStory>[0]);

const SNOW = /snow|neige/i;
type Hinted = { hints?: { weather?: string } };

describe('the idea’s weather holds through the pictures', () => {
  it.each([
    ['story-book', 'One snowy day, Mia and her dog play in the park and look for her red ball.', 'en'],
    [
      'story-book',
      'Un jour de neige, Léa et son chien jouent dans le parc et cherchent son ballon rouge.',
      'fr',
    ],
    ['poetry-rhymes', 'One snowy day, Mia and her dog play in the park and look for her red ball.', 'en'],
    [
      'poetry-rhymes',
      'Un jour de neige, Léa et son chien jouent dans le parc et cherchent son ballon rouge.',
      'fr',
    ],
  ] as const)('%s (%s): every page is snowy, the last one too', async (type, description, lang) => {
    const pages = (await plan(type, description, lang)).pages;
    expect(pages.map((p) => (p as Hinted).hints?.weather)).toEqual(pages.map(() => 'snow'));
    for (const p of pages) expect(p.alt).toMatch(SNOW);
    // No episode where rain or fog comes instead (« La pluie se mit à tomber » in the snow).
    expect(pages.map((p) => p.text).join(' ')).not.toMatch(/\b(rain|fog|pluie|brouillard)\b/i);
    // Nor what cannot happen in the snow (« une grande flaque barrait le chemin »).
    if (type === 'story-book')
      expect(pages.map((p) => p.text).join(' ')).not.toMatch(
        /\b(puddle|butterfly|grass|flaque|papillon|herbe)\b/i,
      );
    // No blue-sky poem (bees, sunrise) in a snowy book.
    expect(pages.map((p) => p.text).join(' ')).not.toMatch(
      /blue and friendly sky|sun came up|ciel bleu|soleil se lève/i,
    );
    expect((pages.at(-1) as Hinted).hints?.weather).toBe('snow');
  });

  it('a page that says the sky cleared ends it; weather named again brings it back', () => {
    const hold = weatherHolder('snow');
    expect(hold('Mia looked under the tree.')).toBe('snow');
    expect(hold('Mia ran on. For a while, the sky cleared.')).toBeUndefined();
    expect(hold('Mia looked by the pond.')).toBeUndefined();
    expect(hold('Snowflakes danced in the cold air.')).toBe('snow');
    expect(hold('That evening, Mia told the whole adventure.')).toBe('snow');
    expect(weatherHolder('rain')('Pour un moment, le ciel se dégagea.')).toBeUndefined();
    expect(weatherHolder(undefined)('Mia looked by the pond.')).toBeUndefined();
    // Weather only a page names is that page's own: a book with no weather stays dry after it.
    const dry = weatherHolder(undefined);
    expect(dry('The rain dripped from every leaf.')).toBe('rain');
    expect(dry('Mia looked by the pond.')).toBeUndefined();
  });

  it('a long story clears once its weather lines run out, and the pictures follow the words', async () => {
    const pages = (
      await plan('story-book', 'One rainy day, Tom looks for his blue kite in the park.', 'en', 40)
    ).pages;
    const cleared = pages.findIndex((p) => /sky cleared/.test(p.text));
    expect(cleared).toBeGreaterThan(0);
    expect((pages[cleared] as Hinted).hints?.weather).toBeUndefined();
    for (const p of pages.slice(0, cleared)) expect((p as Hinted).hints?.weather).toBe('rain');
  });

  it('under the sea no weather is held', async () => {
    const pages = (await plan('story-book', 'One rainy day, a turtle looks for a pearl under the sea.', 'en'))
      .pages;
    for (const p of pages) expect((p as Hinted).hints?.weather).toBeUndefined();
  });
});
