import { describe, expect, it } from 'vitest';
import { readParty } from '../idea/read-goal-party';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/** Issue 14: "Mia’s birthday party" was a search for a kite in the park. */
describe('a birthday is its own arc', () => {
  it.each([
    ['Mia’s fifth birthday party', 5],
    ['Tom turns seven', 7],
    ['L’anniversaire de Léo, qui a six ans', 6],
    ['Zoé fête son anniversaire avec ses amis', undefined],
  ])('%s: age %s', (idea, age) => {
    // (The hero's own: "Mia's" is Mia's when Mia is the hero.)
    const hero = /^(Mia|Tom|Léo|Zoé)/.exec(idea.replace(/^L’anniversaire de /, ''))?.[1];
    expect(readParty(idea, hero)?.kind).toBe('party');
    expect(readParty(idea, hero)?.age).toBe(age);
  });

  it.each([
    "Lily bakes a cake for her mum's birthday",
    'Tom prépare une surprise pour l’anniversaire de sa maman',
    'A surprise for Grandpa’s birthday',
  ])('%s: someone else’s birthday is no party arc', (idea) => {
    expect(readParty(idea, /^(Lily|Tom)/.exec(idea)?.[1])).toBeUndefined();
  });

  it.each([
    ['en', 'Mia’s fifth birthday party', /five candles/, /kite|search|wise grandmother/],
    ['fr', 'L’anniversaire de Léo, qui a six ans', /six bougies/, /cerf-volant|cherch|grand-mère/],
  ] as const)(
    '%s: %s — ready at home, candles at the turn, the cake drawn',
    async (language, description, candles, not) => {
      for (const pages of [8, 12, 24]) {
        const plan = await planStory({ type: 'story-book', language, description, pages });
        const text = plan.pages.map((p) => p.text).join(' ');
        expect(text).toMatch(candles);
        expect(text).not.toMatch(not);
        expect(new Set(plan.pages.map((p) => p.text)).size).toBe(pages);
        const turn = plan.pages.findIndex((p) => (p.hints as { beat?: string }).beat === 'turn');
        expect(plan.pages[turn].text).toMatch(candles);
        expect(await drawPlanPage(plan, 'story-book', turn, 300)).toMatch(/data-icon="birthday-cake"/);
      }
    },
  );
});
