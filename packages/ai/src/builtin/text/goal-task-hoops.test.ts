import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import {
  HOOPS_FIRST_HALF,
  HOOPS_HALF_TIME,
  HOOPS_PRACTICE,
  HOOPS_SECOND_HALF,
} from './goal-task-hoops-words';
import {
  MATCH_FIRST_HALF,
  MATCH_HALF_TIME,
  MATCH_SECOND_HALF,
  MATCH_TRAINING,
} from './goal-task-match-words';
import { splitSentences } from './sentences';

/**
 * Issue 14: 'A girl who loves basketball wins the big game' ran the generic deed across the sports
 * park ("At the swimming pool, something unexpected got in the way", "On the football pitch, the coach
 * lent a hand", no ball drawn), and 'A boy who loves football' searched for a ball. A sport the idea
 * plays is its match (idea/read-goal-sport.ts): practice at its own place with its ball drawn, the
 * coach's tip, behind at half-time, the team passing together, the winning basket or goal at the
 * turn, the cup or medal and a kind word to the other team at the end.
 */
type Page = { text: string; hints?: Record<string, unknown> };
const subjects = (p: Page) => (p.hints?.subjects as string[] | undefined) ?? [];
const place = (p: Page) => String(p.hints?.place ?? '');

describe('a sport the idea plays is its match (goal-task-hoops, goal-task-match)', () => {
  it.each([
    [
      'sports',
      'en',
      'A girl who loves basketball wins the big game',
      { ball: 'basketball', at: /basketball court/, elsewhere: /pool|track|football|half of the job/i },
      { turn: /hoop/, halfTime: /Half-time/, other: /other team/ },
    ],
    [
      'sports',
      'fr',
      'Une fille qui adore le basket gagne le grand match',
      { ball: 'basketball', at: /basketball court/, elsewhere: /piscine|piste|football|moitié/i },
      { turn: /panier/, halfTime: /Mi-temps/, other: /l’autre équipe/ },
    ],
    [
      'story-book',
      'en',
      'A boy who loves football',
      { ball: 'soccer-ball', at: /football pitch/, elsewhere: /pool|basketball|find a ball|search/i },
      { turn: /GOAL!/, halfTime: /Half-time/, other: /other team/ },
    ],
    [
      'story-book',
      'fr',
      'Un garçon qui adore le foot gagne la finale',
      { ball: 'soccer-ball', at: /football pitch/, elsewhere: /piscine|basket|trouver un ballon/i },
      { turn: /BUT\s!/u, halfTime: /Mi-temps/, other: /l’autre équipe/ },
    ],
  ] as const)('%s %s: %s', async (type, language, description, drawn, says) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type, language, description, pages, seed: 5 });
      const all = plan.pages as Page[];
      const texts = all.map((p) => p.text);
      expect(texts).toHaveLength(pages);
      for (const t of texts) expect(t).not.toMatch(drawn.elsewhere);
      // Every page after the first at the sport's own place, its ball drawn.
      for (const p of all.slice(1)) {
        expect(place(p)).toMatch(drawn.at);
        expect(subjects(p)).toContain(drawn.ball);
      }
      expect(texts.at(-2)).toMatch(says.turn);
      const half = texts.findIndex((t) => says.halfTime.test(t));
      expect(half).toBeGreaterThan(2);
      expect(half).toBeLessThan(pages - 2);
      // The team-mates and the coach drawn where the pages name them; the cup or medal at the end.
      expect(all.some((p) => subjects(p).some((s) => s === 'girl' || s === 'boy'))).toBe(true);
      expect(all.some((p) => subjects(p).some((s) => s === 'woman' || s === 'man'))).toBe(true);
      expect(subjects(all.at(-1) as Page).some((s) => s === 'trophy' || s === '1st-place-medal')).toBe(true);
      expect(texts.at(-1)).toMatch(says.other);
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it.each([
    ['en', 'A puppy finds a lost football in the park'],
    ['fr', 'Un chiot cherche son ballon de foot perdu'],
  ] as const)('%s: a ball to find stays a quest: %s', async (language, description) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12, seed: 5 });
    for (const p of plan.pages)
      expect(p.text).not.toMatch(/loved football|aimait le football|Half-time|Mi-temps/);
  });

  // At 50 pages each line is told once, at its own part of the game, then the story's short fillers:
  // the bench was training's and half-time's, and a long football book said "Half-time!" before the
  // whistle; a basketball book bounced the ball again at four spots.
  it.each([
    ['en', 'A girl who loves basketball wins the big game', /whistle blew/, /Half-time/],
    ['fr', 'Un garçon qui adore le foot', /Coup de sifflet/, /Mi-temps/],
  ] as const)(
    '%s: %s at 50 pages, each line once and in order',
    async (language, description, whistle, half) => {
      const plan = await planStory({ type: 'sports', language, description, pages: 50, seed: 5 });
      const texts = plan.pages.map((p) => p.text);
      expect(texts).toHaveLength(50);
      const at = (re: RegExp) => texts.findIndex((t) => re.test(t));
      expect(at(whistle)).toBeGreaterThan(0);
      expect(at(half)).toBeGreaterThan(at(whistle));
      const lines = [
        ...HOOPS_PRACTICE,
        ...HOOPS_FIRST_HALF,
        ...HOOPS_HALF_TIME,
        ...HOOPS_SECOND_HALF,
        ...MATCH_TRAINING,
        ...MATCH_FIRST_HALF,
        ...MATCH_HALF_TIME,
        ...MATCH_SECOND_HALF,
      ];
      for (const line of lines) {
        // The line's longest stretch of its own words, whatever place and name fill it.
        const own = line[language].split(/\{[^}]+\}/).sort((a, b) => b.length - a.length)[0];
        expect(texts.filter((t) => t.includes(own)).length, own).toBeLessThanOrEqual(1);
      }
    },
  );

  // The tagger's "and want to win" is no deed: the dream and the turn say the win alone.
  it.each([
    ['en', 'Tom plays basketball with his friends and wants to win the final', /managed to win the final!/],
    ['fr', 'Tom joue au basket avec ses amis et veut gagner la finale', /réussi à gagner la finale\s!/u],
  ] as const)('%s: %s', async (language, description, turn) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12, seed: 5 });
    const texts = plan.pages.map((p) => p.text);
    expect(texts.at(-2)).toMatch(turn);
    for (const t of texts) expect(t).not.toMatch(/want to win|vouloir gagner|with his friends and/);
  });
});
