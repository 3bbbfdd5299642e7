import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * « Nina apprend le judo » and 'Nina learns karate' (sports) were a trophy hunt across the basketball
 * court and the pool (« Nina avait un grand rêve : trouver une coupe »). A martial art is learnt at the
 * dojo (goal-task-dojo.ts): the white belt, bowing onto the mat, falling safely, the belt test at the
 * turn and the yellow belt at the end; the hero wears the white gi on every page after the first.
 */
type Page = { text: string; alt?: string; hints?: Record<string, unknown> };
const place = (p: Page) => String(p.hints?.place ?? '');

describe('a martial art is learnt at the dojo (goal-task-dojo)', () => {
  it.each([
    ['fr', 'Nina apprend le judo', /apprendre le judo/, /ceinture blanche|passage de ceinture/, /salua/],
    ['en', 'Nina learns karate', /learn karate/, /white belt|belt test/, /bowed/],
    ['en', 'Tom learns judo', /learn judo/, /white belt|belt test/, /bowed/],
    ['fr', 'Léo apprend le karaté', /apprendre le karaté/, /ceinture blanche|passage de ceinture/, /salua/],
  ] as const)('sports %s: %s', async (language, description, opening, problem, bow) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'sports', language, description, pages, seed: 5 });
      const all = plan.pages as Page[];
      const texts = all.map((p) => p.text);
      for (const t of texts) expect(t).not.toMatch(/trophy|coupe|piscine|pool|basket|football/i);
      expect(texts[0]).toMatch(opening);
      expect(texts[1]).toMatch(problem);
      expect(texts.some((t) => bow.test(t))).toBe(true);
      expect(texts.at(-2)).toMatch(/belt test|passed the test|passage de ceinture/);
      expect(texts.at(-1)).toMatch(/yellow belt|ceinture jaune/);
      for (const p of all.slice(1)) {
        expect(place(p)).toMatch(/dojo/);
        expect(p.hints?.wears).toMatch(/^gi/);
      }
      expect((all.at(-1) as Page).hints?.wears).toBe('gi-yellow');
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
    }
  });

  it('the hero is drawn in the white gi on the mat, the yellow belt at the end', async () => {
    const plan = await planStory({
      type: 'sports',
      language: 'fr',
      description: 'Nina apprend le judo',
      pages: 12,
      seed: 5,
    });
    const svg = await drawPlanPage(plan, 'sports', 4);
    expect(svg).toContain('#f7f7f2'); // the gi
    expect(svg).toContain('#8cc07a'); // the tatami
    expect(await drawPlanPage(plan, 'sports', 11)).toContain('#ffd400'); // the yellow belt
  });
});
