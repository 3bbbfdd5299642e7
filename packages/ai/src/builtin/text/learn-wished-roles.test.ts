import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// Wanting to be a pirate, a police officer, a footballer or a chef was not read as a job to learn (a
// kite hunt), or the wrong one (a chef baked bread). Each is now learnt, what it names drawn on the pages.
describe('wanted roles are learnt', () => {
  it.each([
    ['en', 'A boy who wants to be a pirate', /sail a ship like a real pirate/, 'pirate-flag'],
    ['fr', 'Un garçon qui veut devenir pirate', /mener un bateau comme un vrai pirate/, 'pirate-flag'],
    ['en', 'A girl who wants to be a police officer', /keep everyone safe/, 'police-car'],
    ['fr', 'Une fille qui rêve d’être policière', /protéger tout le monde/, 'police-car'],
    ['en', 'A boy who wants to be a footballer', /play football/, 'soccer-ball'],
    ['fr', 'Un garçon qui veut devenir footballeur', /jouer au foot/, 'soccer-ball'],
    ['en', 'A girl who wants to be a chef', /cook yummy meals/, 'cook'],
    ['fr', 'Une fille qui veut devenir cuisinière', /cuisiner de bons petits plats/, 'cook'],
  ] as const)('%s: %s', async (language, description, said, icon) => {
    const book = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = book.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/big plan for the day|grand projet pour la journée|kite|cerf-volant/);
    expect(text).toMatch(said);
    const drawn = book.pages.filter((p) => (p.hints?.subjects as string[] | undefined)?.includes(icon));
    expect(drawn.length).toBeGreaterThan(5);
  });
});
