import { describe, expect, it } from 'vitest';
import { nameGender } from './name-gender';
import { readIdea } from './read-idea';

/** Issue 14: a named child's French words agree with the name (from the taggers' first-name lexicons). */
describe('a first name’s likely gender', () => {
  it.each([
    ['Lila', 'f'],
    ['Zoé', 'f'],
    ['Emma', 'f'],
    ['Chloé', 'f'],
    ['Inès', 'f'],
    ['Lou', 'f'],
    ['Léo', 'm'],
    ['Tom', 'm'],
    ['Hugo', 'm'],
    ['Jules', 'm'],
    ['Maël', 'm'],
    ['Max', 'm'],
  ] as const)('%s is %s', (name, gender) => expect(nameGender(name)).toBe(gender));

  it('says nothing of names given to girls and boys alike, nor of unknown words', () => {
    for (const name of ['Camille', 'Sacha', 'Charlie', 'Zorblax', 'Noël'])
      expect(nameGender(name)).toBeUndefined();
  });

  it('reads an accented French name the tagger misses as the hero’s name', () => {
    expect(readIdea('T', 'Léo explore la mer la nuit.', 'fr').heroName).toBe('Léo');
    expect(readIdea('T', 'Zoé cherche un coquillage.', 'fr').heroName).toBe('Zoé');
    expect(readIdea('T', 'Noël approche et un renard cherche un cadeau.', 'fr').heroName).toBeUndefined();
  });
});
