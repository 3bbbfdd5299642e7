import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * « Le renard et le corbeau » / 'The Fox and the Crow' was a fox named Lila hunting a stock kite in
 * the forest; now the fable is retold in order: the crow on the oak with the cheese, the hungry fox
 * below, the flattery, the beak opened to sing, the cheese falling, the fox's lesson; the crow and
 * the cheese drawn under the oak.
 */
const CASES = [
  [
    'fr',
    'Le renard et le corbeau',
    [
      /sur un grand chêne perché/,
      /ventre vide/,
      /Que vous êtes joli\s!/u,
      /ouvrit un large bec/,
      /le fromage tomba/,
      /tout flatteur vit aux dépens de celui qui l’écoute/,
    ],
  ],
  [
    'en',
    'The Fox and the Crow',
    [
      /crow sat high up in a tall oak/,
      /empty tummy/,
      /How handsome you are!/,
      /opened his beak wide/,
      /Down fell the cheese/,
      /every flatterer lives at the expense of the one who listens/,
    ],
  ],
] as const;

describe('the fox and the crow is retold as the fable', () => {
  it.each(CASES.flatMap(([l, d, s]) => [4, 12, 24, 50].map((pages) => [l, d, pages, s] as const)))(
    '%s: %s, %i pages',
    async (language, description, pages, steps) => {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      expect(plan.pages).toHaveLength(pages);
      expect(plan.character.figure?.id).toBe('fox');
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(/kite|cerf-volant|Lila/);
      // A 4-page book keeps the opening, the turn and the lesson; longer ones every step, in order.
      const told = pages === 4 ? [steps[0], steps[3], steps[4], steps[5]] : steps;
      const at = told.map((re) => text.search(re));
      for (const i of at) expect(i).toBeGreaterThanOrEqual(0);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      // The crow and the falling cheese drawn at the turn, by the oak.
      expect(plan.pages.at(-2)?.hints?.subjects).toEqual(
        expect.arrayContaining(['blackbird', 'cheese-wedge', 'deciduous-tree']),
      );
      const sentences = text.split(/(?<=[.!?…](?:\s?[»”])?)\s+(?=\p{Lu}|«|“)/u);
      expect(new Set(sentences).size).toBe(sentences.length);
    },
  );
});
