import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

type P = { line: string | null; who?: string };

/**
 * « La tortue et le lièvre font la course » as a comic: the hare walks at the tortoise's side (the
 * idea's companion) and is the one raced, yet every page drew a second hare (the rival's picture)
 * and said so: « avec le lièvre et un lièvre », "with the hare and a hare", for the one hare the text
 * names. The hare raced at the hero's side is drawn and said once, and asked for no help in the
 * bubbles; a hare raced with no companion is still drawn on the race's pages.
 */
describe('the rival at the hero’s side is drawn and said once', () => {
  it.each([
    ['fr', 'La tortue et le lièvre font la course', /lièvre/g, /le lièvre/],
    ['en', 'The tortoise and the hare run a race', /\bhare\b/g, /the hare/],
  ] as const)('%s: %s', async (language: Language, description, hare, theHare) => {
    const book = await planStory({ type: 'comic-books', language, description, pages: 12, seed: 1 });
    expect(book.pages.map((p) => p.text).join(' ')).toMatch(theHare);
    for (const [i, p] of book.pages.entries()) {
      expect(p.alt?.match(hare)?.length ?? 0, `page ${i + 1}: ${p.alt}`).toBeLessThanOrEqual(1);
      expect(p.alt, `page ${i + 1}`).not.toMatch(/lapin|rabbit|bunny/);
      expect(p.hints?.subjects ?? [], `page ${i + 1}`).not.toContain('rabbit');
    }
    const asked = book.pages.flatMap((p) =>
      ((p.hints?.panels as P[] | undefined) ?? []).filter((x) => x.line && x.who === 'helper'),
    );
    expect(asked).toEqual([]);
  });

  it('a hare raced with no companion is drawn on the race’s pages', async () => {
    const book = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'A tortoise races a hare',
      pages: 8,
      seed: 1,
    });
    expect(book.pages.some((p) => ((p.hints?.subjects ?? []) as string[]).includes('rabbit'))).toBe(true);
    expect(book.pages.some((p) => /with a hare/.test(p.alt ?? ''))).toBe(true);
  });
});
