import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * « Lucas rêve de gagner la course à vélo » (sports) was a running race: running shoes laced,
 * « courut tout un tour de piste », the running track. A bike race is ridden (goal-task-cycle.ts): the
 * tyres and the helmet, the hill climb, a flat tyre, the chain off, the sprint, the bike drawn.
 */
type Page = { text: string; hints?: Record<string, unknown> };
const subjects = (p: Page) => (p.hints?.subjects as string[] | undefined) ?? [];

describe('a bike race is ridden, not run (goal-task-cycle)', () => {
  it.each([
    [
      'sports',
      'fr',
      'Lucas rêve de gagner la course à vélo',
      /ligne d’arrivée/,
      /pneu crevé|chaîne sauta|pédal/,
    ],
    ['sports', 'en', 'Mia wants to win the bike race', /finish line/, /flat tyre|chain came off|pedal/],
    [
      'story-book',
      'en',
      'A boy who wants to win the cycling race',
      /finish line/,
      /flat tyre|chain came off|pedal/,
    ],
  ] as const)('%s %s: %s', async (type, language, description, finish, own) => {
    for (const pages of [4, 12, 24, 50]) {
      const plan = await planStory({ type, language, description, pages, seed: 5 });
      const all = plan.pages as Page[];
      const texts = all.map((p) => p.text);
      for (const t of texts)
        expect(t).not.toMatch(
          /running shoes|chaussures de course|courut|ran one whole lap|Ready to run|à courir/i,
        );
      for (const p of all) expect(String(p.hints?.place)).not.toMatch(/running track/);
      expect(texts.at(-2)).toMatch(finish);
      expect(subjects(all.at(-2) as Page)).toContain('bicycle');
      if (pages >= 12) expect(texts.filter((t) => own.test(t)).length).toBeGreaterThan(1);
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
    }
  });
});
