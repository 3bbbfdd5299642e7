import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// 'A dragon who cannot breathe fire' was a generic day's plan: "Lumi had a big plan for the day: to
// breathe fire", "worked hard … one small step after another". Now the dragon tries and only puffs
// smoke (drawn), sneezes bubbles, is laughed at, gets Granny Dragon's tips, and the fire comes at the
// turn, when a friend needs it: the flame is drawn at the turn and the end, not before.
describe('a dragon who cannot breathe fire', () => {
  it.each([
    ['en', 'A dragon who cannot breathe fire', /puff of smoke/, /Granny Dragon/, /golden flame|real flame/],
    ['en', 'A little dragon who is not able to breathe fire', /puff of smoke/, /Granny Dragon/, /flame/],
    ['fr', 'Un dragon qui ne sait pas cracher du feu', /nuage de fumée/, /Mamie Dragon/, /flamme/],
    ['fr', 'Un petit dragon qui n’arrive pas à cracher du feu', /nuage de fumée/, /Mamie Dragon/, /flamme/],
  ] as const)('%s: %s', async (language, description, smoke, granny, flame) => {
    for (const pages of [12, 24]) {
      const book = await planStory({ type: 'story-book', language, description, pages });
      const text = book.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(/big plan|grand projet|small step after another|library|bibliothèque/);
      expect(text).toMatch(smoke);
      expect(text).toMatch(granny);
      expect(book.pages.at(-2)?.text).toMatch(flame);
      const subjects = (i: number) => (book.pages[i]?.hints?.subjects as string[] | undefined) ?? [];
      expect(subjects(book.pages.length - 2)).toContain('fire');
      const before = book.pages.slice(0, -2).map((_, i) => subjects(i));
      expect(before.some((s) => s.includes('fire'))).toBe(false);
      expect(before.filter((s) => s.includes('dashing-away')).length).toBeGreaterThan(1);
    }
  });
});
