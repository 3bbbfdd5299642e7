import { describe, expect, it } from 'vitest';
import { type Place, SETTINGS } from '../idea/settings';
import { episodeSlots } from './place-episode-words';
import { moveSlots } from './place-moves';
import { planBuiltinStory } from './plan-builtin-story';
import { fill } from './story-context';
import { EPISODES } from './story-episodes';
import { fitsPlace } from './story-place-fit';
import { ALL_THEMES } from './themes';

/**
 * Issue 14: episode sentences fit the place family. Under the sea nobody “caught a breath” on a
 * flat stone, “drew a map with a finger” or “found tiny tracks”; no “steep climb” on the lantern
 * bridge, the frozen lake or by the pond (a slope only where the place has one).
 */
const PLACES: Place[] = [...SETTINGS.flatMap((s) => s.places), ...ALL_THEMES.flatMap((t) => t.places)];
const TEMPLATES = Object.values(EPISODES).flat();
const render = (t: { en: string; fr: string }, place: Place, lang: 'en' | 'fr') =>
  fill(t[lang], {
    name: 'Zoé',
    object: lang === 'en' ? 'the pearl' : 'la perle',
    place: place[lang],
    atPlace: place.at[lang],
    ...moveSlots(place.family, lang),
    ...episodeSlots(place.family, lang),
  });
const LAND_ONLY = {
  en: /caught a breath|finger|tracks|flat stone/i,
  fr: /reprendre son souffle|du bout du doigt|traces|pierre plate/i,
};
const SLOPE = { en: /steep climb|slope|path split/i, fr: /montée raide|pente|chemin se séparait/i };
const FLAT = /bridge|lake|pond|square|market|pier|cove|playground|bandstand/i;

describe('episode sentences fit the place', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: under the sea, no land rest, finger map or tracks`, () => {
      const wrong = PLACES.filter((p) => p.family === 'sea').flatMap((place) =>
        TEMPLATES.filter((t) => fitsPlace(t, place))
          .map((t) => render(t, place, lang))
          .filter((text) => LAND_ONLY[lang].test(text)),
      );
      expect(wrong).toEqual([]);
    });

    it(`${lang}: no slope on a bridge, a lake or a square`, () => {
      const wrong = PLACES.filter((p) => FLAT.test(p.en)).flatMap((place) =>
        TEMPLATES.filter((t) => fitsPlace(t, place))
          .map((t) => render(t, place, lang))
          .filter((text) => SLOPE[lang].test(text)),
      );
      expect(wrong).toEqual([]);
    });
  }

  it('says what the sea has instead, in both languages', () => {
    const reef = PLACES.find((p) => p.en === 'the coral reef') as Place;
    const pause = TEMPLATES.find((t) => t.en.includes('{restOnStone}'));
    const map = TEMPLATES.find((t) => t.en.includes('{drewMap}'));
    const clue = TEMPLATES.find((t) => t.en.includes('{tracksAway}'));
    expect(render(pause ?? { en: '', fr: '' }, reef, 'en')).toMatch(
      /smooth rock and watched the bubbles rise/,
    );
    expect(render(map ?? { en: '', fr: '' }, reef, 'fr')).toMatch(/carte dans le sable du fond/);
    expect(render(clue ?? { en: '', fr: '' }, reef, 'fr')).toMatch(
      /ligne de coquillages dans le sable qui s’éloignait/,
    );
    const hill = PLACES.find((p) => p.en === 'the snowy hill') as Place;
    expect(render(clue ?? { en: '', fr: '' }, hill, 'en')).toMatch(/tiny tracks in the snow leading away/);
  });

  it.each([
    ['holiday', 'Tom waits for Santa.', 'en', /steep climb|slope|path split/i],
    ['holiday', 'Tom attend le père Noël.', 'fr', /montée raide|pente|chemin se séparait/i],
    ['story-book', 'Zoé the turtle looks for her pearl under the sea.', 'en', LAND_ONLY.en],
    ['story-book', 'Zoé la tortue cherche sa perle sous la mer.', 'fr', LAND_ONLY.fr],
  ] as const)('%s: %s', async (type, description, language, wrong) => {
    for (const title of ['A', 'B', 'C', 'D']) {
      const book = await planBuiltinStory({
        type,
        language,
        title,
        description,
        pages: 24,
        author: 'T',
      } as Parameters<typeof planBuiltinStory>[0]);
      const bad = book.pages
        .map((p) => p.text)
        .filter((t) => wrong.test(t) && (type === 'story-book' || FLAT.test(t)));
      expect(bad).toEqual([]);
    }
  });
});
