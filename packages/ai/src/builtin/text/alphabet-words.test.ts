import { describe, expect, it } from 'vitest';
import { hasIcon } from '../pictures/icons';
import { planStory } from '../testing/story-fixtures';
import { alphabetWords } from './alphabet-words';

/** Issue 14: an alphabet of animals printed apple, house, kite, moon and violin. */
describe('alphabet words follow the idea', () => {
  const NOT_ANIMALS =
    /\b(apple|house|kite|moon|rainbow|sun|umbrella|violin|yo-yo|ballon|étoile|fraise|île|maison|nuage|usine|wagon|yoyo)\b/;

  it.each([
    ['en', 'An alphabet of animals from around the world'],
    ['fr', 'Un abécédaire des animaux du monde'],
  ] as const)('%s: %s — animals, each drawn as itself', async (language, description) => {
    const plan = await planStory({ type: 'alphabet', language, description, pages: 26 });
    const words = plan.pages.flatMap((p) => (p.hints as { words?: string[] }).words ?? []);
    expect(words).toHaveLength(26);
    expect(words.join(' ')).not.toMatch(NOT_ANIMALS);
    const subjects = plan.pages.flatMap((p) => (p.hints as { subjects?: string[] }).subjects ?? []);
    for (const s of subjects) expect(hasIcon(s), s).toBe(true);
  });

  it('an alphabet with no topic keeps its everyday words', () => {
    expect(alphabetWords('en', 'My first ABC').map((e) => e.word)).toContain('apple');
  });

  it.each(['en', 'fr'] as const)('%s: one word per letter, A to Z, in order', (lang) => {
    const letters = alphabetWords(lang, 'animals').map((e) => e.letter);
    expect(letters.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });
});
