import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import type { StoryHints } from './story-light';

/**
 * 'Leo’s first judo class' and 'A ninja girl trains with her master' draw the hero in the white gi or
 * the dark ninja suit (pictures/gi-suit.ts, ninja-suit.ts), but the alt said the bible's everyday
 * clothes: "Ava, a girl in a green top with a teal woolly hat, at the dojo". Now the alt says the suit
 * drawn, « en kimono blanc », "in a dark ninja suit", on every page that draws it.
 */
const CASES: [Language, string, RegExp, RegExp][] = [
  ['en', 'Leo’s first judo class', /, an? \w+ in a white gi\b/, / top\b/],
  ['fr', 'Le premier cours de judo de Léo', /, une? \S+ en kimono blanc\b/, /d’un haut|une cape/],
  ['en', 'A ninja girl trains with her master', /, a girl in a dark ninja suit\b/, / top\b|woolly hat/],
  [
    'fr',
    'Une petite ninja s’entraîne avec son maître',
    /, une fille en tenue sombre de ninja\b/,
    /d’un haut|une cape/,
  ],
];

describe('the alt says the gi or the ninja suit the hero is drawn in', () => {
  it.each(CASES)('%s: %s', async (language, description, said, unsaid) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const worn = plan.pages.filter((p) => /^(gi|ninja)/.test((p.hints as StoryHints).wears ?? ''));
      expect(worn.length).toBeGreaterThan(pages / 2);
      plan.pages.forEach((p, i) => {
        const wears = (p.hints as StoryHints).wears;
        if (!wears) return;
        expect(drawPlanPage(plan, 'story-book', i)).toMatch(/data-part="ninja-mask"|#f7f7f2/);
        expect(p.alt, p.text).toMatch(said);
        expect(p.alt, p.text).not.toMatch(unsaid);
      });
      // The belt or the headband won at the end is said as drawn.
      expect(plan.pages.at(-1)?.alt).toMatch(/yellow belt|ceinture jaune|black headband|bandeau noir/);
    }
  });
});
