import { describe, expect, it } from 'vitest';
import { frGenderOf } from './fr-gender';
import { readIdea } from './read-idea';

/** Issue 14: a French key object takes the gender its determiner gives it, whatever the tagger guessed. */
describe('French gender from the determiner', () => {
  it('reads it from the determiner, and not from « son » before a vowel', () => {
    expect(frGenderOf('sa', 'casserole')).toBe(true);
    expect(frGenderOf('son', 'bol')).toBe(false);
    expect(frGenderOf('son', 'écharpe')).toBeUndefined();
    expect(frGenderOf('les', 'bols')).toBeUndefined();
  });

  it.each([
    ['Une souris nommée Lili cherche sa casserole rouge.', 'casserole', true],
    ['Une souris cherche sa casserole.', 'casserole', true],
    ['Un chat cherche son bol bleu.', 'bol', false],
  ] as const)('%s', (description, noun, f) => {
    const o = readIdea('T', description, 'fr').object;
    expect(o?.word.fr).toBe(noun);
    expect(Boolean(o?.word.f)).toBe(f);
  });
});
