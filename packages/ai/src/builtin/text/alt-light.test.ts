import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../idea/settings';
import { environmentFor } from '../pictures/environment';
import { landmarkFor } from '../pictures/landmarks';
import { drawnSky, lightWords } from './alt-light';
import { planBuiltinStory } from './plan-builtin-story';
import { ALL_THEMES } from './themes';

/** Issue 14: an alt text says what is drawn — no stars under the sea at night, nor in a room. */
const alts = async (description: string, language: Language, type = 'story-book', title = 'Title') =>
  (
    await planBuiltinStory({
      type,
      language,
      title,
      description,
      pages: 12,
      author: 'Test',
    } as Parameters<typeof planBuiltinStory>[0])
  ).pages.map((p) => p.alt ?? '');

describe('the alt text’s light is the light drawn there', () => {
  it('knows where the pictures draw the sea, space and rooms', () => {
    const places = [
      ...SETTINGS.flatMap((s) => s.places.map((place) => ({ theme: 'everyday', place }))),
      ...ALL_THEMES.flatMap((t) => t.places.map((place) => ({ theme: t.id, place }))),
    ];
    for (const { theme, place } of places) {
      const pic = place.pic ?? place.en;
      const env = environmentFor(theme, pic);
      const sky = drawnSky(place);
      expect(sky === 'sea', pic).toBe(env === 'underwater');
      expect(sky === 'space', pic).toBe(env === 'space');
      // A room with a window (the aquarium has none: its walls are tanks).
      const room = landmarkFor(pic)?.room;
      expect(sky === 'room', pic).toBe(Boolean(room) && room !== 'aquarium');
    }
  });

  it.each([
    ['Léo explore la mer la nuit.', 'fr', /étoiles/, /dans l’eau sombre, la nuit/],
    ['Lila cherche un coquillage sous la mer la nuit.', 'fr', /étoiles/, /dans l’eau sombre, la nuit/],
    ['Lila looks for a shell under the sea at night.', 'en', /stars/, /in the dark water at night/],
  ] as const)('under the sea at night: %s', async (description, lang, stars, dark) => {
    for (const title of ['A', 'B', 'C']) {
      const all = await alts(description, lang, 'story-book', title);
      for (const alt of all) {
        expect(alt).not.toMatch(stars);
        // Not "in the deep blue water, in the dark water".
        expect(alt).not.toMatch(/water, in the dark water|eaux profondes, dans l’eau sombre/);
      }
      expect(all.join(' ')).toMatch(dark);
    }
  });

  it('a sea place that is water already is not "in the dark water" again', () => {
    expect(lightWords('night', 'sea', 'en', { where: 'in the deep blue water' })).toBe(', at night');
    expect(lightWords('day', 'sea', 'en', { where: 'in the deep blue water' })).toBe('');
    expect(lightWords('day', 'sea', 'fr', { where: 'dans les eaux profondes' })).toBe('');
    expect(lightWords('night', 'sea', 'fr', { where: 'dans les eaux profondes' })).toBe(', la nuit');
    expect(lightWords('night', 'sea', 'fr', { where: 'dans le lagon' })).toBe(', dans l’eau sombre, la nuit');
  });

  it('a poem under the sea at night says the dark water, not the stars', async () => {
    const all = await alts('Un dauphin nage sous la mer la nuit.', 'fr', 'poetry-rhymes');
    for (const alt of all) expect(alt).not.toMatch(/étoiles/);
    expect(all.join(' ')).toMatch(/eau sombre/);
  });

  it.each([
    ['One night at school, Mia looks for her lost book.', 'en', /under the stars/, /the moon at the window/],
    ['Une nuit à l’école, Mia cherche son livre perdu.', 'fr', /sous les étoiles/, /la lune à la fenêtre/],
  ] as const)('in a room at night: %s', async (description, lang, stars, moon) => {
    const rooms = /classroom|library|art room|school hall|salle de classe|bibliothèque|salle d’arts|préau/;
    let seen = 0;
    for (const title of ['A', 'B', 'C', 'D']) {
      for (const alt of await alts(description, lang, 'story-book', title)) {
        if (!rooms.test(alt)) continue;
        seen++;
        expect(alt).not.toMatch(stars);
        expect(alt).toMatch(moon);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('a sleepy heroine is « toute endormie »', async () => {
    const all = await alts('Lila cherche son doudou dans le jardin.', 'fr', 'bedtime-books');
    expect(all.at(-1)).toMatch(/toute endormie/);
    expect(all.join(' ')).not.toMatch(/\btout endormi\b/);
  });
});
