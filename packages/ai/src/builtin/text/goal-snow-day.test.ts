import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * « Le jour où il a neigé » hunted « un cerf-volant caché quelque part » at the library and the park;
 * 'The day it snowed' put "Snowflakes were falling softly." on every page, in the kitchen too. A snow
 * day is now its own arc (goal-snow-day.ts): out in the snow, the snowman, the sled, cocoa, the
 * biggest snowman at the turn, asleep at the end.
 */
const STOCK = /kite|cerf-volant|hidden somewhere|caché quelque part|library|bibliothèque|Maple Lane|Érables/i;

describe('a snow day', () => {
  it.each([
    [
      'en',
      'The day it snowed, Tom built a snowman',
      /footprints|mittens/,
      /snowball|snowman/,
      /sled/,
      /cocoa/,
    ],
    ['en', 'A snow day for Mia and her dog', /footprints|mittens/, /snowball|snowman/, /sled/, /cocoa/],
    [
      'fr',
      'Le jour où il a neigé',
      /traces de pas|moufles/,
      /boule|bonhomme de neige/,
      /luge/,
      /chocolat chaud/,
    ],
    [
      'fr',
      'La première neige de Léo',
      /traces de pas|moufles/,
      /boule|bonhomme de neige/,
      /luge/,
      /chocolat chaud/,
    ],
  ] as const)('%s: %s', async (language, description, out, snowman, sled, cocoa) => {
    for (const pages of [12, 24]) {
      const book = await planStory({ type: 'story-book', description, language, pages });
      const texts = book.pages.map((p) => p.text);
      const text = texts.join(' ');
      expect(text).not.toMatch(STOCK);
      // In the day's order: out in the snow, the snowman, the sled, cocoa.
      const at = [out, snowman, sled, cocoa].map((re) => texts.findIndex((t) => re.test(t)));
      expect(at.every((k) => k > 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      // The snow falls on the first pages only, never in the kitchen.
      for (const p of book.pages)
        if (/kitchen/.test(String(p.hints?.place))) expect(p.hints?.weather).toBeUndefined();
      expect(text.match(/snowflakes were falling softly|flocons tombaient doucement/gi)).toBeNull();
      // Out of doors the garden, the park and the hill are snowy places.
      expect(book.pages.filter((p) => /snow|sledging/.test(String(p.hints?.place))).length).toBeGreaterThan(
        4,
      );
      const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
      expect(turn).toBe(pages - 2);
      expect(book.pages[turn].hints?.subjects).toContain('snowman-without-snow');
      const sledPage = book.pages.findIndex((p) =>
        (p.hints?.subjects as string[] | undefined)?.includes('sled'),
      );
      expect(drawPlanPage(book, 'story-book', sledPage)).toContain('data-icon="sled"');
      // Asleep at the end, with a soft "zzz", not confetti.
      const last = book.pages[pages - 1];
      expect(last.hints?.asleep).toBe(true);
      expect(drawPlanPage(book, 'story-book', pages - 1)).toContain('data-icon="zzz"');
      const sentences = texts.flatMap(splitSentences);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it.each([
    ['en', 'The day it snowed'],
    ['fr', 'Le jour où il a neigé'],
  ] as const)('%s: the coloring book colors the snow day', async (language, description) => {
    const book = await planStory({ type: 'coloring', description, language, pages: 12 });
    const text = book.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/magic wand|baguette magique|bubbles|bulles/i);
    expect(text).toMatch(/snowman|bonhomme de neige/);
    expect(text).toMatch(/\bsled\b|luge/);
  });
});
