import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

/**
 * Issue 14 review: « Un chaton perdu dans la grande ville » looked for a stock kite in town. An idea
 * that opens on a lost hero ("A little lost kitten…", « Un chaton perdu… ») is the hero lost and found
 * again by Mum; "Lily helps a lost puppy" still helps the puppy.
 */
describe('an idea that opens on a lost hero (issue 14)', () => {
  it.each([
    ['en', 'A little lost kitten in the big city', /Mum/, /kite/],
    ['en', 'The lost puppy', /Mum/, /kite/],
    ['fr', 'Un chaton perdu dans la grande ville', /Maman/, /cerf-volant/],
    ['fr', 'Une petite chienne perdue', /Maman/, /cerf-volant/],
  ] as const)('%s: %s', async (language, description, mum, stock) => {
    expect(readIdea('', description, language).goal?.kind).toBe('reunite');
    const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).toMatch(mum);
    expect(text).not.toMatch(stock);
  });

  it('"Lily helps a lost puppy" is no lost hero', () => {
    expect(readIdea('', 'Lily helps a lost puppy find its way home', 'en').goal?.kind).toBe('help');
  });
});
