import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// 'A princess who wants to be a knight' hunted a kite at the castle ("knight" was not a job the wish
// reader knew). She learns to be a knight at the castle: the wooden sword, the horse, the heavy shield,
// the old knight's tips; brave at the drawbridge at the turn, and knighted at the end.
describe('learning to be a knight', () => {
  it.each([
    ['en', 'A princess who wants to be a knight', /old knight/, /Rise, \p{L}+, knight of the castle/u],
    [
      'fr',
      'Une princesse qui veut devenir chevalier',
      /vieux chevalier/,
      /Relève-toi, \p{L}+, chevalière du château/u,
    ],
    ['en', 'A boy who wants to be a knight', /old knight/, /knight of the castle/],
    ['fr', 'Un garçon qui rêve d’être chevalier', /vieux chevalier/, /chevalier du château/],
  ] as const)('%s: %s', async (language, description, teacher, knighted) => {
    for (const pages of [12, 24]) {
      const book = await planStory({ type: 'story-book', language, description, pages });
      const text = book.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(/kite|cerf-volant|Maple|Érables|library|bibliothèque/);
      expect(text).toMatch(teacher);
      expect(text).toMatch(/horse|cheval /);
      expect(text).toMatch(/shield|bouclier/);
      const places = book.pages.map((p) => (p.hints as { place?: string }).place ?? '');
      expect(places.every((p) => /castle/.test(p))).toBe(true);
      expect(places.at(-2)).toMatch(/drawbridge/);
      const subjects = book.pages.flatMap((p) => (p.hints?.subjects as string[] | undefined) ?? []);
      for (const icon of ['horse', 'shield', 'old-man', 'crossed-swords']) expect(subjects).toContain(icon);
      expect(book.pages.at(-2)?.hints?.subjects).toEqual(
        expect.arrayContaining([expect.stringMatching(/dragon|ewe/)]),
      );
      expect(book.pages.at(-1)?.text).toMatch(knighted);
    }
  });

  // The young dragon at the turn was drawn a tiny thing by the hero's feet: now about the hero's height.
  it.each([
    ['en', 'A princess who wants to be a knight'],
    ['fr', 'Un garçon qui rêve d’être chevalier'],
  ] as const)('%s: the young dragon is drawn as tall as the hero (%s)', async (language, description) => {
    const book = await planStory({ type: 'story-book', language, description, pages: 12 });
    const turn = book.pages.find((p) => /dragon/.test(p.text));
    expect(turn?.hints?.subjects).toContain('dragon');
    const scales = (turn?.hints as { scales?: Record<string, number> } | undefined)?.scales;
    expect(scales?.dragon).toBeGreaterThanOrEqual(0.8);
  });
});
