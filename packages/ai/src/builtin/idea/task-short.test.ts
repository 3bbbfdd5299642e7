import { describe, expect, it } from 'vitest';
import { shortTask, taskThing } from './task-short';

describe('the deed said short at its second mention', () => {
  it('keeps the last deed, without who it is done with, where or what for', () => {
    expect(shortTask('play football with her team and score the winning goal', 'en')).toBe(
      'score the winning goal',
    );
    expect(shortTask('wake up the farm animals for the big fair', 'en')).toBe('wake up the farm animals');
    expect(shortTask('construire une cabane avec son papa dans le jardin', 'fr')).toBe(
      'construire une cabane',
    );
    expect(shortTask('jouer au football avec son équipe', 'fr')).toBe('jouer au football');
    expect(shortTask('se préparer pour la grande fête', 'fr')).toBe('se préparer');
  });

  it('does not split a deed from its things, nor keep "it" alone', () => {
    expect(shortTask('bake cookies and cupcakes', 'en')).toBe('bake cookies and cupcakes');
    expect(shortTask('bake a cake and decorate it', 'en')).toBe('bake a cake and decorate it');
    expect(shortTask('protéger un œuf de dragon', 'fr')).toBe('protéger un œuf de dragon');
  });

  it('names the thing a making deed makes, and nothing for other deeds', () => {
    expect(taskThing('build the cabin', 'en')).toBe('the cabin');
    expect(taskThing('construire la cabane', 'fr')).toBe('la cabane');
    expect(taskThing('score the winning goal', 'en')).toBeUndefined();
    expect(taskThing('bake cookies', 'en')).toBeUndefined();
  });
});
