import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "An owl who cannot sleep counts the stars" lived on Maple Lane, counted sheep and sipped
 * milk "At home" on nine pages, and never counted a star. The counting is the night now, its numbers
 * growing page after page, the owl in its old oak under a starry sky.
 */
const VALUES: Record<string, number> = {
  one: 1,
  un: 1,
  une: 1,
  two: 2,
  deux: 2,
  three: 3,
  trois: 3,
  four: 4,
  quatre: 4,
  five: 5,
  cinq: 5,
  six: 6,
  seven: 7,
  sept: 7,
  eight: 8,
  huit: 8,
  nine: 9,
  neuf: 9,
  ten: 10,
  dix: 10,
  eleven: 11,
  onze: 11,
  twelve: 12,
  douze: 12,
  thirteen: 13,
  treize: 13,
  fourteen: 14,
  quatorze: 14,
  fifteen: 15,
  quinze: 15,
  sixteen: 16,
  seize: 16,
  twenty: 20,
  vingt: 20,
  thirty: 30,
  trente: 30,
  forty: 40,
  quarante: 40,
  fifty: 50,
  cinquante: 50,
  sixty: 60,
  soixante: 60,
  seventy: 70,
  'soixante-dix': 70,
  eighty: 80,
  'quatre-vingts': 80,
  ninety: 90,
  'quatre-vingt-dix': 90,
  'one hundred': 100,
  cent: 100,
};
/** The biggest "N stars" a page counts, if it counts any. */
function countOn(text: string, noun: string): number | undefined {
  // « une étoile filante » is a shooting star, not a count.
  const re = new RegExp(`\\b((?:one )?[\\p{L}-]+) ${noun}\\b(?! filante)`, 'giu');
  const ns = [...text.matchAll(re)].map((m) => VALUES[m[1].toLowerCase()]).filter((n) => n !== undefined);
  return ns.length ? Math.max(...ns) : undefined;
}

describe('a sleepless night counts what the idea counts (issue 14)', () => {
  it.each([
    ['en', 'An owl who cannot sleep counts the stars', 'stars?', /\bone star\b.*two stars/i],
    ['fr', 'Un hibou qui n’arrive pas à dormir compte les étoiles', 'étoiles?', /une étoile.*deux étoiles/i],
    ['en', 'A little boy who can’t sleep counts the sheep', 'sheep', /one sheep.*two sheep/i],
    [
      'fr',
      'Une petite fille qui n’arrive pas à dormir compte les moutons',
      'moutons?',
      /un mouton.*deux moutons/i,
    ],
  ] as const)('%s: %s', async (language, description, noun, firstCount) => {
    for (const type of ['story-book', 'bedtime-books'] as const)
      for (const pages of [12, 24]) {
        const plan = await planStory({ type, description, language, pages, seed: 3 });
        const texts = plan.pages.map((p) => p.text ?? '');
        expect(texts.join(' ')).toMatch(firstCount);
        const counts = texts.map((t) => countOn(t, noun)).filter((n) => n !== undefined);
        // Counted across the book, up and up, to a hundred just before sleep.
        expect(counts.length, texts.join('\n')).toBeGreaterThanOrEqual(pages === 12 ? 5 : 8);
        expect(counts).toEqual([...counts].sort((a, b) => a - b));
        expect(counts.at(-1)).toBe(100);
        expect(texts.join(' ')).not.toMatch(/warm milk|lait tiède/);
      }
  });

  it('an owl lives in an old oak and counts under a starry sky, drawn there', async () => {
    for (const [language, description] of [
      ['en', 'An owl who cannot sleep counts the stars'],
      ['fr', 'Un hibou qui n’arrive pas à dormir compte les étoiles'],
    ] as const) {
      const plan = await planStory({ type: 'story-book', description, language, pages: 12, seed: 1 });
      const all = plan.pages.map((p) => p.text).join(' ');
      expect(plan.pages[0].text).toMatch(/old oak|vieux chêne/);
      expect(all).not.toMatch(/Maple Lane|Érables/);
      for (let i = 2; i < 11; i++) {
        expect(String(plan.pages[i].hints?.place)).toMatch(/oak/);
        expect(plan.pages[i].hints?.light).toBe('night');
        // The night sky's stars (pictures/sky-lights.ts) over the tree.
        const svg = await drawPlanPage(plan, 'story-book', i, 300);
        expect(svg.match(/fill="#fff8d6"/g)?.length ?? 0).toBeGreaterThan(30);
      }
    }
  });

  it('a child counting the stars looks out at them: those pages show the night sky', async () => {
    const plan = await planStory({
      type: 'bedtime-books',
      description: 'A little girl who can’t sleep counts the stars',
      pages: 12,
    });
    expect(plan.pages[1].text).toMatch(/window/);
    for (let i = 2; i < 10; i++) {
      const svg = await drawPlanPage(plan, 'bedtime-books', i, 300);
      expect(svg.match(/fill="#fff8d6"/g)?.length ?? 0, plan.pages[i].text).toBeGreaterThan(30);
    }
  });
});
