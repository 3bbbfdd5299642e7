import { describe, expect, it } from 'vitest';
import type { BookRequest, ImageRequest } from '../../types';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { designCharacter } from './character-design';
import { environmentFor } from './environment';
import { hasIcon, iconBody } from './icons';
import { pictureSvg } from './index';

/** One story page drawn from its plan hints (what the text layer passes). */
function page(scene: string, hints: Record<string, unknown>, seed = 1, theme = 'everyday'): string {
  return pictureSvg({
    prompt: scene,
    width: 400,
    height: 400,
    seed,
    bookType: 'story-book',
    character: {
      name: 'Mia',
      look: 'a girl',
      palette: [],
      styleTags: [],
      promptPrefix: '',
      figure: { id: 'girl', theme },
    },
    page: { text: scene, scene, alt: scene, layout: 'image-top', hints },
  } as ImageRequest);
}

const icons = (svg: string) => [...svg.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]);
const skyTop = (svg: string) =>
  /-sky"[^>]*><stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? '';
const luma = (hex: string) =>
  [0, 1, 2].reduce(
    (s, i) => s + Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) * [0.3, 0.59, 0.11][i],
    0,
  );

describe('pictures follow the page (issue 14 audit)', () => {
  it('a problem page has a rain cloud only when its own sky rains', () => {
    for (const seed of [1, 2, 3, 4]) {
      for (const light of ['day', 'night']) {
        const clear = icons(
          page('Mia in the meadow', { kind: 'story', beat: 'problem', light, place: 'the meadow' }, seed),
        );
        expect(clear, `${light} ${seed}`).not.toContain('cloud-with-rain');
        expect(clear).toContain('red-question-mark');
      }
      const rain = icons(
        page(
          'Mia in the meadow',
          { kind: 'story', beat: 'problem', light: 'day', weather: 'rain', place: 'the meadow' },
          seed,
        ),
      );
      expect(rain).toContain('cloud-with-rain');
    }
  });

  it('night darkens the sea too (a deeper blue, no sun shafts)', () => {
    const at = (light: string) =>
      page('Coral under the sea', { kind: 'story', light, place: 'under the sea' }, 3, 'ocean');
    const day = luma(skyTop(at('day')));
    const night = luma(skyTop(at('night')));
    expect(day).toBeGreaterThan(0);
    expect(night).toBeLessThan(day * 0.6);
    expect(at('night')).not.toContain('opacity="0.12"');
  });

  it('snow places have snow ground and no flowers; a snowy hill is a white hill, not the mountain', () => {
    expect(environmentFor('farm', 'the snowy hill')).toBe('snow');
    expect(environmentFor('everyday', 'la colline enneigée')).toBe('snow');
    expect(environmentFor('ocean', 'the ice cave')).not.toBe('snow');
    const warm = /^(tulip|sunflower|blossom|hibiscus|rose|cherry-blossom|herb|palm-tree|cactus|mushroom)$/;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const [place, theme] of [
        ['the ice cave', 'everyday'],
        ['the snowy hill', 'farm'],
        ['the snowy hill', 'anime'],
      ]) {
        const svg = page(
          `Mia at ${place}`,
          { kind: 'story', light: 'day', place, detail: 'high', subjects: ['tulip', 'kite'] },
          seed,
          theme,
        );
        expect(
          icons(svg).filter((n) => warm.test(n)),
          `${place} ${theme} ${seed}`,
        ).toEqual([]);
        // The place's landmark is the white hill (a small mountain may stand far off on the horizon).
        if (place === 'the snowy hill') expect(svg).toContain('fill="#f6fbff"');
      }
    }
  });

  it('falling snow lies white on a meadow, with no tulips in it', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const svg = page(
        'Mia on the hill',
        {
          kind: 'story',
          light: 'night',
          weather: 'snow',
          place: 'the hill',
          detail: 'high',
          subjects: ['tulip'],
        },
        seed,
      );
      expect(
        icons(svg).filter((n) => /^(tulip|sunflower|blossom|herb|mushroom)$/.test(n)),
        String(seed),
      ).toEqual([]);
    }
    const day = page(
      'Mia on the hill',
      { kind: 'story', light: 'day', weather: 'snow', place: 'the hill' },
      2,
    );
    // The meadow's green ground ('#7dbb6e') gives way to the snow's white.
    expect(day).not.toContain('#7dbb6e');
  });

  it('the library window shows the night and the rain', () => {
    const lib = (hints: Record<string, unknown>) =>
      page('Mia at the library', { kind: 'story', place: 'the library', ...hints });
    expect(icons(lib({ light: 'night' }))).toContain('crescent-moon');
    const wet = lib({ light: 'night', weather: 'rain' });
    // Rain on the glass, and no moon behind the rain clouds.
    expect(wet).toContain('stroke="#e6f0fa"');
    expect(icons(wet)).not.toContain('crescent-moon');
    expect(lib({ light: 'day', weather: 'rain' })).toContain('stroke="#e6f0fa"');
  });

  const req = (over: Partial<BookRequest>): BookRequest => ({
    title: 'Book',
    author: 'A',
    type: 'story-book',
    description: '',
    pages: 8,
    language: 'en',
    trim: '8x8',
    bleed: false,
    quality: 'standard',
    ...over,
  });

  it('a princess or a prince is named so in the look (en, fr, agreement) and wears a crown', async () => {
    const fr = await planBuiltinStory(
      req({
        title: 'La princesse Rose',
        description: 'Une princesse nommée Rose cherche sa couronne',
        language: 'fr',
      }),
    );
    expect(fr.character.look).toMatch(/^une princesse vêtue d’une robe \S+, avec une petite couronne/);
    expect(fr.character.figure?.accessory).toBe('crown');
    expect(fr.pages[0].alt).toContain('une princesse');
    expect(fr.pages.every((p) => !p.alt?.includes('une fille'))).toBe(true);
    const en = await planBuiltinStory(
      req({ title: 'Prince Leo', description: 'A prince named Leo looks for his horse' }),
    );
    expect(en.character.look).toMatch(/^a prince in an? \S+ top with an? \S+ little crown/);
    const frBoy = designCharacter(
      req({ description: 'x', language: 'fr', character: { name: 'Léo', description: 'prince' } }),
      4,
    );
    expect(frBoy.look).toMatch(/^un prince vêtu d’un/);
    // A girl who meets a princess is still a girl.
    const girl = designCharacter(
      req({ description: 'A girl meets a princess', character: { name: 'Mia', description: '' } }),
      4,
    );
    expect(girl.look).toMatch(/^a girl/);
  });

  it('a seahorse is drawn as a seahorse (hero and helper), en and fr', async () => {
    expect(hasIcon('seahorse')).toBe(true);
    const seahorse = iconBody('seahorse');
    for (const [description, language] of [
      ['A seahorse named Coral lost her pearl under the sea.', 'en'],
      ['Un petit hippocampe nommé Coralie a perdu sa perle dorée sous la mer.', 'fr'],
    ] as const) {
      const plan = await planBuiltinStory(
        req({ title: 'Coral', description, language, type: 'ocean-animals' }),
      );
      expect(plan.character.figure?.id).toBe('seahorse');
      const svg = pictureSvg({
        prompt: plan.pages[1].scene,
        width: 300,
        height: 300,
        seed: 2,
        bookType: 'ocean-animals',
        page: plan.pages[1],
        character: plan.character,
      });
      expect(svg).toContain(seahorse);
      expect(plan.pages[1].alt).toMatch(language === 'en' ? /a seahorse/ : /un hippocampe/);
    }
    expect(
      icons(
        page('Mia swims with a seahorse', { kind: 'story', light: 'day', place: 'the reef' }, 1, 'ocean'),
      ),
    ).toContain('seahorse');
  });
});
