import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "A bunny who loves carrots grows the biggest carrot in the village" ran the stock build
 * arc ("By the church, one try went all wrong", "half of the job was done") and "A bunny who loves
 * carrots" searched the forest for a carrot. Now a seed is planted, watered, sprouts, is kept from
 * the crow and the storm and grows taller each page, drawn at its stage in the vegetable patch; the
 * enormous carrot (the giant pumpkin, the sunflower taller than the house) comes up at the turn, and
 * the fair's ribbon or a shared soup ends the book. A hero who loves cookies bakes them.
 */
const PLANT_ICONS = new Set(['beans', 'seedling', 'herb', 'carrot', 'pumpkin', 'sunflower', 'strawberry']);
const STOCK =
  /one try went all wrong|half of the job|tumbled down|big plan|grand projet|petit pas|cachée quelque part|hidden somewhere/;

type Case = [Language, string, RegExp[], RegExp, RegExp, string];
const CASES: Case[] = [
  [
    'en',
    'A bunny who loves carrots grows the biggest carrot in the village',
    [/prize for the biggest carrot/, /seed/, /sprout/, /watering can/, /crow/],
    /enormous carrot/,
    /village fair.*prize ribbon/,
    'carrot',
  ],
  [
    'fr',
    'Un lapin qui adore les carottes fait pousser la plus grosse carotte du village',
    [/prix pour la plus grosse carotte/, /graine/, /pousse verte/, /arrosoir/, /corbeau/],
    /carotte énorme/,
    /fête du village.*ruban/,
    'carrot',
  ],
  [
    'en',
    'A bunny who loves carrots',
    [/basket was empty/, /seed/, /sprout/],
    /enormous carrot/,
    /carrot soup/,
    'carrot',
  ],
  [
    'fr',
    'Un lapin qui adore les carottes',
    [/panier à légumes était vide/, /graine/, /pousse verte/],
    /carotte énorme/,
    /soupe à la carotte/,
    'carrot',
  ],
  [
    'fr',
    'Une petite fille fait pousser la plus grosse citrouille du village',
    [/plus grosse citrouille/, /graine/, /petite citrouille verte/],
    /citrouille géante/,
    /fête du village/,
    'pumpkin',
  ],
  [
    'en',
    'A girl plants a seed',
    [/one tiny seed/, /sprout/],
    /sunflower, taller than the house/,
    /sunflower seeds/,
    'sunflower',
  ],
  [
    'fr',
    'Un petit garçon plante une graine de tournesol',
    [/graine de tournesol/, /pousse verte/],
    /tournesol, plus grand que la maison/,
    /graines de tournesol/,
    'sunflower',
  ],
];

describe('growing a plant from a seed', () => {
  it.each(CASES)('%s: %s', async (language, description, middle, turn, ending, icon) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      expect(plan.pages).toHaveLength(pages);
      const texts = plan.pages.map((p) => p.text);
      const all = texts.join('\n');
      expect(all).not.toMatch(STOCK);
      for (const re of middle) expect(all).toMatch(re);
      expect(texts.at(-2)).toMatch(turn);
      expect(texts.at(-1)).toMatch(ending);
      // The grown plant is drawn big at the turn, in the vegetable patch.
      const turnHints = plan.pages.at(-2)?.hints;
      expect(turnHints?.subjects).toContain(icon);
      expect((turnHints?.scales as Record<string, number> | undefined)?.[icon] ?? 0).toBeGreaterThan(0.8);
      expect(String(turnHints?.place)).toMatch(/vegetable patch/);
      // Every middle page draws the plant at its stage (the seed, the sprout, the leaves, the little
      // pumpkin), each stage drawn no smaller than the page before.
      let last = { icon: '', scale: 0 };
      for (const p of plan.pages.slice(2, -2)) {
        const drawn = ((p.hints?.subjects as string[] | undefined) ?? []).filter((s) => PLANT_ICONS.has(s));
        expect(drawn, p.text).toHaveLength(1);
        const scale = (p.hints?.scales as Record<string, number> | undefined)?.[drawn[0]] ?? 0;
        if (drawn[0] === last.icon) expect(scale, p.text).toBeGreaterThanOrEqual(last.scale);
        last = { icon: drawn[0], scale };
      }
      // No line told twice.
      expect(new Set(texts).size).toBe(pages);
    }
  });

  it.each([
    ['en', 'A bear who loves cookies', /bake cookies/, 'cookie'],
    ['fr', 'Un ours qui adore les crêpes', /faire des crêpes/, 'pancakes'],
  ] as const)('%s: %s is baked in the kitchen', async (language, description, deed, icon) => {
    const plan = await planStory({ type: 'story-book', language, description });
    const all = plan.pages.map((p) => p.text).join('\n');
    expect(all).toMatch(deed);
    expect(all).not.toMatch(/one big wish|grand souhait|hidden somewhere|cachée? quelque part/);
    expect(plan.pages.at(-2)?.hints?.subjects).toContain(icon);
    expect(String(plan.pages.at(-2)?.hints?.place)).toMatch(/kitchen/);
  });
});
