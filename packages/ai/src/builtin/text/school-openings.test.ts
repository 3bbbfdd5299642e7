import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/** New-user review: « Voici Lumi, un dragon qui vit à l’école ». Nobody lives at school (school-openings.ts). */
describe('a story set at school opens on the way there, not living there (review)', () => {
  it.each([
    ['fr', "Un petit dragon timide veut se faire des amis à l'école"],
    ['en', 'Tom plays football at school with his friends'],
    ['en', 'A shy girl named Ana paints a rainbow at school'],
  ] as const)('%s: %s', async (language, description) => {
    for (const seed of [1, 2, 3]) {
      const plan = await planStory({ type: 'story-book', description, language, pages: 8, seed });
      const first = plan.pages[0].text ?? '';
      expect(first, description).not.toMatch(/\b(lives|lived)\b|\bvi(t|vait)\b/);
      expect(first, description).toMatch(/school|école/);
    }
  });
});
