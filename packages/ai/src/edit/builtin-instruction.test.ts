import { describe, expect, it } from 'vitest';
import type { PagePlan } from '../types';
import { applyBuiltinInstruction } from './builtin-instruction';

const page: PagePlan = { text: 'Rex runs.', scene: 'Rex runs in the park', layout: 'image-top' };

describe('builtin instruction', () => {
  it('maps time of day, a companion and objects, and says what it could not follow', () => {
    const r = applyBuiltinInstruction(
      page,
      'make it night, add the cat and a kite, make Rex wear a hat of cheese',
    );
    expect(r.page.hints).toMatchObject({ light: 'night', subjects: ['kite'], companion: 'cat' });
    expect(r.page.scene).toContain('the cat close by');
    expect(r.followed).toEqual(['make it night', 'add the cat', 'a kite']);
    expect(r.notFollowed).toEqual(['make Rex wear a hat of cheese']);
  });
  it('understands French and the composition', () => {
    const r = applyBuiltinInstruction(page, 'pleine page et le soir, avec son chien');
    expect(r.page.layout).toBe('image-full');
    expect(r.page.hints).toMatchObject({ light: 'dusk' });
    expect(r.page.scene).toContain('the dog close by');
    expect(r.notFollowed).toEqual([]);
  });
  it('reads French words that start or end with an accented letter', () => {
    const stars = applyBuiltinInstruction(page, 'ajoute des étoiles, une fusée');
    expect(stars.page.hints).toMatchObject({ light: 'night', subjects: ['rocket'] });
    expect(stars.notFollowed).toEqual([]);
    const sunny = applyBuiltinInstruction(page, 'une journée ensoleillée');
    expect(sunny.page.hints).toMatchObject({ light: 'day' });
    // A word is matched whole: "dayton" is not "day", "lunettes" is not "lune".
    expect(applyBuiltinInstruction(page, 'dayton, des lunettes').notFollowed).toHaveLength(2);
  });
});
