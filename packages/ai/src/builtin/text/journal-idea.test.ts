import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/** Issue 14: « Mon journal de vacances à la mer » asked about the best meal and inventions, never the trip. */
describe('a journal follows its idea', () => {
  it.each([
    [
      'fr',
      'Mon journal de vacances à la mer',
      /vacances|dormi|goûté|souvenir|carte postale|temps qu’il a fait/,
    ],
    ['en', 'My summer holiday journal at the beach', /trip|slept|tasted|remember|postcard|weather/],
  ] as const)('%s: %s', async (language, description, trip) => {
    const plan = await planStory({ type: 'journal', language, description, pages: 6 });
    const texts = plan.pages.map((p) => p.text);
    expect(texts.filter((t) => trip.test(t)).length).toBeGreaterThanOrEqual(3);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('a journal with no place or trip keeps its everyday prompts', async () => {
    const plan = await planStory({ type: 'journal', description: 'My feelings journal', pages: 4 });
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/trip|postcard/);
  });

  it.each([
    [
      'en',
      'A gratitude journal for kids',
      /thankful|grateful|thank-you|kind to me|lucky|glad|made today good|makes me laugh/,
    ],
    [
      'fr',
      'Mon carnet de gratitude',
      /merci|reconnaissant|gentil|chance|heureux|rendu ma journée|me fait rire/,
    ],
    ['en', 'My dream journal', /dream/],
    ['fr', 'Mon journal des émotions', /senti|colère|triste|peur|humeur|content|fier/],
  ] as const)(
    '%s: %s asks its own prompts first, and no stock name (review)',
    async (language, description, own) => {
      const plan = await planStory({ type: 'journal', language, description, pages: 6 });
      const texts = plan.pages.map((p) => p.text);
      for (const t of texts) expect(t).toMatch(own);
      expect(texts.join(' ')).not.toMatch(/letter to [A-Z]|lettre à [A-Z]/);
    },
  );

  it('a 50-day themed journal never asks the same thing twice', async () => {
    const plan = await planStory({
      type: 'journal',
      description: 'A gratitude journal at the beach',
      pages: 50,
    });
    const texts = plan.pages.map((p) => p.text);
    expect(new Set(texts).size).toBe(50);
  });
});
