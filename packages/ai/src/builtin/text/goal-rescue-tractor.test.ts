import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "The little red tractor who helped everyone" / « Le petit tracteur rouge qui aidait tout le monde »
 * had "Pip was going to help everyone" worked "one small step after another" by the duck pond. Now a
 * helpful tractor's day on the farm: the barn in the morning, one job a page at its own farm spot,
 * drawn (the car in the mud, the hay bales, the fallen tree, the pumpkins at market), the school bus
 * towed out of the flooded river at the turn, washed in the barn at the end.
 */
const STOCK =
  /big plan|slow going|one small step|grand projet|petit pas|going to help everyone|aider tout le monde\. Ce/;

describe('a helpful tractor has a day of jobs on the farm', () => {
  it.each([
    [
      'en',
      'farm-animals',
      'The little red tractor who helped everyone',
      12,
      /mud/,
      /hay bales/,
      /pumpkins/,
      /river/,
    ],
    [
      'fr',
      'vehicles',
      'Le petit tracteur rouge qui aidait tout le monde',
      12,
      /boue|embourbée/,
      /bottes de foin/,
      /citrouilles/,
      /rivière/,
    ],
    [
      'en',
      'vehicles',
      'The little red tractor who helped everyone',
      24,
      /mud/,
      /hay bales/,
      /pumpkins/,
      /river/,
    ],
    [
      'fr',
      'farm-animals',
      'Le petit tracteur rouge qui aidait tout le monde',
      50,
      /boue|embourbée/,
      /bottes de foin/,
      /citrouilles/,
      /rivière/,
    ],
  ] as const)('%s %s %s %i', async (language, type, description, pages, mud, hay, pumpkins, river) => {
    const plan = await planStory({ type: type as never, language, description, pages });
    expect(plan.pages).toHaveLength(pages);
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(STOCK);
    const at = (re: RegExp) =>
      plan.pages.find(
        (p) => re.test(p.text) && ((p.hints?.subjects as string[] | undefined)?.length ?? 0) > 0,
      );
    // Each job at its own farm spot, drawn with what it helped and said in the alt.
    const car = at(mud);
    expect(car?.hints?.subjects).toEqual(expect.arrayContaining(['automobile', 'hole']));
    expect(String(car?.hints?.place)).toMatch(/duck pond/);
    expect(at(hay)?.hints?.subjects).toContain('sheaf-of-rice');
    expect(String(at(hay)?.hints?.place)).toMatch(/hay field/);
    expect(at(pumpkins)?.hints?.subjects).toContain('jack-o-lantern');
    expect(String(at(pumpkins)?.hints?.place)).toMatch(/market/);
    expect(at(pumpkins)?.alt).toMatch(language === 'en' ? /pumpkins/ : /citrouilles/);
    // The school bus towed out of the flooded river at the turn; washed in the barn at the end.
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(river);
    expect(String(turn?.hints?.place)).toMatch(/river/);
    expect(turn?.hints?.subjects).toEqual(expect.arrayContaining(['bus', 'water-wave', 'pickup-truck']));
    expect(String(plan.pages[0].hints?.place)).toMatch(/barn/);
    expect(String(plan.pages.at(-1)?.hints?.place)).toMatch(/barn/);
    expect(plan.pages.at(-1)?.hints?.subjects).toContain('bubbles');
    // No sentence told twice.
    const sentences = text.split(/(?<=[.!?»”])\s+/).filter((x) => x.length > 30);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('keeps a tractor helping on the farm at its chores, and a tractor alone at its own day', async () => {
    const chores = await planStory({
      type: 'farm-animals',
      language: 'en',
      description: 'A little tractor who helps on the farm',
      pages: 12,
    });
    expect(chores.pages.map((p) => p.text).join(' ')).not.toMatch(/school bus/);
    const alone = await planStory({
      type: 'vehicles',
      language: 'en',
      description: 'A little tractor named Ted',
      pages: 12,
    });
    expect(alone.pages.map((p) => p.text).join(' ')).not.toMatch(/school bus/);
  });
});
