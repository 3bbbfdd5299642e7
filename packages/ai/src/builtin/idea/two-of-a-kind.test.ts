import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

// "Two astronauts", « deux petits dragons »: the hero and a second one of the same kind, named, at the
// hero's side from page 1. Before, the hero went alone, and in "Two astronauts fix their broken rocket
// on Mars" the hero was called Mars (a planet is no one's name).
describe('two of a kind', () => {
  it.each([
    ['en', 'Two astronauts fix their broken rocket on Mars', 'astronaut'],
    ['fr', 'Deux astronautes réparent leur fusée sur Mars', 'astronaut'],
    ['en', 'Two little dragons look for treasure', 'dragon'],
    ['fr', 'Deux petits chats cherchent leur maman', 'cat'],
    ['fr', 'Deux oiseaux construisent un nid', 'bird'],
  ] as const)('%s: %s', (lang, description, kind) => {
    const facts = readIdea('', description, lang);
    expect(facts.heroName).toBeUndefined();
    expect(facts.heroKind?.id).toBe(kind);
    expect(facts.companions.map((c) => [c.kind.id, c.name])).toEqual([[kind, 'Tom']]);
  });

  it.each([
    ['space', 'en', 'Two astronauts fix their broken rocket on Mars', 'Tom'],
    ['fantasy', 'fr', 'Deux petits dragons cherchent un trésor', 'Tom'],
  ] as const)(
    '%s %s: the second one is named and drawn in %s',
    async (type, language, description, friend) => {
      const plan = await planStory({ type, language, description, pages: 8 });
      expect(plan.character.name).not.toBe('Mars');
      expect(plan.pages[0].text).toContain(friend);
      expect(plan.pages.filter((p) => p.alt?.includes(friend)).length).toBeGreaterThanOrEqual(6);
    },
  );
});
