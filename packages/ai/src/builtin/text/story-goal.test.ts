import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

const QUEST = /search|look(ed|ing)? for|clue|kite|recherch|cherch|indice|cerf-volant/i;

describe('a journey the idea names is the story’s arc (story-goal)', () => {
  it('walks to the lighthouse: the wish, the way, the arrival drawn there — and no search for a stock object', async () => {
    const plan = await planStory({
      type: 'story-book',
      pages: 16,
      description: 'Tom walks to the old lighthouse one evening',
    });
    const texts = plan.pages.map((p) => p.text);
    expect(texts[1]).toMatch(/the old lighthouse/i);
    for (const t of texts) expect(t).not.toMatch(QUEST);
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(/lighthouse/);
    expect(String(turn?.hints?.place)).toMatch(/lighthouse/);
    expect(turn?.scene).toMatch(/arrives/);
    // The lighthouse is where the way ends, not a stop on it.
    const stops = plan.pages.slice(2, -2).map((p) => String(p.hints?.place));
    expect(stops.filter((s) => /lighthouse/.test(s))).toEqual([]);
    expect(
      plan.pages.every(
        (p) => !(p.hints?.subjects as string[] | undefined)?.length || p.hints?.beat === 'helper',
      ),
    ).toBe(true);
  });

  it('goes to the beach from home in French, arriving « à la plage »', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      pages: 10,
      description: 'Zoé va à la plage un jour de soleil',
    });
    const texts = plan.pages.map((p) => p.text);
    expect(texts[0]).not.toMatch(/plage/);
    expect(texts[1]).toMatch(/jusqu’à la plage/);
    expect(plan.pages.at(-2)?.text).toMatch(/à la plage/);
    for (const t of texts) expect(t).not.toMatch(QUEST);
  });

  it('keeps the quest when the idea searches on the way', async () => {
    const plan = await planStory({
      type: 'story-book',
      description: 'Zoé goes to the beach to look for a shell',
    });
    expect(plan.pages.map((p) => p.text).join(' ')).toMatch(/shell/);
  });
});

describe('a journey’s French words agree whatever the destination', () => {
  it('a plural destination (« les cratères de la Lune ») takes no singular verb', async () => {
    const { planStory: plan } = await import('../testing/story-fixtures');
    const book = await plan({
      type: 'space',
      language: 'fr',
      pages: 24,
      description: 'Max va sur la Lune en fusée',
    });
    expect(book.pages.map((p) => p.text).join(' ')).not.toMatch(/Les cratères de la Lune (était|semblait)/);
  });
});
