import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Issue 14 review: "Sam plays a football match with his team" moved through a swimming pool and a
 * basketball court, and its middle was "the first try went wide". A match is played on the pitch:
 * training, the whistle and a goal against, half-time, passing, the winning goal at the turn.
 */
const subjects = (p: { hints?: Record<string, unknown> }) =>
  (p.hints?.subjects as string[] | undefined) ?? [];

describe('a football match (goal-task-match)', () => {
  it.each([
    [
      'en',
      'Sam plays a football match with his team',
      /pool|basketball|library|Maple/i,
      /GOAL!/,
      /Half-time/,
    ],
    [
      'fr',
      'Léa joue un match de foot avec son équipe',
      /piscine|basket|bibliothèque|Érables/i,
      /BUT\s!/u,
      /Mi-temps/,
    ],
  ] as const)('%s: %s', async (language, description, elsewhere, goal, halfTime) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages, seed: 3 });
      const texts = plan.pages.map((p) => p.text);
      for (const t of texts) expect(t).not.toMatch(elsewhere);
      expect(texts.at(-2)).toMatch(goal);
      const half = texts.findIndex((t) => halfTime.test(t));
      expect(half).toBeGreaterThan(2);
      expect(half).toBeLessThan(texts.length - 2);
      for (const p of plan.pages.slice(1)) expect(subjects(p)).toContain('soccer-ball');
      const all = texts.flatMap((t) => splitSentences(t));
      expect(new Set(all).size).toBe(all.length);
    }
  });
});
