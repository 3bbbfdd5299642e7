import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "Lucas plays in the big hockey match" (sports) ran across the basketball court and the pool ("Lucas
 * ran, aimed… and did it!") and « Le grand match de hockey de Lucas » searched for a cup. It is now ice
 * hockey on the frozen rink (goal-task-hockey.ts): skates, the coach's glide, the puck dropped, the bench,
 * the passes, the winning shot at the turn; the stick and puck drawn and said.
 */
type Page = { text: string; alt?: string; hints?: Record<string, unknown> };
const subjects = (p: Page) => (p.hints?.subjects as string[] | undefined) ?? [];

describe('an ice hockey match on the rink (goal-task-hockey)', () => {
  it.each([
    ['en', 'Lucas plays in the big hockey match', /ice hockey/, /puck/, /a hockey stick and a puck/],
    ['fr', 'Le grand match de hockey de Lucas', /hockey sur glace/, /palet/, /une crosse et un palet/],
  ] as const)('sports %s: %s', async (language, description, opening, puck, said) => {
    for (const pages of [12, 24, 50]) {
      const plan = await planStory({ type: 'sports', language, description, pages, seed: 5 });
      const all = plan.pages as Page[];
      const texts = all.map((p) => p.text);
      for (const t of texts)
        expect(t).not.toMatch(/trophée|pool|piscine|basket|football|ran, aimed|trouver une coupe/i);
      expect(texts[0]).toMatch(opening);
      expect(texts.filter((t) => puck.test(t)).length).toBeGreaterThan(2);
      expect(texts.at(-2)).toMatch(/net|goal|filet|but/);
      for (const p of all.slice(1)) {
        expect(String(p.hints?.place)).toMatch(/ice rink/);
        expect(subjects(p)).toContain('ice-hockey');
        expect(p.alt).toContain(said.source);
      }
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
    }
  });

  it('the rink is drawn: the ice, the boards and the red goal', async () => {
    const plan = await planStory({
      type: 'sports',
      language: 'en',
      description: 'Lucas plays in the big hockey match',
      pages: 12,
      seed: 5,
    });
    const svg = await drawPlanPage(plan, 'sports', 4);
    expect(svg).toContain('#dff1fb'); // the ice
    expect(svg).toContain('#d64545'); // the goal
  });
});
