import { describe, expect, it } from 'vitest';
import { EPISODES } from './story-episodes';
import { speaksOfQuest } from './story-goal';

describe('a meeting in a story that is no quest', () => {
  it('says nothing of a search: no helper “saw something this morning”', () => {
    // Every meeting a goal story keeps (story-pages.ts drops those that speak of a quest).
    const kept = EPISODES.meet.filter((t) => !speaksOfQuest(t));
    for (const t of kept) {
      expect(t.en).not.toMatch(/saw something|have seen it|it went that way/i);
      expect(t.fr).not.toMatch(/vu quelque chose|l’ai vu/i);
    }
  });
});
