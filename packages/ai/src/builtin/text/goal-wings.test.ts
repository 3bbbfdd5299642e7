import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// « Une fée qui a perdu ses ailes » was a stock hunt for « l’ailes », drawn as a package and found at
// the end. Now her own arc (goal-wings.ts): drawn wingless from the morning she wakes, on foot with the
// butterfly, the ladybird and the bee, and her wings grown back shimmering at the turn.
describe('a fairy who lost her wings', () => {
  it.each([
    ['en', 'A fairy who lost her wings', /wings grew back/, /the butterfly/, /the ladybird/],
    ['fr', 'Une fée qui a perdu ses ailes', /ailes repoussèrent/, /le papillon/, /la coccinelle/],
  ] as const)('%s: %s', async (language, description, back, butterfly, ladybird) => {
    for (const pages of [4, 12, 24, 50]) {
      const book = await planStory({ type: 'fantasy', language, description, pages });
      const text = book.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(/l’ailes|the wing\b|package|paquet/);
      const icons = book.pages.flatMap((p) => (p.hints?.subjects as string[] | undefined) ?? []);
      expect(icons).not.toContain('package');
      const becomes = book.pages.map((p) => (p.hints as { becomes?: string }).becomes);
      expect(becomes.at(-2)).toBe('fairy-shimmering');
      expect(becomes.at(-1)).toBe('fairy-shimmering');
      expect(becomes[1]).toBe('fairy-wingless');
      expect(book.pages.at(-2)?.text).toMatch(back);
      if (pages < 12) continue;
      expect(becomes.slice(1, -2).every((b) => b === 'fairy-wingless')).toBe(true);
      expect(text).toMatch(butterfly);
      expect(text).toMatch(ladybird);
      expect(icons).toContain('honeybee');
    }
  });
});
