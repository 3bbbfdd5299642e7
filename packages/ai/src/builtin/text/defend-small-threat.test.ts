import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: a plain wolf "did not even look down" at the hero and "stepped right over" a pile of
 * crates (« ne baissa même pas les yeux », « passa par-dessus sans effort »): a giant's lines. A
 * threat of a person's size dodges past and squeezes through instead (goal-defend-small-words.ts);
 * a giant robot keeps them.
 */
const GIANT_LINES = /look down|stepped right over|baissa même pas les yeux|passa par-dessus/;
const text = async (language: 'en' | 'fr', description: string, pages: number) =>
  (await planStory({ type: 'story-book', language, description, pages })).pages.map((p) => p.text).join(' ');

describe('a threat of a person’s size gets no giant’s lines (goal-defend-small-words)', () => {
  it.each([
    ['en', 'Zoe protects the forest from the wolf', /dodged past|squeezed through/],
    ['fr', 'Zoé protège la forêt du loup', /fila sur le côté|se faufila/],
  ] as const)('%s: %s', async (lang, description, own) => {
    const all = await Promise.all([8, 12, 16].map((n) => text(lang, description, n)));
    for (const t of all) expect(t).not.toMatch(GIANT_LINES);
    expect(all.some((t) => own.test(t))).toBe(true);
  });

  it('a giant robot still does not even look down', async () => {
    const all = await Promise.all(
      [12, 16].map((n) => text('en', 'A superhero cat saves the city from a giant robot', n)),
    );
    expect(all.some((t) => GIANT_LINES.test(t))).toBe(true);
  });
});
