import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 (alt text says what is really drawn): a hero drawn as something else from a page on (the
 * caterpillar come out a butterfly, the mermaid on two legs on the beach: `hints.becomes`) is said so
 * in the alt text — "Lila, a butterfly…", « Ava, une petite fille… » — not "a caterpillar", « une sirène ».
 */
const BOOKS = [
  [
    'en',
    'story-book',
    'A hungry caterpillar eats and eats and becomes a butterfly',
    'butterfly',
    /^\S+, a butterfly\b/,
  ],
  [
    'fr',
    'story-book',
    'Une chenille affamée mange et devient un papillon',
    'butterfly',
    /^\S+, un papillon\b/,
  ],
  ['en', 'mermaids', 'A mermaid who wants to walk on land', 'girl', /^\S+, a girl\b/],
  ['fr', 'mermaids', 'Une sirène qui rêve de marcher sur la terre', 'girl', /^\S+, une petite fille\b/],
] as const;

describe('the alt text names the hero as drawn (story-alt, hints.becomes)', () => {
  it.each(BOOKS)('%s: %s', async (language, type, description, becomes, said) => {
    const plan = await planStory({ type, language, description, pages: 12 });
    const changed = plan.pages.filter((p) => p.hints?.becomes === becomes);
    expect(changed.length).toBeGreaterThan(0);
    for (const p of changed) expect(p.alt).toMatch(said);
    // The pages before the change still say what the hero was.
    const before = plan.pages.filter(
      (p) => !p.hints?.becomes && p.alt?.startsWith(`${plan.character.name}, `),
    );
    expect(before.length).toBeGreaterThan(0);
    for (const p of before) expect(p.alt).not.toMatch(said);
  });
});
