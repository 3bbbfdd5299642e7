import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: a child learning to ride a bike met the quest's stock obstacles and pauses — a thick fog,
 * "so dark under the big tree" (drawn at night), a fallen branch, shelter from the rain under a leaf —
 * and the bike was drawn twice on the last page. Learning has its own setbacks and rests.
 */
const CASES = [
  [
    'en',
    'Mia learns to ride her bike',
    /thick fog|so dark|fallen branch|shelter under|cool water|puddle|flat stone|gap just wide/i,
    /cheeks went hot|felt tiny|no energy left|got the giggles|start all over|hard work|what to try next|counted to three|over a snack/,
  ],
  [
    'fr',
    'Mia apprend à faire du vélo',
    /brouillard|si sombre|branche tombée|s’abrita|eau fraîche|flaque|pierre plate|se faufiler/i,
    /joues de Mia|minuscule|plus d’énergie|fou rire|tout recommencer|c’est du travail|essayer ensuite|jusqu’à trois|en goûtant/,
  ],
] as const;

describe('learning a skill has its own setbacks and rests (issue 14)', () => {
  it.each(CASES)('%s: %s', async (language, description, stock, own) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const texts = plan.pages.map((p) => p.text ?? '');
      expect(texts.join(' ')).not.toMatch(stock);
      expect(texts.filter((t) => own.test(t)).length).toBeGreaterThanOrEqual(pages === 12 ? 2 : 6);
      for (const p of plan.pages) {
        const subjects = (p.hints as { subjects?: string[] }).subjects ?? [];
        expect(new Set(subjects).size).toBe(subjects.length);
      }
    }
  });
});
