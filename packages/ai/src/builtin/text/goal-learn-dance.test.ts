import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// 'A robot who wants to learn how to dance' was a generic learn arc at Maple Lane, the library and the
// hill with "a wise grandmother". Dancing is learnt in the school hall with the dance teacher, the
// music drawn, and ends with the show on the stage and the audience's cheers.
describe('learning to dance', () => {
  it.each([
    ['en', 'A robot who wants to learn how to dance', /the dance teacher/, /the audience clapped/],
    ['fr', 'Un robot qui veut apprendre à danser', /la professeure de danse/, /tout le monde applaudit/],
    ['en', 'Mia learns to dance', /the dance teacher/, /the audience clapped/],
    // Wanting to be a ballerina (a dancer) was learnt at the library with a wise grandmother.
    ['en', 'A girl who wants to be a ballerina', /the dance teacher/, /the audience clapped/],
    [
      'fr',
      'Une petite fille qui veut devenir danseuse',
      /la professeure de danse/,
      /tout le monde applaudit/,
    ],
  ] as const)('%s: %s', async (language, description, teacher, cheers) => {
    const book = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = book.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/library|bibliothèque|grandmother|grand-mère|Maple|Érables/);
    expect(text).toMatch(teacher);
    const places = book.pages.map((p) => (p.hints as { place?: string }).place ?? '');
    expect(places.every((p) => /school hall/.test(p))).toBe(true);
    expect(places.at(-2)).toMatch(/stage/);
    const taught = book.pages.find((p) => teacher.test(p.text));
    expect(taught?.hints?.subjects).toContain('woman');
    expect(book.pages.at(-1)?.text).toMatch(cheers);
    expect(book.pages.at(-1)?.hints?.subjects).toContain('clapping-hands');
    expect(
      book.pages.filter((p) => (p.hints?.subjects as string[] | undefined)?.includes('musical-notes')).length,
    ).toBeGreaterThan(3);
  });
});
