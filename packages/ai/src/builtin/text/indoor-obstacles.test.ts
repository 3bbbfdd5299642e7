import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: a room had a garden gate — « Un grand portail fermait la boulangerie ». An
 * obstacle a room can have is said so that it holds there: « le passage était fermé ».
 */
const GATE = /\bgates?\b|portail/i;

describe('no garden gate in a room (issue 14)', () => {
  it.each([
    ['jobs', 'fr', 'Zoé apprend le métier de boulangère'],
    ['jobs', 'en', 'Léo learns to be a doctor'],
    ['story-book', 'fr', 'Une princesse dans son château'],
    ['story-book', 'en', 'Tom explores the castle'],
  ] as const)('%s %s: %s', async (type, language, description) => {
    for (const pages of [24, 50]) {
      const plan = await planStory({ type, language, description, pages });
      for (const p of plan.pages)
        if ((p.hints as { family?: string }).family === 'indoor') expect(p.text).not.toMatch(GATE);
    }
  });
});
