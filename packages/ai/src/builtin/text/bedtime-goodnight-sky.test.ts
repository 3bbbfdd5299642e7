import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: « Bonne nuit les étoiles » (a bedtime book) was « Milo avait un grand rêve : trouver une
 * étoile » and a night hunt round the library; the stars it says goodnight to were read as the thing
 * to find. Now it is the bedtime routine, as 'Goodnight moon' already was; a star to find stays a hunt.
 */
describe('a bedtime book that says goodnight to the stars', () => {
  it.each([
    ['fr', 'Bonne nuit les étoiles', /bain|pyjama/, /trouver une étoile|l’étoile !/],
    ['en', 'Goodnight stars', /bath|pyjamas/, /find a star|the star!/],
  ] as const)('%s: %s', async (language, description, routine, hunt) => {
    for (const pages of [8, 12]) {
      const plan = await planStory({
        type: 'bedtime-books',
        language,
        description,
        title: description,
        pages,
      });
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).toMatch(routine);
      expect(text).not.toMatch(hunt);
    }
  });

  it('a star to find is still a hunt', async () => {
    const description = 'Milo looks for a fallen star';
    const plan = await planStory({
      type: 'bedtime-books',
      language: 'en',
      description,
      title: description,
      pages: 8,
    });
    expect(plan.pages.map((p) => p.text).join('\n')).not.toMatch(/pyjamas/);
  });
});
