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
});
