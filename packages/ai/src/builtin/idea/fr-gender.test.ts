import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
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

/**
 * « Une petite fille perd sa première dent » printed « le dent »: the determiner was looked for just
 * before the noun, where « première » stands, and the tagger calls « dent » masculine. It is found
 * over the adjectives now: « sa première dent », « sa petite photo » are feminine.
 */
describe('French gender from the determiner before the adjectives', () => {
  it.each([
    ['Un lapin perd sa petite photo.', 'photo', true],
    ['Un chien cherche son petit os.', 'os', false],
    ['Une petite fille perd sa première dent.', 'dent', true],
  ] as const)('%s', (description, noun, f) => {
    const o = readIdea('T', description, 'fr').object;
    expect(o?.word.fr).toBe(noun);
    expect(Boolean(o?.word.f)).toBe(f);
  });

  it('prints « la photo », never « le photo »', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Un lapin perd sa petite photo',
      pages: 12,
    });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).toMatch(/\bla photo\b/);
    expect(text).not.toMatch(/\b(?:le|du|au) photo\b/);
  });
});
