import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "A magical girl saves her school", « Une magical girl sauve son école » (idea/read-goal-magical-girl.ts
 * → goal-magical-girl.ts): the cat and the pendant, the transformation drawn in sparkles, the shadow
 * monster, her friends, her light winning. Before, a task "to save her school" told as a stock deed.
 */
describe('a magical girl has her own arc', () => {
  it.each([
    ['en', 'A magical girl saves her school', /Moka/, /Sparkles swirled/, /shadow monster/, /secret smile/],
    [
      'fr',
      'Une magical girl sauve son école',
      /Moka/,
      /étincelles tourbillonnèrent/,
      /monstre d’ombre/,
      /sourire secret/,
    ],
  ] as const)('%s: %s', async (language, description, cat, change, monster, end) => {
    for (const pages of [4, 12, 24, 50]) {
      const plan = await planStory({ type: 'anime', language, description, pages });
      const texts = plan.pages.map((p) => p.text);
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(new Set(sentences).size).toBe(sentences.length);
      expect(texts.at(-1)).toMatch(end);
      expect(texts.join(' ')).toMatch(monster);
      if (pages < 12) continue;
      expect(texts.join(' ')).toMatch(cat);
      const i = texts.findIndex((t) => change.test(t));
      expect(i).toBeGreaterThan(0);
      // The transformation is drawn in sparkles, with the wand.
      expect(plan.pages[i]?.hints?.subjects).toEqual(expect.arrayContaining(['sparkles', 'magic-wand']));
    }
  });
});
