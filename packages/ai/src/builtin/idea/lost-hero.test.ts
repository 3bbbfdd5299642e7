import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

// A hero who gets lost is found again by Mum. Before, "A baby elephant gets lost at the zoo" was a
// search for a stock ball ("Leo could not find the ball anywhere").
describe('a hero who gets lost', () => {
  it.each([
    ['en', 'A baby elephant gets lost at the zoo'],
    ['en', 'Max got lost at the busy market'],
    ['en', 'A little penguin is lost in the snow'],
    ['fr', 'Une petite fille se perd dans la forêt'],
    ['fr', 'Le petit lapin s’est perdu au marché'],
  ] as const)('%s: %s is found again by Mum', (lang, description) => {
    const goal = readIdea('', description, lang).goal;
    expect(goal?.kind).toBe('reunite');
    expect(goal?.kind === 'reunite' && goal.relative.id).toBe('mother');
  });

  it.each([
    ['en', 'Max lost his red ball in the park', 'reunite'],
    ['en', 'Lily helps a lost puppy find its way home', 'reunite'],
    ['fr', 'Tom a perdu son doudou', 'reunite'],
  ] as const)('%s: %s is no lost hero', (lang, description, not) => {
    expect(readIdea('', description, lang).goal?.kind).not.toBe(not);
  });

  it.each([
    ['zoo-animals', 'en', 'A baby elephant gets lost at the zoo', 'Mum', /\bball\b/],
    ['story-book', 'fr', 'Une petite fille se perd dans la forêt', 'Maman', /\bballon\b/],
  ] as const)(
    '%s %s: the book looks for Mum, not for a thing',
    async (type, language, description, mum, stock) => {
      const plan = await planStory({ type, language, description, pages: 8 });
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(stock);
      expect(plan.pages[1].text).toContain(mum);
      // Found at the turn, and said so in the picture's alt.
      expect(plan.pages.slice(-2).every((p) => p.alt?.includes(mum))).toBe(true);
    },
  );
});
