import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { printed, skyClashes } from '../testing/sky-words';
import { planStory } from '../testing/story-fixtures';
import { WEATHER_WORDS } from './page-sky';

type Panel = { line?: string | null; caption?: string; thought?: string };
const panels = (p: { hints?: Record<string, unknown> }) => (p.hints?.panels as Panel[] | undefined) ?? [];

describe('comic books keep the idea’s weather and light (issue 14)', () => {
  it.each([
    ['en', 'Max looks for his drum on a snowy day', 'snow', /Look, it’s snowing!/],
    ['fr', 'Max cherche son tambour par un jour de neige', 'snow', /Regarde, il neige !/],
    ['en', 'One rainy afternoon, Mia looks for her red kite in the park', 'rain', /It’s raining!/],
    ['fr', 'Par un après-midi pluvieux, Léa cherche son chat dans le jardin', 'rain', /Il pleut !/],
    ['en', 'Leo and his dog look for a key one foggy morning', 'fog', /fog/],
  ] as const)('%s: %s', async (language: Language, description, weather, bubble) => {
    const book = await planStory({ type: 'comic-books', language, description, pages: 24, seed: 1 });
    // Drawn on Earth, under the idea's sky: the panels' hints carry the weather, the alt text says it.
    expect(book.pages[0].hints?.weather).toBe(weather);
    expect(book.pages.filter((p) => p.hints?.weather === weather).length).toBeGreaterThanOrEqual(12);
    expect(book.pages[0].alt).toContain(WEATHER_WORDS[weather][language].trim());
    // The hero says it in the first page's bubble, the narrator in the caption boxes of its panels.
    expect(
      panels(book.pages[0])
        .map((x) => x.line)
        .join(' '),
    ).toMatch(bubble);
    const captions = book.pages.flatMap((p) =>
      panels(p).flatMap((x) => (x.caption && p.hints?.weather === weather && !x.line ? [x.caption] : [])),
    );
    const said = captions.filter((c) => c.includes(WEATHER_WORDS[weather][language].trim()));
    expect(captions.filter((c) => !/If only|Si seulement/.test(c)).length).toBeGreaterThan(0);
    expect(said.length).toBe(captions.filter((c) => !/If only|Si seulement/.test(c)).length);
    expect(skyClashes(book)).toEqual([]);
  });

  it.each([
    ['en', 'Leo looks for his key in the forest at night', /What a lovely night!/, /Best night ever!/],
    ['fr', 'Léa cherche sa clé la nuit dans la forêt', /Quelle belle nuit !/, /La plus belle des nuits !/],
  ] as const)('a night comic greets the night (%s: %s)', async (language, description, hello, bye) => {
    const book = await planStory({ type: 'comic-books', language, description, pages: 8, seed: 1 });
    expect(printed(book.pages[0])).toMatch(hello);
    expect(printed(book.pages[7])).toMatch(bye);
    expect(book.pages.map(printed).join(' ')).not.toMatch(/great day|Best day|belle journée|plus beau jour/);
  });

  it('a comic with no weather keeps its sunny bubbles', async () => {
    const book = await planStory({
      type: 'comic-books',
      language: 'en',
      description: 'Max looks for his drum in the park',
      pages: 8,
      seed: 1,
    });
    expect(printed(book.pages[0])).toContain('What a great day!');
    expect(book.pages.some((p) => p.hints?.weather)).toBe(false);
  });
});
