import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Issue 14: « Une petite fille qui veut gagner la course » (sports) was a deed worked "one small step
 * at a time" across the sports park (« Sur le terrain de basket, Ava s’entraîna encore et encore »,
 * « À la piscine, tout dégringola »), and 'A boy wins the big game' named no sport, so it ran the same
 * deed ("On the basketball court, halfway through, the other side was ahead"). A child's race with no
 * rival is run at the running track (goal-task-run.ts): shoes laced, a stitch, the coach's stopwatch,
 * the start, the finish line at the turn, a medal; a sports book's game with no sport named is
 * football, on its pitch.
 */
type Page = { text: string; alt?: string; hints?: Record<string, unknown> };
const subjects = (p: Page) => (p.hints?.subjects as string[] | undefined) ?? [];
const place = (p: Page) => String(p.hints?.place ?? '');

describe('a race with no rival is run at the running track (goal-task-run)', () => {
  it.each([
    [
      'sports',
      'fr',
      'Une petite fille qui veut gagner la course',
      /ligne d’arrivée/,
      /Prête à courir|essoufflée/,
    ],
    ['sports', 'en', 'A boy who wants to win the big race', /finish line/, /Ready to run|panting/],
    ['story-book', 'en', 'A girl who wants to win the race', /finish line/, /Ready to run|panting/],
    [
      'story-book',
      'fr',
      'Un garçon qui veut gagner la course',
      /ligne d’arrivée/,
      /Prêt à courir|essoufflé\b/,
    ],
  ] as const)('%s %s: %s', async (type, language, description, finish, own) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type, language, description, pages, seed: 5 });
      const all = plan.pages as Page[];
      const texts = all.map((p) => p.text);
      for (const t of texts)
        expect(t).not.toMatch(
          /basket|piscine|pool|football|petit pas à la fois|one small step|job was done/i,
        );
      // Every page at the running track, its red lanes drawn.
      for (const p of all) expect(place(p)).toMatch(/running track/);
      expect(texts.at(-2)).toMatch(finish);
      expect(subjects(all.at(-2) as Page)).toContain('chequered-flag');
      expect(subjects(all.at(-1) as Page)).toContain('1st-place-medal');
      // The gear the words name is drawn and said: the shoes, the coach's stopwatch.
      for (const p of all.filter((q) => /running shoes|chaussures de course/.test(q.text)))
        expect(subjects(p)).toContain('running-shoe');
      for (const p of all.filter((q) => /stopwatch|chronomètre/.test(q.text))) {
        expect(subjects(p)).toEqual(expect.arrayContaining(['stopwatch', 'woman']));
        expect(p.alt).toMatch(/stopwatch|chronomètre/);
      }
      if (pages === 24) expect(texts.some((t) => own.test(t))).toBe(true);
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
    }
  });

  it.each([
    ['en', 'A boy wins the big game', /GOAL!/],
    ['fr', 'Un garçon gagne le grand match', /BUT\s!/u],
  ] as const)(
    'sports %s: %s — no sport named: the sports book’s football',
    async (language, description, goal) => {
      const plan = await planStory({ type: 'sports', language, description, pages: 12, seed: 5 });
      const all = plan.pages as Page[];
      for (const p of all.slice(1)) {
        expect(place(p)).toMatch(/football pitch/);
        expect(subjects(p)).toContain('soccer-ball');
      }
      expect(all.at(-2)?.text).toMatch(goal);
    },
  );

  it.each([
    ['en', 'A girl who loves volleyball wins the big game'],
    ['fr', 'Une fille qui adore le volley gagne le grand match'],
  ] as const)('sports %s: %s — a sport of its own is no football match', async (language, description) => {
    const plan = await planStory({ type: 'sports', language, description, pages: 12, seed: 5 });
    for (const p of plan.pages as Page[]) {
      expect(p.text).not.toMatch(/GOAL!|BUT\s!|Half-time|Mi-temps|loved football|aimait le football/u);
      expect(subjects(p)).not.toContain('soccer-ball');
    }
  });
});
