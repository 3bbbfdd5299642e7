import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { skyFromText } from './page-sky';
import { planBuiltinStory } from './plan-builtin-story';
import { skyWhen, withSky } from './story-sky-lines';

/**
 * Issue 14: the night is said as it is drawn — under the sea the water darkens and no moon or stars
 * are drawn, so none are said; under a night sky the moon is drawn as a crescent, so it is not "round".
 */
const text = async (description: string, language: Language, title: string) =>
  (
    await planBuiltinStory({
      type: 'story-book',
      language,
      title,
      description,
      pages: 12,
      author: 'Test',
    } as Parameters<typeof planBuiltinStory>[0])
  ).pages
    .map((p) => p.text)
    .join(' ');

describe('a night under the sea is said in the water', () => {
  it.each([
    ['Léo cherche un coquillage sous la mer, la nuit.', 'fr', /\blune\b|étoil/i],
    ['Emma looks for a lost shell under the sea at night.', 'en', /\bmoon\b|\bstars?\b|starry/i],
  ] as const)('%s', async (description, lang, sky) => {
    for (const title of ['A', 'B', 'C', 'D']) expect(await text(description, lang, title)).not.toMatch(sky);
  });

  it('its lines still read as night and evening to the page sky reader', () => {
    for (const lang of ['en', 'fr'] as const)
      for (const time of ['night', 'dusk'] as const) {
        for (const n of [0, 1, 2])
          expect(skyFromText(withSky('X.', { time, sea: true }, n, lang, true)).light).toBe(time);
        expect(skyFromText((skyWhen({ time, sea: true }) as { en: string; fr: string })[lang]).light).toBe(
          time,
        );
      }
  });

  it('a night sky’s moon is the crescent drawn, not a round one', () => {
    for (const lang of ['en', 'fr'] as const)
      for (const n of [0, 1, 2]) {
        const line = withSky('X.', { time: 'night' }, n, lang, false);
        expect(line).not.toMatch(/\bround\b|toute ronde|pleine lune|full moon/);
        expect(skyFromText(line).light).toBe('night');
      }
  });
});
