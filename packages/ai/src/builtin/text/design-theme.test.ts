import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/** Snow on the ground: the snowy land's white ground, its snowy peaks. */
const SNOWY = /#f6fbff|data-icon="snow-capped-mountain"/;

/**
 * The pages take their theme from the idea's facts (a friend's « fête » at home is no holiday), but
 * the hero's design read it again from the raw words: « Une petite souris prépare la fête
 * d’anniversaire de son amie » was told in the garden and drawn in the snowy holiday village, snow
 * under the balloons. The design now draws the pages' theme.
 */
describe('the pictures keep the theme the pages are told in', () => {
  it.each([
    ['fr', 'Une petite souris prépare la fête d’anniversaire de son amie'],
    ['en', 'Max plans a surprise party for his friend Lily'],
  ] as const)('%s: %s — a green garden, no snow', async (language: Language, description) => {
    for (const pages of [8, 24]) {
      const book = await planStory({ type: 'story-book', language, description, pages, seed: 1 });
      expect(book.character.figure?.theme).toBe('everyday');
      const garden = book.pages.flatMap((p, i) => (/garden/.test(String(p.hints?.place)) ? [i] : []));
      expect(garden.length).toBeGreaterThan(0);
      for (const i of garden)
        expect(drawPlanPage(book, 'story-book', i, 300), `${pages} pages, page ${i + 1}`).not.toMatch(SNOWY);
    }
  });
});
