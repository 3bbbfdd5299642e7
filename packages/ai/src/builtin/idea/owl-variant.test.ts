import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

/** Issue 14: « une petite chouette » was printed « le petit hibou »: the text keeps the idea's noun. */
describe('« chouette » stays a chouette', () => {
  it('is read as the owl, said « chouette », feminine', async () => {
    const kind = readIdea('T', 'Une petite chouette cherche son doudou dans la forêt', 'fr').heroKind;
    expect(kind).toMatchObject({ id: 'owl', fr: 'chouette', f: true, icon: 'owl' });
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Une petite chouette cherche son doudou dans la forêt',
      pages: 8,
    });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).toMatch(/une chouette/);
    expect(text).not.toMatch(/hibou/);
  });
});
