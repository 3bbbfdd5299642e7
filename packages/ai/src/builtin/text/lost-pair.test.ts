import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// « Lila a perdu ses lunettes » printed « la lunettes avait disparu », 'Tom lost his glasses' hunted
// "the glass" drawn as a cocktail glass: the story's object slots are singular, so a thing that
// only comes in pairs is one pair, « la paire de lunettes », "the pair of glasses" (pair-nouns.ts).
describe('a lost pair', () => {
  it.each([
    ['en', 'Tom lost his glasses', /pair of glasses/, /the glass\b|\bthe glasses\b/, 'glasses'],
    ['fr', 'Lila a perdu ses lunettes', /paire de lunettes/, /(la|une) lunettes/, 'glasses'],
    [
      'en',
      'Sam cannot find his scissors',
      /pair of scissors/,
      /the scissor\b|the scissors (is|was)/,
      'scissors',
    ],
    ['fr', 'Léo a perdu ses moufles', /paire de moufles/, /(la|une) moufles/, 'gloves'],
  ] as const)('%s: %s', async (language, description, pair, wrong, icon) => {
    for (const pages of [4, 12, 24]) {
      const book = await planStory({ type: 'story-book', language, description, pages });
      const text = book.pages.map((p) => p.text).join('\n');
      expect(text).toMatch(pair);
      expect(text).not.toMatch(wrong);
      const drawn = book.pages.flatMap((p) => (p.hints?.subjects as string[] | undefined) ?? []);
      expect(drawn).toContain(icon);
      expect(drawn).not.toContain('cocktail-glass');
    }
  });
});
