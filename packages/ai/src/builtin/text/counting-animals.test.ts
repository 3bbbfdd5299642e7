import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "Learn to count with the farm animals" (a learning book) taught colours and opposites,
 * and a counting book about animals counted eggs and apples.
 */
describe('counting the animals the idea names', () => {
  it.each([
    ['learning-books', 'en', 'Learn to count with the farm animals', /^One hen\./, /egg|apple/],
    ['learning-books', 'fr', 'Apprendre à compter avec les animaux de la ferme', /^Une poule\./, /œuf|pomme/],
    ['numbers', 'fr', 'Compter les animaux du zoo', /^Un lion\./, /banane|ballon/],
  ] as const)('%s %s: %s', async (type, language, description, first, notAnimals) => {
    const plan = await planStory({ type, language, description, pages: 6 });
    expect(plan.pages[0].text).toMatch(first);
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(notAnimals);
    expect(plan.pages.map((p) => (p.hints as { count?: number }).count)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a learning book that is not about counting keeps its concepts', async () => {
    const plan = await planStory({ type: 'learning-books', description: 'Colours and opposites', pages: 4 });
    expect((plan.pages[0].hints as { kind?: string }).kind).not.toBe('numbers');
  });
});
