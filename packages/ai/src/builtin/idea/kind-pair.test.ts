import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

// Two kinds joined by "and" at the head of the idea are the hero and a friend at the hero's side.
// Before, "A fox and a rabbit build a treehouse" had a fox alone: the rabbit was never named nor drawn.
describe('"a fox and a rabbit": the second kind walks with the hero', () => {
  it.each([
    ['en', 'A fox and a rabbit build a treehouse', 'fox', 'bunny'],
    ['en', 'Two best friends, a fox and a rabbit, build a treehouse', 'fox', 'bunny'],
    ['fr', 'Un renard et un lapin construisent une cabane', 'fox', 'bunny'],
    ['en', 'A cat and a dog go to the beach', 'cat', 'dog'],
  ] as const)('%s: %s', (lang, description, hero, friend) => {
    const facts = readIdea('', description, lang);
    expect(facts.heroKind?.id).toBe(hero);
    expect(facts.companions.map((c) => c.kind.id)).toEqual([friend]);
  });

  it('joins nothing after a verb: "a boy finds a fox and a rabbit"', () => {
    const facts = readIdea('', 'A boy finds a fox and a rabbit', 'en');
    expect(facts.heroKind?.id).toBe('boy');
    expect(facts.companions).toEqual([]);
  });

  it.each([
    ['en', 'A fox and a rabbit build a treehouse', 'the rabbit'],
    ['fr', 'Un renard et un lapin construisent une cabane', 'le lapin'],
  ] as const)('%s: the friend is in the text and the pictures of %s', async (language, description, said) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
    expect(plan.pages[1].text).toContain(said);
    const drawn = plan.pages.filter((p) => p.hints?.companion === 'bunny' || p.alt?.includes(said));
    expect(drawn.length).toBeGreaterThanOrEqual(6);
  });
});
