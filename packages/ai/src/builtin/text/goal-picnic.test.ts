import { describe, expect, it } from 'vitest';
import { atBothLengths, expectArcColoring } from '../testing/coloring-arc-check';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: « Zoé et son chien partent en pique-nique » was « Il allait falloir partir en
 * pique-nique… À la bibliothèque, la moitié du travail était faite »: the generic deed at the library.
 * Now the basket packed, the walk, the blanket under the big tree, the ducks, the daisy chain, the
 * ball game, the rain before the cake, the cake under the bandstand with a rainbow, home at dusk.
 */
const STOCK = /big plan|slow going|half of the job|grand projet|moitié du travail|bibliothèque|library/;
const subjects = (p?: { hints?: Record<string, unknown> }) =>
  (p?.hints?.subjects as string[] | undefined) ?? [];

describe('a picnic is its own day out (issue 14)', () => {
  it.each([
    ['fr', 'Zoé et son chien partent en pique-nique', /panier/, /canards/, /kiosque/, /arc-en-ciel/],
    ['en', 'A picnic in the park with Grandma', /basket/, /ducks/, /bandstand/, /rainbow/],
  ] as const)('%s: %s', async (language, description, basket, ducks, bandstand, rainbow) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(STOCK);
    expect(plan.pages[1].text).toMatch(basket);
    expect(subjects(plan.pages[1])).toContain('basket');
    const duckPage = plan.pages.find((p) => ducks.test(p.text));
    expect(subjects(duckPage)).toContain('duck');
    expect(String(duckPage?.hints?.place)).toMatch(/pond/);
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(bandstand);
    expect(turn?.text).toMatch(rainbow);
    expect(plan.pages.at(-1)?.hints?.mood).toBe('night');
  });

  it('the dog the idea names comes along, drawn at the hero’s side', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Zoé et son chien partent en pique-nique',
    });
    expect(plan.pages[3].text).toMatch(/le chien/);
    expect(plan.pages[3].alt).toMatch(/chien/);
  });

  it.each([24, 50])('%i pages: the joys in order, the rain at the turn, no sentence twice', async (pages) => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'The teddy bears’ picnic',
      pages,
    });
    const texts = plan.pages.map((p) => p.text);
    const sentences = texts.flatMap((t) => t.split(/(?<=[.!?])\s+/));
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(texts.findIndex((t) => /ducks/.test(t))).toBeLessThan(texts.findIndex((t) => /rainbow/.test(t)));
    expect(texts.at(-2)).toMatch(/rainbow/);
  });

  it('a search at a picnic keeps its quest', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Mia looks for her lost hat at the picnic',
    });
    expect(plan.pages.map((p) => p.text).join('\n')).not.toMatch(/bandstand/);
  });
});

describe('a picnic’s coloring book colours the day in order (issue 14)', () => {
  it.each(
    atBothLengths([
      ['fr', 'Zoé et son chien partent en pique-nique', [/panier/, /canards/, /arc-en-ciel/]],
      ['en', 'A picnic in the park with Grandma', [/basket/, /ducks/, /rainbow/]],
    ]),
  )('%s: %s, %i pages', async (language, description, pages, order) =>
    expectArcColoring(language, description, pages, order),
  );
});
