import { describe, expect, it } from 'vitest';
import type { PagePlan } from '../../types';
import { pictureSvg } from '../pictures/index';
import { planBuiltinStory } from './plan-builtin-story';
import { THEME_HELPER_DRAWN } from './theme-helpers';
import { ALL_THEMES } from './themes';

/**
 * Issue 14: the helper met on the way (a theme's own: "a wise grandmother" by the pond) is drawn
 * from the scene's words, so the alt text of that page names her too.
 */
const book = (description: string, language: 'en' | 'fr') =>
  planBuiltinStory({
    title: 'Kite',
    author: 'A',
    type: 'story-book',
    description,
    pages: 24,
    language,
    trim: '8x8',
    bleed: false,
    quality: 'standard',
  });

describe('a theme helper drawn on a page is named in its alt text', () => {
  it('the pictures draw each listed theme helper from a scene that names it', async () => {
    const plan = await book('A girl named Mia looks for her blue kite in the park.', 'en');
    for (const theme of ALL_THEMES) {
      const icon = THEME_HELPER_DRAWN[theme.id];
      if (!icon) continue;
      const page: PagePlan = {
        text: '',
        alt: '',
        layout: 'image-full',
        scene: `Mia meets a new friend at the pond in the park meadow, with ${theme.helper.en}`,
        hints: { kind: 'story', beat: 'helper', place: 'the pond in the park meadow', subjects: [] },
      };
      const svg = pictureSvg({
        prompt: page.scene,
        width: 200,
        height: 200,
        page,
        character: plan.character,
        bookType: 'story-book',
        seed: 1,
      });
      expect(svg.includes(`data-icon="${icon}"`), `${theme.id}: ${theme.helper.en}`).toBe(true);
    }
  });

  it.each([
    ['A girl named Mia looks for her blue kite in the park.', 'en', /wise grandmother/],
    ['Une fille nommée Mia cherche son cerf-volant bleu dans le parc.', 'fr', /grand-mère pleine de sagesse/],
  ] as const)(
    '%s: the grandmother met on the way (by the pond, under the big tree) is in the alt',
    async (description, lang, helper) => {
      const plan = await book(description, lang);
      const met = plan.pages.filter((p) => /with a wise grandmother$/.test(p.scene));
      expect(met.length).toBeGreaterThan(0);
      for (const p of met) expect(p.alt, p.text).toMatch(helper);
    },
  );
});
