import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * 'Noah and the big thunderstorm' was a kite hunt with thunder on every page: a storm idea is one
 * night of thunder at home (goal-storm.ts), the storm drawn only on its night pages, a rainbow by day
 * in the morning.
 */
describe('a storm idea is a storm night at home, then a rainbow (goal-storm)', () => {
  it.each([
    ['en', 'Noah and the big thunderstorm', /lights went out/, /torch/, /rainbow/],
    ['en', 'A puppy who is afraid of thunder', /lights went out/, /torch/, /rainbow/],
    ['fr', 'Léa et le gros orage', /lumières s’éteignirent/, /lampe de poche/, /arc-en-ciel/],
    ['fr', 'Le petit lapin a peur de l’orage', /lumières s’éteignirent/, /lampe de poche/, /arc-en-ciel/],
  ] as const)('%s: %s', async (language, description, lightsOut, torch, rainbow) => {
    for (const pages of [4, 12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const text = plan.pages.map((p) => p.text).join(' ');
      expect(text).not.toMatch(/kite|cerf-volant/i);
      if (pages > 4) expect(text).toMatch(lightsOut);
      if (pages > 4) expect(text).toMatch(torch);
      // Night in the house until the morning; the storm drawn on the night's pages, not the first evening.
      for (const p of plan.pages.slice(0, -1)) expect(p.hints?.mood).toBe('night');
      for (const p of plan.pages.slice(1, -1)) expect(p.hints?.weather).toBe('storm');
      expect(plan.pages[0].hints?.weather).toBeUndefined();
      const last = plan.pages.at(-1);
      expect(last?.text).toMatch(rainbow);
      expect(last?.hints?.mood).toBe('day');
      expect(last?.hints?.weather).toBeUndefined();
      expect(last?.hints?.subjects).toContain('rainbow');
      const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });
});
