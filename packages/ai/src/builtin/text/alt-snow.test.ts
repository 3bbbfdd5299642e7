import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { environmentFor } from '../pictures/environment';
import { lightWords } from './alt-light';
import { planBuiltinStory } from './plan-builtin-story';

/**
 * Issue 14: a snowy book's pictures stand on snow, its last page too; the alt text says so
 * (“Mia under the pine trees in the snow”), not only when snow is falling.
 */
const SNOW = /\b(snow\w*|neige|enneigée?s?)\b/i;
/** Places with a roof: their picture is an igloo or a cave, not snowy ground under the sky. */
const ROOFED = /igloo|ice cave|grotte|kitchen|cuisine/i;

const plan = (type: string, description: string, language: Language) =>
  planBuiltinStory({
    type,
    language,
    title: 'Snow',
    description,
    pages: 12,
    author: 'Test',
  } as Parameters<typeof planBuiltinStory>[0]);

describe('the alt text says the snow drawn on the ground', () => {
  it.each([
    ['poetry-rhymes', 'A girl named Mia looks for her red sled in the snow.', 'en'],
    ['poetry-rhymes', 'Une fille nommée Mia cherche sa luge rouge dans la neige.', 'fr'],
    ['story-book', 'A girl named Mia looks for her red sled in the snow.', 'en'],
    ['story-book', 'Une fille nommée Mia cherche sa luge rouge dans la neige.', 'fr'],
    ['holiday', 'A boy named Tom waits for Santa.', 'en'],
  ] as const)(
    '%s (%s): every page drawn on snow says snow, the ending page included',
    async (type, d, lang) => {
      const book = await plan(type, d, lang);
      const theme = String(book.character.figure?.theme ?? 'everyday');
      const missing = book.pages.filter(
        (p) =>
          environmentFor(theme, String(p.hints?.place ?? '')) === 'snow' &&
          !ROOFED.test(p.alt ?? '') &&
          !SNOW.test(p.alt ?? ''),
      );
      expect(missing.map((p) => p.alt)).toEqual([]);
      const last = book.pages.at(-1);
      expect(environmentFor(theme, String(last?.hints?.place ?? ''))).toBe('snow');
      if (!ROOFED.test(last?.alt ?? '')) expect(last?.alt).toMatch(SNOW);
    },
  );

  it('says the snow once: not again under falling snow, nor after a snowy place name', () => {
    expect(lightWords('day', 'open', 'en', { snowy: true, where: ' under the pine trees' })).toBe(
      ' in the snow',
    );
    expect(lightWords('day', 'open', 'fr', { snowy: true, where: ' sur le lac gelé' })).toBe(
      ' dans la neige',
    );
    expect(lightWords('day', 'open', 'fr', { snowy: true, where: ' sous les sapins enneigés' })).toBe('');
    expect(lightWords('day', 'open', 'en', { snowy: true, where: ' on the snowy hill' })).toBe('');
    expect(lightWords('day', 'open', 'en', { snowy: true, weather: 'snow', where: ' on the lake' })).toBe(
      ' in falling snow',
    );
    expect(lightWords('night', 'roofed', 'en', { snowy: true, where: ' in the igloo' })).toBe(' at night');
  });
});
