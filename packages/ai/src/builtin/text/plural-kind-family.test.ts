import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: « Les chauves-souris de la grotte » made its hero a boy whose plan was « sourire de la
 * grotte » (the tail of « chauves-souris » read as a verb). The kind named in the plural is a family of
 * them, roaming their place together; a lone "The little bear" keeps its own story.
 */
describe('animals named in the plural', () => {
  it.each([
    ['fr', 'Les chauves-souris de la grotte', 'bat', /famille/, /sourire|garçon/],
    ['en', 'The bats of the cave', 'bat', /family/, /\bboy\b|\bkite\b/],
    ['fr', 'Les petits lapins de la forêt', 'bunny', /famille/, /cerf-volant|garçon/],
  ] as const)('%s: %s', async (language, description, kind, family, wrong) => {
    expect(readIdea('', description, language).heroKind?.id).toBe(kind);
    const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).toMatch(family);
    expect(text).not.toMatch(wrong);
    expect(plan.pages[2].hints?.subjects).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(plan.pages[2].alt).toMatch(family);
  });

  it('a lone hero is not a family', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'The little bear',
      pages: 4,
    });
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/family/);
  });
});
