import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

/**
 * Issue 14 review: "Teddy gets ready for bed" made "a hare called Lila" the hero, "Teddy" read as a
 * teddy bear to find. A first name that is also a thing, at the head of the idea and doing its verb,
 * is the hero's name; "Kite day at the park" keeps its kite.
 */
describe('a first name that is also a thing (issue 14)', () => {
  it.each([
    ['Teddy gets ready for bed', 'Teddy'],
    ['Teddy goes to the beach', 'Teddy'],
  ])('%s → %s', async (description, name) => {
    const facts = readIdea('', description, 'en');
    expect(facts.heroName).toBe(name);
    expect(facts.object?.word.id).not.toBe('teddy');
    const plan = await planStory({ type: 'bedtime-books', language: 'en', description, pages: 8 });
    expect(plan.character.name).toBe(name);
  });

  it('a thing that does no verb is no name', () => {
    expect(readIdea('', 'Kite day at the park', 'en').heroName).toBeUndefined();
  });
});

// « Deux enfants construisent une fusée pour aller sur la Lune » named its hero « Lune »: the
// moon and the Earth are places, like Mars or Saturn, never the hero's name.
describe('the moon and the Earth are no names', () => {
  it.each([
    ['Deux enfants construisent une fusée pour aller sur la Lune', 'fr'],
    ['Deux enfants rentrent sur la Terre', 'fr'],
    ['Two kids fly to the Moon', 'en'],
  ] as const)('%s', (description, lang) => {
    const name = readIdea('', description, lang).heroName ?? '';
    expect(name).not.toMatch(/lune|terre|moon/i);
  });
});
