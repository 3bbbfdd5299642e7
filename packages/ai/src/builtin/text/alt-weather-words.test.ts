import { describe, expect, it } from 'vitest';
import { lightWords } from './alt-light';
import { planBuiltinStory } from './plan-builtin-story';

/**
 * Issue 14: an alt text's light, ground and weather are said once each, in one natural order —
 * not « dans la neige la nuit, sous les étoiles dans le brouillard »: weather clouds hide the moon
 * and stars (pictures/weather.ts), so no stars with weather.
 */
describe('light, snow and weather in an alt text: once each, what is drawn', () => {
  it('says the ground and the weather, then the light', () => {
    const fog = { snowy: true, weather: 'fog', where: ' sur le lac gelé' } as const;
    expect(lightWords('night', 'open', 'fr', fog)).toBe(' dans la neige et le brouillard, la nuit');
    expect(lightWords('night', 'open', 'en', { ...fog, where: ' on the frozen lake' })).toBe(
      ' in the snow and fog at night',
    );
    expect(lightWords('night', 'open', 'fr', { weather: 'fog', where: ' au parc' })).toBe(
      ' dans le brouillard, la nuit',
    );
    expect(lightWords('dusk', 'open', 'en', { weather: 'snow', where: ' in the park' })).toBe(
      ' in falling snow in the evening',
    );
    expect(lightWords('night', 'open', 'fr', { snowy: true, where: ' sur le lac gelé' })).toBe(
      ' dans la neige, sous les étoiles',
    );
    expect(
      lightWords('sleep', 'open', 'fr', { snowy: true, where: ' sur le lac gelé', feminine: true }),
    ).toBe(' dans la neige, toute endormie sous les étoiles');
    // Two « sous » in a row get a comma; an igloo under falling snow says it the same way.
    expect(lightWords('night', 'open', 'fr', { weather: 'snow', where: ' sous les sapins' })).toBe(
      ', sous la neige qui tombe, la nuit',
    );
    expect(lightWords('night', 'roofed', 'fr', { weather: 'snow', where: ' dans l’igloo' })).toBe(
      ' sous la neige qui tombe, la nuit',
    );
    // Unchanged where there is nothing to combine.
    expect(lightWords('night', 'open', 'fr', { where: ' au parc' })).toBe(' la nuit, sous les étoiles');
    expect(lightWords('day', 'open', 'fr', { snowy: true, where: ' sur le lac gelé' })).toBe(
      ' dans la neige',
    );
  });

  it.each([
    ['Une nuit de brouillard, Léa et son chat se promènent sur le lac gelé dans la neige.', 'fr'],
    ['One foggy night, Mia and her cat walk on the frozen lake in the snow.', 'en'],
  ] as const)('a poem book at night in the snow: %s', async (description, language) => {
    const book = await planBuiltinStory({
      type: 'poetry-rhymes',
      language,
      title: 'Nuit',
      description,
      pages: 12,
      author: 'A',
    } as Parameters<typeof planBuiltinStory>[0]);
    for (const p of book.pages) {
      const alt = p.alt ?? '';
      for (const w of [/neige|snow/gi, /nuit|night/gi, /brouillard|fog/gi, /étoiles|stars/gi])
        expect(
          (alt.replace(/flocon de neige|snowflake|enneigé\w*|snowy/g, '').match(w) ?? []).length,
          alt,
        ).toBeLessThan(2);
      // Weather clouds hide the stars.
      if (/brouillard|fog|neige qui tombe|falling snow/.test(alt)) expect(alt).not.toMatch(/étoiles|stars/);
      expect(alt).not.toMatch(/neige la nuit|snow at night, under/);
    }
  });
});
