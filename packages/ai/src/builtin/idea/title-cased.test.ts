import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

/**
 * New-user review: "Mia waits for Santa on Christmas Eve" was a book about Pim the penguin, and
 * « Léo attend le Père Noël » too: "Santa" and "Christmas" made the sentence look title-cased, where
 * capitals say nothing about names. Words capitalised in any sentence no longer count (title-cased.ts).
 */
describe('a name before Santa or Christmas is the hero’s (review)', () => {
  it.each([
    ['en', 'Mia waits for Santa on Christmas Eve', 'Mia'],
    ['fr', 'Léo attend le Père Noël', 'Léo'],
    ['en', 'Tom meets Santa Claus at Christmas', 'Tom'],
  ] as const)('%s: %s', async (language, description, name) => {
    expect(readIdea('', description, language).heroName).toBe(name);
    const plan = await planStory({ type: 'holiday', description, language, pages: 8 });
    expect(plan.character.name).toBe(name);
    expect(plan.pages[0].text).toContain(name);
  });

  it('a title-cased idea still names nobody', () => {
    for (const idea of ['Wild Tigers of India', 'The Night Before Christmas', 'Petit Ours et sa maman'])
      expect(readIdea('', idea, idea.startsWith('Petit') ? 'fr' : 'en').heroName, idea).toBeUndefined();
  });
});
