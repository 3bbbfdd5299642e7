import { describe, expect, it } from 'vitest';
import { nameGender } from '../idea/name-gender';
import { planStory } from '../testing/story-fixtures';

/**
 * « Le petit tracteur rouge » was « un petit tracteur nommé Lila », « Le petit train » « Voici Bella,
 * un petit train »: a vehicle has no sex, so the name the engine picks agrees with the French noun.
 */
const plan = (type: string, description: string, pages = 4) =>
  planStory({ type: type as never, language: 'fr', description, pages });

describe('a vehicle hero’s engine-picked name agrees with its French noun (character)', () => {
  it.each([
    ['story-book', 'Le petit tracteur rouge', 'un petit tracteur'],
    ['vehicles', 'Le petit train', 'un petit train'],
    ['vehicles', 'Le petit camion', 'un petit camion'],
    ['vehicles', 'Un petit bus', 'un petit bus'],
  ] as const)('%s: %s is no girl’s name', async (type, description, noun) => {
    for (const pages of [4, 12]) {
      const p = await plan(type, description, pages);
      expect(nameGender(p.character.name)).not.toBe('f');
      expect(p.pages.map((x) => x.text).join(' ')).toContain(noun);
    }
  });

  it('keeps a girl’s name on « une petite voiture », and the name the idea gives', async () => {
    const car = await plan('vehicles', 'La petite voiture rouge');
    expect(nameGender(car.character.name)).not.toBe('m');
    const named = await plan('story-book', 'Bella le petit tracteur');
    expect(named.character.name).toBe('Bella');
    expect(named.pages[0].text).toMatch(/Bella, un petit tracteur|un petit tracteur nommé Bella/);
  });
});
