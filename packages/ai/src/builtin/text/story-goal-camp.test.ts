import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

// A camping trip is told as one: the tent, the fire at dusk, the night, the stars at the turn, the
// morning. Before, 'A boy goes camping with his dad in the mountains' hunted a stock kite.
describe('a camping trip', () => {
  it.each([
    ['en', 'A boy goes camping with his dad in the mountains'],
    ['en', 'Max goes camping'],
    ['fr', 'Léa part camper avec sa mamie'],
    ['fr', 'Tom fait du camping avec son papa'],
  ] as const)('%s: %s is a camping trip', (lang, description) => {
    expect(readIdea('', description, lang).goal?.kind).toBe('camp');
  });

  it.each([
    ['en', 'A boy goes camping with his dad in the mountains', 8, /\bkite\b/, 'Dad', /stars/],
    ['en', 'Max goes camping', 24, /\bkite\b|Maple Lane/, 'Dad', /stars/],
    ['fr', 'Léa part camper avec sa mamie', 12, /cerf-volant|allée des Érables/, 'Mamie', /étoiles/],
  ] as const)('%s: %s (%i pages)', async (language, description, pages, stock, grown, stars) => {
    const plan = await planStory({ type: 'story-book', language, description, pages });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(stock);
    expect(plan.pages[1].text).toContain(grown);
    expect(plan.pages[1].hints?.subjects).toEqual(['tent']);
    expect(plan.pages.at(-2)?.text).toMatch(stars);
    expect(plan.pages.at(-2)?.hints?.light).toBe('night');
    // Day, then dusk, then night, in that order; the morning is day again.
    const lights = plan.pages.slice(2, -2).map((p) => p.hints?.light);
    const rank = { day: 0, dusk: 1, night: 2 } as Record<string, number>;
    expect(lights.map((l) => rank[String(l)])).toEqual([...lights.map((l) => rank[String(l)])].sort());
    expect(plan.pages.at(-1)?.hints?.light).toBe('day');
    expect(plan.pages.some((p) => (p.hints?.subjects as string[] | undefined)?.includes('fire'))).toBe(true);
    const sentences = text.split(/(?<=[.!?])\s+/);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});
