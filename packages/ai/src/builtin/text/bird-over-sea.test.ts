import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: "A bird flies over the sea" lived "under the sea" among the coral; « Un oiseau
 * survole la mer » was a deed "to fly over the sea" done by the kelp; « Une mouette » was a hare. A bird
 * over the sea is a day on the shore, drawn by the water; a fish under the sea stays underwater.
 */
describe('a bird over the sea roams the shore (issue 14)', () => {
  it.each([
    ['A bird flies over the sea', 'en'],
    ['A seagull flies above the sea', 'en'],
    ['Un oiseau survole la mer', 'fr'],
    ['Une mouette vole au-dessus de la mer', 'fr'],
  ] as const)('%s', async (description, language) => {
    const read = readIdea('Title', description, language);
    expect(read.heroKind?.id).toBe('bird');
    expect(read.setting?.id).toBe('beach');
    const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/under the sea|coral|kelp|sous la mer|corail|algues/i);
    expect(text).not.toMatch(/the job was done|tout fut fini/);
    for (const p of plan.pages) expect((p.hints as { place?: string }).place).toMatch(/beach|shore/);
  });

  it('a fish under the sea stays underwater', () => {
    expect(readIdea('Title', 'A little fish swims under the sea', 'en').setting?.id).toBe('sea');
    expect(readIdea('Title', 'Un petit poisson nage sous la mer', 'fr').setting?.id).toBe('sea');
  });
});
