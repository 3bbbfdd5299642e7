import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "Emma's first day at a new school" was "a child called Emma’s" looking for a kite in the
 * school hall. A first day is being new and making a friend there: ready at home, the day's moments
 * at school, the teacher, a friend in the playground.
 */
describe('a first day at school', () => {
  it.each([
    ['en', 'Emma’s first day at a new school', true],
    ['en', 'Sam starts kindergarten', false],
    ['fr', 'Le premier jour d’école de Lucas', false],
    ['fr', 'La rentrée de Léa en maternelle', false],
  ] as const)('%s: %s', async (language, description, isNew) => {
    const facts = readIdea('School', description, language);
    expect(facts.goal).toMatchObject({ kind: 'befriend', school: { isNew } });
    for (const pages of [8, 12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const text = plan.pages.map((p) => p.text).join(' ');
      expect(text).not.toMatch(
        /kite|cerf-volant|lives at school|vit à l’école|’s\b called|wise grandmother|pile of boxes|cartons/,
      );
      expect(text).toMatch(language === 'en' ? /first day|starting at/ : /premier jour|commençait/);
      expect(text).toMatch(
        language === 'en' ? /became friends|play together/ : /inséparables|jouait ensemble/,
      );
      const places = plan.pages.slice(1, -1).map((p) => String((p.hints as { place?: string }).place));
      for (const p of places) expect(p).toMatch(/school|classroom|art room/);
    }
  });

  it('the name before a possessive is the name: "Emma’s first day" is Emma', () => {
    expect(readIdea('School', 'Emma’s first day at a new school', 'en').heroName).toBe('Emma');
    expect(readIdea('Party', "Mia's birthday party", 'en').heroName).toBe('Mia');
  });
});
