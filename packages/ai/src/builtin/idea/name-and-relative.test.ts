import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

/**
 * 'Tom and Dad build a treehouse' / « Tom et Papa construisent une cabane dans un arbre » read Dad as
 * the hero's own kind: "Meet Tom, a dad", Tom drawn as a grown man, and no Dad beside him though the
 * pages said "Tom and Dad". A relative joined to the hero's name by "and" comes along (read-cast.ts):
 * Tom is a boy, Dad stands beside him on the comic's pages and the alt names him.
 */
describe('"Tom and Dad": Dad comes along, he is not the hero’s kind', () => {
  it.each([
    ['en', 'Tom and Dad build a treehouse', /Tom’s dad/],
    ['fr', 'Tom et Papa construisent une cabane dans un arbre', /le papa de Tom/],
  ] as const)('%s: %s', async (language, description, dadSaid) => {
    const facts = readIdea('', description, language);
    expect(facts.heroKind?.id).not.toBe('father');
    expect(facts.companions.map((c) => c.kind.id)).toContain('father');
    const plan = await planStory({ type: 'comic-books', language, description, pages: 8 });
    expect(plan.pages[0].text).not.toMatch(/a dad\b|un papa\b/);
    const named = plan.pages.flatMap((p, i) => (/\b(Dad|Papa)\b/.test(p.text) ? [i] : []));
    expect(named.length).toBeGreaterThan(2);
    for (const i of named) {
      expect(plan.pages[i].alt, `page ${i + 1}`).toMatch(dadSaid);
      expect(drawPlanPage(plan, 'comic-books', i)).toContain('data-icon="man"');
    }
  });
});
