import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "A timid little dragon goes to school" was a first day where "Too shy" came once, in the
 * middle; « Un petit dragon timide va à l’école » was not even a first day (« aller à l’école » was a
 * chore done at the turn). The shyness is said on the first pages and overcome on the last.
 */
describe('a shy hero’s first day at school (issue 14)', () => {
  it.each([
    ['en', 'A timid little dragon goes to school', /shy/i, /not so shy|shy feeling had grown/],
    ['fr', 'Un petit dragon timide va à l’école', /timide/i, /plus si timide|timidité était devenue/],
    ['en', 'A shy girl starts school', /shy/i, /not so shy|shy feeling had grown/],
  ] as const)('%s: %s', async (language, description, shy, overcome) => {
    for (const seed of [1, 2, 3, 4]) {
      const plan = await planStory({ type: 'story-book', description, language, pages: 12, seed });
      const [opening, problem] = plan.pages.map((p) => p.text ?? '');
      expect(opening, opening).toMatch(shy);
      expect(problem).toMatch(/first day|premier jour/);
      expect(problem).toMatch(shy);
      expect(plan.pages.at(-1)?.text).toMatch(overcome);
    }
  });
});
