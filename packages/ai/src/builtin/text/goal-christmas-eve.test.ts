import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Santa's own Christmas Eve was the stock deed or hunt: 'Santa delivers presents around the world'
 * had "a big plan for the day: to deliver presents the world" at the frozen lake and grandma's
 * kitchen; « Le père Noël prépare sa tournée » « la moitié du travail était faite » on the lantern
 * bridge. Now: ready at the North Pole by day, the flight and the chimneys by night, the last
 * present at the turn, home by Christmas morning (goal-christmas.ts `eveArc`).
 */
const STOCK =
  /hidden somewhere|caché quelque part|big plan for the day|grand projet pour la journée|half of the job|moitié du travail|Glimmerbrook|Scintillebourg|lantern|lanternes|frozen lake|lac gelé|presents the world/i;

describe('Santa’s Christmas Eve', () => {
  it.each([
    ['en', 'Santa delivers presents around the world', 'holiday', /chimney/, /sleigh/, /last present/],
    ['en', 'Santa and his reindeer on Christmas Eve', 'story-book', /chimney/, /sleigh/, /last present/],
    ['fr', 'Le père Noël prépare sa tournée', 'holiday', /cheminée/, /traîneau/, /dernier cadeau/],
    ['fr', 'Le père Noël distribue les cadeaux', 'story-book', /cheminée/, /traîneau/, /dernier cadeau/],
  ] as const)('%s: %s', async (language, description, type, chimney, sleigh, last) => {
    for (const pages of [12, 24]) {
      const book = await planStory({ type, description, language, pages });
      const texts = book.pages.map((p) => p.text);
      const text = texts.join(' ');
      expect(text).not.toMatch(STOCK);
      expect(book.character.figure?.id).toBe('santa');
      expect(texts[0]).toMatch(/North Pole|pôle Nord/);
      expect(text).toMatch(chimney);
      expect(text).toMatch(sleigh);
      const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
      expect(turn).toBe(pages - 2);
      expect(texts[turn]).toMatch(last);
      // Ready by day, then the night's pages to the turn: no daylight page in the middle of the night.
      const lights = book.pages.map((p) => p.hints?.light);
      const firstNight = lights.indexOf('night');
      expect(firstNight).toBeGreaterThan(1);
      expect(lights.slice(firstNight, turn + 1).every((l) => l === 'night')).toBe(true);
      expect(texts.at(-1)).toMatch(/North Pole|pôle Nord/);
      // Over the rooftops, the sleigh flies with Santa.
      const flying = book.pages.findIndex((p) => p.hints?.airborne);
      expect(flying).toBeGreaterThan(firstNight - 1);
      const drawn = drawPlanPage(book, type, flying);
      expect(drawn).toContain('data-icon="sled"');
      expect(drawn).toContain('data-pose="flying"');
      // …up in the air with him, well above his shadow on the ground (not parked below).
      const sled = /translate\(([\d.-]+) ([\d.-]+)\) scale\(-?([\d.]+)(?: [\d.]+)?\)" data-icon="sled"/.exec(
        drawn,
      );
      const shadow = /data-shadow="flying" cx="[\d.]+" cy="([\d.]+)"/.exec(drawn);
      expect(sled && shadow).toBeTruthy();
      if (sled && shadow) expect(Number(sled[2]) + 32 * Number(sled[3])).toBeLessThan(Number(shadow[1]) - 60);
      const sentences = texts.flatMap(splitSentences);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  // Waiting for Santa is the child's story: Santa comes at the turn (goal-wait.ts).
  it.each([
    ['en', 'Lily waits for Santa on Christmas Eve'],
    ['fr', 'Léa attend le père Noël'],
  ] as const)('%s: %s keeps the wait', async (language, description) => {
    const book = await planStory({ type: 'holiday', description, language, pages: 12 });
    expect(book.character.figure?.id).not.toBe('santa');
    expect(book.pages.map((p) => p.text).join(' ')).not.toMatch(/North Pole|pôle Nord/);
  });
});
