import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Review: growing one plant as a poem printed the stock couplets ('A bunny who loves carrots grows the
 * biggest carrot in the village': "At the library, Lila counts to three", a herb on every page). Now
 * it sings its own growing in order, the plant drawn at its stage (poetry-grow-couplets.ts).
 */
type Grow = [idea: string, lang: Language, order: RegExp[], draws: string[]];
const GROWS: Grow[] = [
  [
    'A bunny who loves carrots grows the biggest carrot in the village',
    'en',
    [
      /biggest! Come to the fair/,
      /hole so small/,
      /Grow, little seed/,
      /snail/,
      /scarecrow/,
      /rain came/,
      /measured/,
      /bees/,
      /right before/,
      /the judges/,
      /with every friend/,
      /share\./,
    ],
    ['scroll', 'snail', 'carrot', 'rosette', 'pot-of-food'],
  ],
  [
    'Un petit lapin fait pousser la plus grosse citrouille du village',
    'fr',
    [
      /plus gros/,
      /petit trou/,
      /petite graine/,
      /escargot/,
      /épouvantail/,
      /la pluie/,
      /mesure/,
      /abeilles/,
      /citrouille géante/,
      /le jury/,
      /partage/,
      /patience/,
    ],
    ['scroll', 'snail', 'pumpkin', 'rosette', 'pot-of-food'],
  ],
  [
    'A little girl plants a sunflower seed',
    'en',
    [
      /seed in hand/,
      /hole so small/,
      /Grow, little seed/,
      /snail/,
      /scarecrow/,
      /sunflower taller than the house/,
      /over the roof/,
      /sunflowers grew all over town/,
    ],
    ['seedling', 'sunflower'],
  ],
  [
    'Une petite fille qui adore les fraises',
    'fr',
    [
      /adore les fraises/,
      /petit trou/,
      /petite graine/,
      /escargot/,
      /épouvantail/,
      /fraise géante/,
      /plein jusqu’en haut/,
    ],
    ['basket', 'strawberry'],
  ],
];
const STOCK =
  /danced the clouds away|counts to three|laugh and play|library|bibliothèque|Maple|Érables|compte jusqu’à trois/i;

describe('a growing poem sings its plant’s own growing', () => {
  const cases = GROWS.flatMap((g) => [12, 24, 50].map((pages) => [...g, pages] as const));
  it.each(cases)('%s (%s) %#', async (idea, lang, order, draws, pages) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language: lang, pages });
    const texts = plan.pages.map((p) => p.text);
    expect(new Set(texts).size).toBe(pages);
    const at = order.map((re) => texts.findIndex((t) => re.test(t)));
    expect(order.filter((_, k) => at[k] < 0)).toEqual([]);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // No stock couplet, even in a long book (its garden fillers: poetry-grow-fillers.ts).
    expect(texts.join('\n')).not.toMatch(STOCK);
    const subjects = plan.pages.flatMap((p) => (p.hints as { subjects?: string[] }).subjects ?? []);
    for (const x of draws) expect(subjects).toContain(x);
    // A long poem's garden couplets come once the shoot is up, none before the seed is sown.
    if (pages === 50) expect(texts.slice(0, 5).join(' ')).not.toMatch(/butterfly|worm|papillon|ver de terre/);
    // The grown plant is drawn bigger than the hero (the sunflower over the roof).
    const scales = plan.pages.flatMap((p) =>
      Object.values((p.hints as { scales?: Record<string, number> }).scales ?? {}),
    );
    expect(Math.max(0, ...scales)).toBeGreaterThan(0.85);
    const moon = plan.pages.find((p) => /\bmoon\b|\blune\b/.test(p.text));
    if (moon) expect((moon.hints as { light?: string }).light).toBe('night');
  });
});
