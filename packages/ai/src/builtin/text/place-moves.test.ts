import { describe, expect, it } from 'vitest';
import type { Place, PlaceFamily } from '../idea/settings';
import { SETTINGS } from '../idea/settings';
import { moveSlots } from './place-moves';
import { planBuiltinStory } from './plan-builtin-story';
import { PLACE_COUPLETS } from './poetry-place-couplets';
import { fill } from './story-context';
import { EPISODES } from './story-episodes';
import { fitsPlace } from './story-place-fit';
import { ALL_THEMES } from './themes';

/**
 * Issue 14: how the hero moves fits where the page is. Under the sea one swims, in space one
 * floats, in the sky one flies: no « Un pas, puis un autre », no tiptoeing on a coral reef.
 */
const WALK = {
  en: /\b(steps?|tiptoed|walked|climbed)\b/i,
  fr: /\b(un pas|chaque pas|pointe des pieds|marcha|grimpa)\b/i,
};
const MOVES: Record<'sea' | 'space' | 'sky', { en: RegExp; fr: RegExp }> = {
  sea: { en: /\bswim|\bswam\b/i, fr: /\bnage/i },
  space: { en: /\bfloat/i, fr: /\bflott/i },
  sky: { en: /\bfl(y|ew)\b/i, fr: /\bvol(a|er)\b/i },
};
const PLACES: Place[] = [...SETTINGS.flatMap((s) => s.places), ...ALL_THEMES.flatMap((t) => t.places)];
const TEMPLATES = [
  ...Object.values(EPISODES).flat(),
  ...PLACE_COUPLETS.map((c) => ({ ...c, en: c.en.join('\n'), fr: c.fr.join('\n') })),
];
const slots = (place: Place, lang: 'en' | 'fr') => ({
  name: 'Zoé',
  object: lang === 'en' ? 'the shell' : 'le coquillage',
  place: place[lang],
  atPlace: place.at[lang],
  ...moveSlots(place.family, lang),
});

describe('movement fits the place family (issue 14)', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: nobody walks, tiptoes or takes steps under the sea, in space or in the sky`, () => {
      const wrong: string[] = [];
      for (const place of PLACES) {
        if (!(['sea', 'space', 'sky'] as PlaceFamily[]).includes(place.family)) continue;
        for (const t of TEMPLATES) {
          if (!fitsPlace(t, place)) continue;
          const text = fill(t[lang], slots(place, lang));
          if (WALK[lang].test(text)) wrong.push(`${place.en}: ${text}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it(`${lang}: the dark-obstacle sentence moves the hero the way the place allows`, () => {
      const dark = EPISODES.obstacle.find((t) => t.en.startsWith('It was so dark'));
      expect(dark).toBeDefined();
      for (const family of ['sea', 'space'] as const) {
        const place = PLACES.find((p) => p.family === family) as Place;
        const text = fill(dark?.[lang] ?? '', slots(place, lang));
        expect(text).toMatch(MOVES[family][lang]);
        expect(text).not.toMatch(WALK[lang]);
      }
      const land = PLACES.find((p) => p.family === 'nature') as Place;
      expect(fill(dark?.[lang] ?? '', slots(land, lang))).toMatch(WALK[lang]);
    });
  }

  it('a 50-page French sea story never says « Un pas, puis un autre »', async () => {
    const plan = await planBuiltinStory({
      title: 'Sous la mer',
      author: 'A',
      type: 'story-book',
      description: 'Un hippocampe nommé Coralie a perdu sa perle sous la mer.',
      pages: 50,
      language: 'fr',
      trim: '8x8',
      bleed: false,
      quality: 'standard',
    });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(WALK.fr);
    expect(text).toMatch(/Nager un peu, puis encore un peu/);
  });
});
