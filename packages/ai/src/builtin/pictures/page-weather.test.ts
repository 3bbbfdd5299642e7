import { describe, expect, it } from 'vitest';
import type { BookRequest, PagePlan } from '../../types';
import { skyFromText } from '../text/page-sky';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { pictureSvg } from './index';

/**
 * The sky follows the page's words (issue 14): rain, storm, snow and fog are drawn with grey
 * clouds and what falls, "night" or "so dark" with a night sky, "evening" at dusk; never a sun.
 */
const icons = (svg: string) => new Set([...svg.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]));

describe('weather and darkness the text names', () => {
  it('reads the sky from a page, en and fr, whole words only', () => {
    expect(skyFromText('Rain began to fall over the orchard.')).toEqual({ weather: 'rain' });
    expect(skyFromText('La pluie se mit à tomber sur le verger.')).toEqual({ weather: 'rain' });
    expect(skyFromText('A storm rolled in.').weather).toBe('storm');
    expect(skyFromText('Un orage éclata.').weather).toBe('storm');
    expect(skyFromText('The snow came down so soft and white, it made the garden shine at night.')).toEqual({
      weather: 'snow',
      light: 'night',
    });
    expect(skyFromText('Dans le parc, un épais brouillard arriva.').weather).toBe('fog');
    expect(skyFromText('It was so dark in the ice cave that Lila could hardly see.').light).toBe('night');
    expect(skyFromText('Il faisait si sombre dans la grotte.').light).toBe('night');
    expect(skyFromText('One evening at the beach, the sky turned pink.').light).toBe('dusk');
    expect(skyFromText('Les étoiles brillaient.').light).toBe('night');
    // A rainbow, a rainforest and a snowy hill are not weather.
    expect(skyFromText('A rainbow over the rainforest, on the snowy hill.')).toEqual({});
  });

  it('draws every page that says rain, fog, dark or evening without a sun (24-page books, en and fr)', async () => {
    const seen = new Set<string>();
    for (const [description, language, seed] of [
      ['A little fox looks for a lost key in the forest', 'en', 1],
      ['Un petit ours cherche son ballon rouge dans le parc', 'fr', 2],
      ['A girl and her dog look for a shell at the beach', 'en', 3],
      ['Une tortue cherche une perle sous la mer', 'fr', 4],
    ] as const) {
      const req: BookRequest = {
        title: description,
        author: 'Ada',
        type: 'story-book',
        description,
        pages: 24,
        language,
        trim: '8x8',
        bleed: false,
        quality: 'standard',
        seed,
      };
      const plan = await planBuiltinStory(req);
      plan.pages.forEach((page: PagePlan, i) => {
        const said = skyFromText(page.text);
        if (!said.weather && !said.light) return;
        const svg = pictureSvg({
          prompt: page.scene,
          width: 200,
          height: 200,
          page,
          character: plan.character,
          bookType: req.type,
          seed: i + 1,
        });
        const underwater = /sea|mer/.test(description);
        expect(icons(svg).has('sun'), page.text).toBe(false);
        if (said.weather && !underwater) {
          expect(svg.includes(`id="weather-${said.weather}"`), page.text).toBe(true);
          seen.add(said.weather);
        }
        if (said.light) {
          expect(page.hints?.light, page.text).not.toBe('day');
          seen.add(said.light);
        }
        // The alt text, in the book's language, says it.
        if (said.weather === 'rain' && !underwater)
          expect(page.alt).toMatch(language === 'fr' ? /sous la pluie/ : /in the rain/);
      });
    }
    // Not a vacuous sweep: rain, fog, a dark page and an evening were all met.
    expect([...seen].sort()).toEqual(expect.arrayContaining(['dusk', 'fog', 'night', 'rain']));
  });
});
