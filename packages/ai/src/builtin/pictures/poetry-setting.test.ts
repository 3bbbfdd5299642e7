import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { environmentFor } from './environment';
import { pictureSvg } from './index';

/**
 * A poetry book set at the sea is drawn at the sea, like a story (issue 14): every poem's picture
 * stands in the book's setting, its alt text is in the book's language, and a rain poem has no sun.
 */
const poems = (description: string, language: 'en' | 'fr'): BookRequest => ({
  title: description,
  author: 'Ada',
  type: 'poetry-rhymes',
  description,
  pages: 12,
  language,
  trim: '8x8',
  bleed: false,
  quality: 'standard',
  seed: 2,
});

const icons = (svg: string) => new Set([...svg.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]));

describe('poetry pictures in the book setting', () => {
  it('draws every poem of a seaside book at the beach, with alt text in the book language', async () => {
    for (const [description, language] of [
      // A rainy book: rain couplets are sung only where the idea says it rains.
      ['Gentle poems about a rainy day at the seaside', 'en'],
      ['Des poèmes doux sur une journée de pluie au bord de mer', 'fr'],
    ] as const) {
      const plan = await planBuiltinStory(poems(description, language));
      let rainy = 0;
      plan.pages.forEach((page, i) => {
        const svg = pictureSvg({
          prompt: page.scene,
          width: 200,
          height: 200,
          page,
          character: plan.character,
          bookType: 'poetry-rhymes',
          seed: i + 1,
        });
        // The beach and one of its landmarks (rock pools, a lighthouse, a pier…), not a green meadow.
        const theme = String(plan.character?.figure?.theme ?? 'everyday');
        expect(environmentFor(theme, String(page.hints?.place ?? page.scene)), page.text).toBe('beach');
        expect(/id="landmark-/.test(svg), page.text).toBe(true);
        // The alt text says which spot of the beach, in the book's language.
        expect(page.alt, page.text).toMatch(
          language === 'fr'
            ? /plage|rochers|dunes|jetée|phare|glaces|crique/
            : /beach|rock pools|dunes|pier|lighthouse|ice-cream|cove/,
        );
        if (language === 'fr') expect(page.alt).not.toMatch(/\b(with|the|at)\b/);
        if (/\brain\b|pluie/i.test(page.text)) {
          rainy++;
          expect(icons(svg).has('sun'), page.text).toBe(false);
          expect(svg.includes('id="weather-rain"'), page.text).toBe(true);
        }
      });
      expect(rainy, description).toBeGreaterThan(0);
    }
  });
});
