import { describe, expect, it } from 'vitest';
import { hasIcon } from '../pictures/icons';
import { planStory } from '../testing/story-fixtures';

const words = async (language: 'en' | 'fr', description: string) => {
  const plan = await planStory({ type: 'alphabet', language, description, pages: 26 });
  const hints = plan.pages.map((p) => p.hints as { words?: string[]; subjects?: string[] });
  return {
    plan,
    words: hints.flatMap((h) => h.words ?? []),
    subjects: hints.flatMap((h) => h.subjects ?? []),
  };
};

// An alphabet follows the idea's topic. Before, "Animals of the ocean" printed ant, bear, camel,
// kangaroo and rhino, and « Les fruits de A à Z » printed abeille, ballon, chat — and named its hero Z.
describe('an alphabet of the sea or of fruit', () => {
  it.each([
    [
      'en',
      'Animals of the ocean',
      ['anchor', 'crab', 'dolphin', 'jellyfish', 'octopus', 'shark', 'whale'],
      /\b(ant|bear|camel|kangaroo|rhino|sloth|wolf|yak)\b/,
    ],
    [
      'fr',
      'Les animaux de la mer',
      ['ancre', 'baleine', 'crabe', 'méduse', 'pieuvre', 'requin', 'tortue'],
      /\b(chameau|kangourou|jument|wapiti|xérus|singe)\b/,
    ],
    [
      'en',
      'Fruit from A to Z',
      ['apple', 'banana', 'grapes', 'lemon', 'pear', 'strawberry'],
      /\b(ant|bear|cat)\b/,
    ],
    [
      'fr',
      'Les fruits de A à Z',
      ['ananas', 'banane', 'cerises', 'fraise', 'poire', 'raisin'],
      /\b(abeille|ballon|chat|poisson)\b/,
    ],
  ] as const)('%s: %s', async (language, description, own, stock) => {
    const b = await words(language, description);
    expect(b.words).toHaveLength(26);
    expect(b.words).toEqual(expect.arrayContaining([...own]));
    expect(b.words.join(' ')).not.toMatch(stock);
    for (const s of b.subjects) expect(hasIcon(s), s).toBe(true);
    expect(b.plan.character.name.length).toBeGreaterThan(1);
  });
});
