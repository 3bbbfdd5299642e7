import { describe, expect, it } from 'vitest';
import { readIdea } from './read-idea';

/**
 * Issue 14: "Max and Lily" dropped Lily (a lily is a flower), "Rose and Daisy go to the beach" had
 * no hero at all (read as a title-cased idea), and "build a snowman" met a snowman on the way, in the rain.
 */
describe('names that are words, and things made', () => {
  it('"Max and Lily build a snowman": Lily beside Max, the snowman made in the snow', () => {
    const facts = readIdea('Snow', 'Max and Lily build a snowman', 'en');
    expect(facts.heroName).toBe('Max');
    expect(facts.companions).toEqual([expect.objectContaining({ name: 'Lily' })]);
    expect(facts.companions[0].kind.id).toBe('girl');
    expect(facts.others.map((k) => k.id)).not.toContain('snowman');
    expect(facts.weather).toBe('snow');
  });

  it('"Rose and Daisy go to the beach": two girls, Rose the hero', () => {
    const facts = readIdea('Beach', 'Rose and Daisy go to the beach', 'en');
    expect(facts.heroName).toBe('Rose');
    expect(facts.companions[0]).toMatchObject({ name: 'Daisy' });
  });

  it('« Léo et Zoé construisent un bonhomme de neige » is snowy; "a snowman named Olaf" is not weather', () => {
    expect(readIdea('Neige', 'Léo et Zoé construisent un bonhomme de neige', 'fr').weather).toBe('snow');
    expect(readIdea('Olaf', 'A snowman named Olaf wants to see summer', 'en').weather).toBeUndefined();
  });

  it('a title-cased idea still reads its capitals as words: "Wild Tigers of India"', () => {
    expect(readIdea('T', 'Wild Tigers of India', 'en').heroName).toBeUndefined();
  });
});
