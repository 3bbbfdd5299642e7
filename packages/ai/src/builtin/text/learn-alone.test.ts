import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: 'A dog who wants to fly' — "Milo watched very carefully how the others did it", "some
 * big kids did it so easily", with no others in the book (nobody around flies). A skill only wished
 * for is practised alone: no others to watch, no big kids, no wise grandmother to copy.
 */
const OTHERS =
  /\bthe others\b|\bbig kids\b|\band copied every move\b|\bles autres\b|\bdes grands\b|\bimita chaque geste\b/;

describe('a lone learner’s practice speaks of no others (issue 14)', () => {
  it.each([
    ['en', 'A dog who wants to fly'],
    ['fr', 'Un petit chien qui rêve de voler'],
    ['en', 'A little cat who wants to swim'],
    ['fr', 'Un petit chat qui rêve de nager'],
  ] as const)('%s: %s', async (language, description) => {
    for (const pages of [8, 10, 12, 14, 16]) {
      const plan = await planStory({ type: 'story-book', description, language, pages });
      for (const page of plan.pages) expect(page.text, `${pages} pages`).not.toMatch(OTHERS);
    }
  });
});
