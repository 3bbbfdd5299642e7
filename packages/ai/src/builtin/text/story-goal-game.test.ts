import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: a match said "half of the job was done" and "the job was done"; and a stock helper
 * with a vowel was « la entraîneuse patiente ».
 */
describe('a game or a race is played, not worked at', () => {
  it.each([
    // A football match has its own script, its turn the winning goal (goal-task-match.ts).
    ['en', 'Maya plays football with her team and scores the winning goal', /GOAL! Maya had managed/],
    ['fr', 'Léo veut gagner la course de l’école', /grand moment|retint son souffle/],
  ] as const)('%s: %s', async (language, description, turn) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'sports', language, description, pages });
      const text = plan.pages.map((p) => p.text).join(' ');
      expect(text).not.toMatch(/the job|du travail|tout fut fini/);
      expect(text).toMatch(turn);
      expect(text).not.toMatch(/\b(la|le) [aeiouéèê]/i);
    }
  });
});
