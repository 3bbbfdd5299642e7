import { describe, expect, it } from 'vitest';
import { titleFromIdea } from './title-from-idea';

describe('titleFromIdea (one-click titles, issue 14)', () => {
  it('makes a title from the hero and the key object, in the idea’s language', () => {
    expect(titleFromIdea('Zoé and her cat look for a shell at the beach.', 'en')).toBe('Zoé and the Shell');
    expect(
      titleFromIdea('Max the tiger lost his red drum in the jungle and learns to be patient.', 'en'),
    ).toBe('Max and the Red Drum');
    expect(titleFromIdea('Zoé et son chat cherchent un coquillage sur la plage.', 'fr')).toBe(
      'Zoé et le coquillage',
    );
    expect(titleFromIdea('Une petite girafe cherche sa clé dorée.', 'fr')).toBe('La girafe et la clé dorée');
  });

  it('uses the setting when there is no object, and never ends with "…"', () => {
    expect(titleFromIdea('A brave penguin named Pip goes on an adventure in the snow', 'en')).toBe(
      'Pip in the Snow',
    );
    const long = titleFromIdea(
      'Once upon a time there was a very long idea with no hero and no object that goes on and on forever',
      'en',
    );
    expect(long).not.toMatch(/…$/);
    expect(long.length).toBeLessThanOrEqual(48);
  });
});
