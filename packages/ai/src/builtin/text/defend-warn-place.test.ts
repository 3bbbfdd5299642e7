import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

/**
 * The defend arc warned “Quick, go inside!” (« Vite, rentrez chez vous ! ») in a forest and under
 * the sea, rang a bell there and piled crates on the seabed. The warning now fits the place: hide
 * behind the trees in a forest, swim away under the sea, go inside among the houses. And « le récif
 * de corail contre un requin » is read as saving the reef (its « de » was taken for the threat's).
 */
const BOOKS = [
  ['en', 'Zoe protects the forest from the wolf', /hide behind the big trees/],
  ['fr', 'Zoé protège la forêt du loup', /cachez-vous derrière les grands arbres/],
  ['en', 'A little fish protects the coral reef from a hungry shark', /swim away and hide/],
  ['fr', 'Un petit poisson protège le récif de corail contre un requin affamé', /filez vous cacher/],
] as const;

describe('the warning fits the place (goal-defend-words)', () => {
  it.each(BOOKS)('%s: %s', async (lang, description, warned) => {
    expect(readIdea('', description, lang).goal).toMatchObject({ kind: 'defend' });
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language: lang, description, pages });
      const text = plan.pages.map((p) => p.text).join(' ');
      expect(text).toMatch(warned);
      expect(text).not.toMatch(/go inside|rentrez chez vous|big bell|grosse cloche/);
      if (/shark|requin/.test(description)) expect(text).not.toMatch(/crates|caisses/);
    }
  });

  it('in town, people are still told to go inside', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'A superhero cat saves the city from a giant robot',
      pages: 12,
    });
    expect(plan.pages.map((p) => p.text).join(' ')).toMatch(/go inside/);
  });
});
