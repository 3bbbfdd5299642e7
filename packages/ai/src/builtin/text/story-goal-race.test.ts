import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

const subjects = (p: { hints?: Record<string, unknown> }) =>
  (p.hints?.subjects as string[] | undefined) ?? [];
const FILLER =
  /wise grandmother|grand-mère pleine de sagesse|puddle|flaque|thick fog|brouillard|library|bibliothèque/i;
const once = (texts: string[]) => {
  const all = texts.flatMap((t) => splitSentences(t));
  expect(new Set(all).size).toBe(all.length);
};

// « le lièvre » is a kind of its own (idea/kinds.ts), said so and drawn as the long-eared rabbit.
describe('a race against a rival (goal-task-script)', () => {
  it('a turtle races the hare: training, the start line, the hare ahead and napping, the finish — the hare drawn', async () => {
    for (const [language, description, hare, start, nap, finish] of [
      [
        'en',
        'A little turtle wants to win the race against the hare',
        /the hare/i,
        /start line/,
        /nap/,
        /finish line/,
      ],
      [
        'fr',
        'Une petite tortue veut gagner la course contre le lièvre',
        /le lièvre/i,
        /ligne de départ/,
        /sieste/,
        /ligne d’arrivée/,
      ],
    ] as const) {
      const plan = await planStory({ type: 'story-book', language, description });
      const texts = plan.pages.map((p) => p.text);
      const at = (re: RegExp) => texts.findIndex((t) => re.test(t));
      expect(texts.filter((t) => hare.test(t)).length).toBeGreaterThan(6);
      expect(at(start)).toBeGreaterThan(1);
      expect(at(nap)).toBeGreaterThan(at(start));
      expect(texts.at(-2)).toMatch(finish);
      for (const p of plan.pages.slice(1)) expect(subjects(p)).toContain('rabbit');
      for (const t of texts) expect(t).not.toMatch(FILLER);
      expect(texts.join(' ')).not.toMatch(/visa|aimed|Maple|Érables/);
      once(texts);
    }
  });
});
