import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "A girl who loves gymnastics" / « Une petite gymnaste » (sports) was a trophy hunt across the running
 * track and the swimming pool. It is now gymnastics at the gym (goal-task-gym.ts): the mat, the crooked
 * cartwheel, the wobbly beam, the coach's tips, the routine at the competition at the turn, a medal.
 */
type Page = { text: string; alt?: string; hints?: Record<string, unknown> };
const subjects = (p: Page) => (p.hints?.subjects as string[] | undefined) ?? [];

describe('gymnastics at the gym, up to the competition (goal-task-gym)', () => {
  it.each([
    ['en', 'A girl who loves gymnastics', /loved gymnastics/, /cartwheel/, /beam/, /the coach/],
    ['fr', 'Une petite gymnaste', /adorait la gym/, /roue/, /poutre/, /l’entraîneuse/],
    ['fr', 'Léa adore la gymnastique', /adorait la gym/, /roue/, /poutre/, /l’entraîneuse/],
  ] as const)('sports %s: %s', async (language, description, opening, wheel, beam, coach) => {
    for (const pages of [12, 24, 50]) {
      const plan = await planStory({ type: 'sports', language, description, pages, seed: 5 });
      const all = plan.pages as Page[];
      const texts = all.map((p) => p.text);
      for (const t of texts)
        expect(t).not.toMatch(/trophy|coupe|piscine|pool|basket|football|running track/i);
      expect(texts[0]).toMatch(opening);
      expect(texts.some((t) => wheel.test(t))).toBe(true);
      expect(texts.some((t) => beam.test(t))).toBe(true);
      expect(texts.at(-2)).toMatch(/routine|enchaînement|figure/);
      expect(texts.at(-1)).toMatch(/medal|médaille/);
      expect(subjects(all.at(-1) as Page)).toContain('sports-medal');
      for (const p of all.slice(1)) {
        expect(String(p.hints?.place)).toMatch(/gym/);
        // The coach is drawn and said where the page names her.
        if (coach.test(p.text)) {
          expect(subjects(p)).toContain('woman');
          expect(p.alt).toContain(coach.source);
        }
      }
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
    }
  });

  it('the gym is drawn with its blue mats and the balance beam', async () => {
    const plan = await planStory({
      type: 'sports',
      language: 'en',
      description: 'A girl who loves gymnastics',
      pages: 12,
      seed: 5,
    });
    const svg = await drawPlanPage(plan, 'sports', 6);
    expect(svg).toContain('#4f86c6'); // the mat
    expect(svg).toContain('#c98e4f'); // the beam
  });
});
