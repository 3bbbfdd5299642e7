import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * 'Lions of the Serengeti' roamed "the edge of a great wild forest", "the rocky shore" and "the old
 * oak tree"; « Les lions de la savane africaine » the jungle's temple and vines; 'Camels of the Sahara'
 * was a boy on Maple Lane after a kite; « Les pandas de la forêt de bambous » an oak wood. The world's
 * named wild places are their own land (idea/settings-wild.ts), and the animals heading the idea roam it.
 */
type Page = { text: string; hints?: Record<string, unknown> };
const place = (p: Page) => String(p.hints?.place ?? '');

describe('named wild places are the setting', () => {
  it.each([
    [
      'hyper-realistic',
      'en',
      'Lions of the Serengeti',
      'lion',
      /savanna/,
      /savanna|acacia|watering hole|tall grass/,
    ],
    [
      'zoo-animals',
      'fr',
      'Les lions de la savane africaine',
      'lion',
      /savanna/,
      /savane|acacia|point d’eau|hautes herbes/,
    ],
    ['story-book', 'en', 'Camels of the Sahara', 'camel', /desert/, /desert|dunes|oasis|camel track/],
    ['story-book', 'fr', 'Les chameaux du Sahara', 'camel', /desert/, /désert|dunes|oasis|chameaux/],
    [
      'story-book',
      'en',
      'Kangaroos of the Australian outback',
      'kangaroo',
      /outback/,
      /outback|gum trees|red rock|waterhole/,
    ],
    [
      'story-book',
      'fr',
      'Les kangourous du bush australien',
      'kangaroo',
      /outback/,
      /bush australien|eucalyptus|rocher rouge|trou d’eau/,
    ],
    [
      'story-book',
      'en',
      'Jaguars of the Amazon rainforest',
      'jaguar',
      /jungle|rainforest/,
      /jungle|vines|waterfall/,
    ],
    [
      'story-book',
      'fr',
      'Les pandas de la forêt de bambous',
      'panda',
      /bamboo/,
      /bambous|brume|rochers moussus/,
    ],
    [
      'story-book',
      'en',
      'Tigers of the Himalayas',
      'tiger',
      /mountain|peak|hills|lake|meadow|forest/,
      /mountain|peak|rocky path/,
    ],
  ] as const)('%s %s: %s', async (type, language, description, hero, drawnAt, said) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type, language, description, pages, seed: 3 });
      const all = plan.pages as Page[];
      const text = all.map((p) => p.text).join('\n');
      expect(text).not.toMatch(
        /wild forest|rocky shore|old oak|Maple Lane|vieux chêne|vieux temple|lianes|an egg|a kite/,
      );
      expect(text).toMatch(said);
      for (const p of all) expect(place(p)).toMatch(drawnAt);
      expect(plan.character.figure?.id).toBe(hero);
      // A place word is never the hero's name.
      expect(String(plan.character.name ?? '')).not.toMatch(
        /Serengeti|Sahara|Amazon|Himalaya|Australi|Afri/i,
      );
      const sentences = all.flatMap((p) => splitSentences(p.text));
      expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
    }
  });
});
