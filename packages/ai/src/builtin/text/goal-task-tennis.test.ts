import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Issue 14: 'A girl who loves tennis wins the big game' (sports) was the generic deed across the park
 * ("On the football pitch, halfway through, the other side was ahead", "Oops! At the swimming pool,
 * everything tumbled down", "Mia ran, aimed… and did it!"). Tennis is a sport the idea plays
 * (idea/read-goal-sport.ts): a match on the tennis court (goal-task-tennis.ts), the serve into the net,
 * the coach's tip, the first set lost, match point at the turn; every page draws the racket and ball,
 * the other player or the coach where named, and the court's net (not the basketball hoop).
 */
type Page = { text: string; alt?: string; hints?: Record<string, unknown> };
const subjects = (p: Page) => (p.hints?.subjects as string[] | undefined) ?? [];
const place = (p: Page) => String(p.hints?.place ?? '');

describe('tennis is a match on the tennis court (goal-task-tennis)', () => {
  it.each([
    ['en', 'A girl who loves tennis wins the big game', /Match point|One last rally/, /other player/],
    [
      'fr',
      'Un garçon qui adore le tennis gagne le tournoi',
      /Balle de match|Un dernier échange/,
      /l’adversaire/,
    ],
  ] as const)('sports %s: %s', async (language, description, turn, other) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'sports', language, description, pages, seed: 5 });
      const all = plan.pages as Page[];
      const texts = all.map((p) => p.text);
      for (const t of texts)
        expect(t).not.toMatch(
          /piscine|pool|football|basket|one small step|petit pas à la fois|tumbled|dégringola/i,
        );
      for (const p of all.slice(1)) {
        expect(place(p)).toMatch(/tennis court/);
        expect(subjects(p)).toContain('tennis');
      }
      expect(texts.at(-2)).toMatch(turn);
      // The other player drawn where named (unless the coach is, beside the hero), the coach too.
      for (const p of all.filter((q) => other.test(q.text) && !/coach|entraîneuse/.test(q.text)))
        expect(subjects(p)).toContain('boy');
      expect(all.some((p) => subjects(p).includes('woman'))).toBe(true);
      expect(subjects(all.at(-1) as Page).some((s) => s === 'trophy' || s === '1st-place-medal')).toBe(true);
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
    }
  });

  it('the tennis court draws its net, not the basketball hoop', async () => {
    const plan = await planStory({
      type: 'sports',
      language: 'en',
      description: 'A girl who loves tennis wins the big game',
      pages: 12,
      seed: 5,
    });
    const svg = await drawPlanPage(plan, 'sports', 4);
    // The hoop's orange rim is gone; the net's white tape is drawn.
    expect(svg).not.toContain('#f26b1d');
    expect(svg).toContain('#4f9a5e');
  });
});
