import { describe, expect, it } from 'vitest';
import { iconBody } from '../pictures/icons';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * 'A unicorn who lost her horn' / « La licorne qui a perdu sa corne » hunted "the horn" drawn as a
 * postal horn (« la baguette magique » in French). Now her own arc (goal-horn.ts): she wakes without
 * it (drawn hornless), no rainbow comes, the fairy, the owl and the rainbow bridge help, she is still
 * herself, and it grows back glowing at the turn.
 */
describe('a unicorn who lost her horn', () => {
  it.each([
    [
      'en',
      'fantasy',
      'A unicorn who lost her horn',
      [/paint a rainbow/, /fairy/, /owl/, /rainbow bridge/, /grew back/],
    ],
    [
      'en',
      'bedtime-books',
      'A unicorn who has no horn any more',
      [/paint a rainbow/, /fairy/, /owl/, /rainbow bridge/, /grew back/],
    ],
    [
      'fr',
      'story-book',
      'La licorne qui a perdu sa corne',
      [/arc-en-ciel/, /fée/, /hibou/, /pont arc-en-ciel/, /repoussa/],
    ],
  ] as const)('%s %s: %s', async (language, type, description, steps) => {
    for (const pages of [4, 12, 24, 50]) {
      const book = await planStory({ type, language, description, pages });
      const texts = book.pages.map((p) => p.text);
      const subjects = book.pages.flatMap((p) => p.hints?.subjects ?? []);
      expect(subjects).not.toContain('postal-horn');
      expect(subjects).not.toContain('magic-wand');
      expect(texts.join(' ')).not.toMatch(/Has anyone seen|baguette/);
      const becomes = book.pages.map((p) => p.hints?.becomes);
      // Drawn with her horn on the first page, without it until the turn, glowing from the turn on.
      expect(becomes[0]).toBeUndefined();
      expect(becomes.slice(1, -2).every((b) => b === 'unicorn-hornless')).toBe(true);
      expect(becomes.slice(-2)).toEqual(['unicorn-glowing', 'unicorn-glowing']);
      // Her magic is gone: no rainbow drawn until the turn.
      for (const p of book.pages.slice(1, -2)) expect(p.hints?.subjects ?? []).not.toContain('rainbow');
      expect(texts.at(-2)).toMatch(steps[4]);
      if (pages >= 12) {
        const at = steps.map((re) => texts.findIndex((t, k) => k > 1 && re.test(t)));
        expect(at.every((k) => k > 1)).toBe(true);
        expect([...at].sort((a, b) => a - b)).toEqual(at);
      }
      const sentences = texts.flatMap(splitSentences);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it('draws her without a horn, then with it glowing', async () => {
    const book = await planStory({
      type: 'fantasy',
      language: 'en',
      description: 'A unicorn who lost her horn',
      pages: 12,
    });
    const horn = 'fill="#f9c23c" d="m6.293 3.77';
    expect(iconBody('unicorn')).toContain(horn);
    expect(iconBody('unicorn-hornless')).not.toContain(horn);
    expect(iconBody('unicorn-glowing')).toContain(horn);
    expect(drawPlanPage(book, 'fantasy', 2)).not.toContain(horn);
    expect(drawPlanPage(book, 'fantasy', 10)).toContain(horn);
  });

  it.each([
    ['en', 'A unicorn who loves rainbows'],
    ['en', 'A car with a broken horn'],
    ['fr', 'Une licorne qui adore les arcs-en-ciel'],
  ] as const)('%s: %s is not the lost horn', async (language, description) => {
    const book = await planStory({ type: 'fantasy', language, description, pages: 12 });
    expect(book.pages.map((p) => p.hints?.becomes)).not.toContain('unicorn-hornless');
  });
});
