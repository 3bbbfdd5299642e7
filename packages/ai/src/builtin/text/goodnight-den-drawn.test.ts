import type { BookType, Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * 'An owl says goodnight to the forest animals' ends “snuggled down in the cosy hollow of the old
 * oak”, but the owl was drawn standing on the grass beside the oak. The den the text names is drawn
 * on the last page (pictures/den-sleep.ts), the hero curled up inside it; a child keeps the bedroom.
 * A monkey of the jungle sleeps in a hammock of leaves, a polar bear in a snow den (they had no den).
 */
const BOOKS: [Language, string, RegExp, string][] = [
  ['en', 'An owl says goodnight to the forest animals', /hollow of the old oak/, 'hollow'],
  ['fr', 'Une chouette dit bonne nuit aux animaux de la forêt', /creux douillet du vieux chêne/, 'hollow'],
  ['en', 'A little bird says goodnight to the forest', /nest, high in the old oak/, 'nest'],
  ['fr', 'Un petit oiseau dit bonne nuit à tous les animaux de la forêt', /nid douillet/, 'nest'],
  ['en', 'A sleepy bunny says goodnight to the forest', /burrow under the roots/, 'burrow'],
  ['fr', 'Un petit lapin dit bonne nuit à la forêt', /terrier douillet/, 'burrow'],
  // The jungle's and the snow's animals had no den at all: “snuggled into bed”, drawn in a bedroom.
  [
    'en',
    'A little monkey says goodnight to the jungle',
    /soft hammock of leaves, high in the tall/,
    'leafy hammock',
  ],
  ['fr', 'Un petit singe dit bonne nuit à la jungle', /hamac de feuilles tout doux/, 'leafy hammock'],
  ['en', 'A polar bear cub says goodnight to the snow', /snow den, dug deep in the snowdrift/, 'snow den'],
  ['fr', 'Un ours polaire dit bonne nuit à la neige', /tanière de neige douillette/, 'snow den'],
];
const TYPES: [BookType, number][] = [
  ['bedtime-books', 8],
  ['story-book', 12],
];

describe('a goodnight round ends drawn asleep inside the den its text names', () => {
  it.each(BOOKS)('%s: %s', async (language, description, words, den) => {
    for (const [type, pages] of TYPES) {
      const plan = await planStory({ type, language, description, pages });
      const last = plan.pages.length - 1;
      expect(plan.pages[last].text).toMatch(words);
      expect(plan.pages[last].hints?.place).toMatch(new RegExp(`^the ${den}`));
      const svg = drawPlanPage(plan, type, last);
      // The den, and the hero curled up inside it (between the den's back and its rim).
      expect(svg, `${type} ${pages}`).toMatch(/<g class="den">.*<g class="curled"[^>]*><g id="hero"/);
      // Only the last page: the round itself is walked, standing.
      expect(drawPlanPage(plan, type, last - 1)).not.toContain('class="curled"');
    }
  });

  it.each([
    ['en', 'A little girl says goodnight to the forest'],
    ['fr', 'Une petite fille dit bonne nuit à la forêt'],
  ] as [Language, string][])(
    '%s: a child still sleeps in bed, not in a den',
    async (language, description) => {
      const plan = await planStory({ type: 'bedtime-books', language, description, pages: 8 });
      expect(drawPlanPage(plan, 'bedtime-books', plan.pages.length - 1)).not.toContain('class="den"');
    },
  );
});
