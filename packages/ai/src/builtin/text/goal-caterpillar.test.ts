import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

/**
 * "A hungry caterpillar eats and eats and becomes a butterfly" was Milo, a boy at the end of Maple
 * Lane, with a task "to eat and eat and become a butterfly" at the library; now the hero is a
 * caterpillar that hatches in the garden, eats one thing a page (drawn), spins a cocoon, and comes
 * out a butterfly at the turn, drawn as the butterfly from then on.
 */
describe('a caterpillar becomes a butterfly', () => {
  it.each([
    ['en', 'A hungry caterpillar eats and eats and becomes a butterfly', /cocoon/, /butterfly/],
    ['fr', 'Une petite chenille gourmande devient un papillon', /cocon/, /papillon/],
  ] as const)('%s: %s', async (language, description, cocoon, butterfly) => {
    expect(readIdea('', description, language).heroKind?.id).toBe('caterpillar');
    const plan = await planStory({ type: 'story-book', language, description, pages: 24 });
    const text = plan.pages.map((p) => p.text).join('\n');
    const subjects = plan.pages.flatMap((p) => p.hints?.subjects ?? []);
    for (const food of ['red-apple', 'pear', 'strawberry', 'leaf-fluttering-in-wind'])
      expect(subjects).toContain(food);
    expect(text).toMatch(/apple|pomme/);
    expect(text).toMatch(/pears|poires/);
    expect(text).toMatch(/strawberries|fraises/);
    expect(text).toMatch(cocoon);
    expect(text).not.toMatch(/to eat and eat|Maple Lane|allée des Érables|library|bibliothèque/);
    expect(plan.pages.map((p) => String(p.hints?.place))).not.toContainEqual(
      expect.stringMatching(/Maple|library/),
    );
    // The turn: out of the cocoon a butterfly, drawn as the butterfly from then on.
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(butterfly);
    expect(turn?.hints?.becomes).toBe('butterfly');
    expect(plan.pages.at(-1)?.hints?.becomes).toBe('butterfly');
    expect(plan.pages[2].hints?.becomes).toBeUndefined();
    // Asleep in its cocoon: drawn as the cocoon on the middle pages that say it.
    const wrapped = plan.pages.slice(1, -2).filter((p) => cocoon.test(p.text));
    expect(wrapped.length).toBeGreaterThan(2);
    for (const p of wrapped) expect(p.hints?.becomes).toBe('cocoon');
    // No sentence twice, no template told twice at another spot.
    const sentences = text.split(/(?<=[.!?…](?:\s?[»”])?)\s+(?=\p{Lu}|«|“)/u);
    expect(new Set(sentences).size).toBe(sentences.length);
    const bodies = plan.pages.map((p) => p.text.replace(/^[^,]*, /, ''));
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it.each([4, 8, 12])('%i pages: hatches, eats when there is room, turns into a butterfly', async (pages) => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'A hungry caterpillar eats and eats and becomes a butterfly',
      pages,
    });
    expect(plan.pages).toHaveLength(pages);
    expect(plan.pages[0].text).toMatch(/egg/);
    expect(plan.pages.at(-2)?.text).toMatch(/butterfly/);
    if (pages > 4) expect(plan.pages.map((p) => p.text).join(' ')).toMatch(/cocoon/);
  });
});
