import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// A swimming race is told at the pool: training lengths, water up the nose, the coach's tip, the
// race, the wall. Before, 'Ava trains for her first swimming race' went to the football pitch, the
// basketball court and the running track, and the turn was "Ava courut, visa… et réussit !".
describe('a swimming race', () => {
  it.each([
    ['sports', 'en', 'Ava trains for her first swimming race', 8, /touched the wall|and the wall!/],
    ['sports', 'fr', 'Léa prépare sa première course de natation', 12, /toucha le mur|et le mur/],
    ['story-book', 'en', 'Tom swims in his first swimming competition', 12, /touched the wall|and the wall!/],
  ] as const)('%s %s: %s (%i pages)', async (type, language, description, pages, wall) => {
    const plan = await planStory({ type, language, description, pages });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/football|basket|running track|piste de course|terrain/i);
    // Every page is drawn at the pool.
    for (const p of plan.pages) expect(String(p.hints?.place)).toMatch(/swimming pool/);
    expect(plan.pages.at(-2)?.text).toMatch(wall);
    // Training comes before race day, and no sentence is told twice.
    const sentences = text.split(/(?<=[.!?])\s+/);
    expect(new Set(sentences).size).toBe(sentences.length);
    const race = plan.pages.findIndex((p) =>
      /Saturday at last|Enfin samedi|whistle blew|Coup de sifflet/.test(p.text),
    );
    const float = plan.pages.findIndex((p) =>
      /float|planche|bubbles|bulles|cap and goggles|bonnet de bain/.test(p.text),
    );
    expect(float).toBeGreaterThan(0);
    if (race > 0) expect(race).toBeGreaterThan(float);
  });
});
