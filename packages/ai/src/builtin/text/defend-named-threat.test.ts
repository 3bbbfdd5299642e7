import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "A girl protects the village from Rex the wolf" made Rex the hero (« un loup nommé Rex »)
 * and the deed a generic task; "Rex the wolf attacks the village" named the child hero Rex. Rex is
 * now the threat's own name (idea/read-goal-defend.ts): "Rex the wolf" first, then Rex, and he or
 * she, never "it" (goal-defend.ts); an unnamed wolf stays "it".
 */
const BOOKS = [
  ['en', 'A girl protects the village from Rex the wolf', /Rex the wolf/],
  ['fr', 'Une fille protège le village contre Rex le loup', /Rex le loup/],
  ['en', 'Rex the wolf attacks the village', /Rex the wolf/],
  ['fr', 'Rex le loup attaque le village', /Rex le loup/],
] as const;

const IT =
  /\bit (slipped|just kept|had only|had become|looked more|calmed)|\bIt is not wicked|afraid of it\b/;

describe('a named threat is called by its name, he or she (read-goal-defend, goal-defend)', () => {
  it.each(BOOKS)('%s: %s', async (lang, description, first) => {
    const facts = readIdea('', description, lang);
    expect(facts.goal).toMatchObject({ kind: 'defend', threat: { id: 'wolf' }, name: 'Rex' });
    expect(facts.heroName).not.toBe('Rex');
    const texts: string[] = [];
    for (const pages of [8, 12, 16]) {
      const plan = await planStory({ type: 'story-book', language: lang, description, pages });
      expect(plan.character.name).not.toBe('Rex');
      expect(plan.pages[0].text).not.toMatch(/Rex/);
      expect(plan.pages[1].text).toMatch(first);
      texts.push(plan.pages.map((p) => p.text).join(' '));
    }
    const all = texts.join(' ');
    expect(all).not.toMatch(IT);
    if (lang === 'en') expect(all).toMatch(/\b(he|He) (looked|is|had)\b/);
  });

  it('an unnamed wolf is still "it"', async () => {
    const texts = await Promise.all(
      [12, 16].map((pages) =>
        planStory({
          type: 'story-book',
          language: 'en',
          description: 'Zoe protects the forest from the wolf',
          pages,
        }),
      ),
    );
    const all = texts.flatMap((p) => p.pages.map((x) => x.text)).join(' ');
    expect(all).toMatch(IT);
    expect(all).not.toMatch(/\b(he|He) (looked|is|had)\b/);
  });
});
