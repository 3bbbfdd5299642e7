import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// Issue 14: crêpes and bread took the cake's steps: « Je fais des crêpes avec Papi » listed sugar and
// butter and Papi "turned on the oven" before the flip; 'Baking bread with Dad' had eggs and sugar and
// no kneading. Now each is made as it is, in order, with what it uses drawn.
const plan = (language: 'en' | 'fr', description: string, pages = 12) =>
  planStory({ type: 'story-book', language, description, pages });
const icons = (p: Awaited<ReturnType<typeof plan>>) => p.pages.flatMap((x) => x.hints?.subjects ?? []);

describe('crêpes and bread have their own steps', () => {
  it.each([
    [
      'fr',
      'Je fais des crêpes avec Papi',
      [
        /farine.*œufs.*lait/,
        /fouett/,
        /se reposer/,
        /Papi posa la poêle/,
        /louche/,
        /Papi fit sauter/,
        /plafond/,
        /confiture/,
      ],
    ],
    [
      'en',
      'Grandma and me make pancakes',
      [
        /flour.*eggs.*milk/,
        /whisk/i,
        /must rest/,
        /Grandma set the pan/,
        /ladle/,
        /Grandma flipped/,
        /ceiling/,
        /jam/,
      ],
    ],
  ] as const)('%s: %s', async (language, description, moments) => {
    for (const pages of [12, 24]) {
      const p = await plan(language, description, pages);
      const text = p.pages.map((x) => x.text).join('\n');
      let at = -1;
      for (const m of moments) {
        const i = p.pages.findIndex((x) => m.test(x.text));
        expect(i, String(m)).toBeGreaterThanOrEqual(Math.max(at, 0));
        at = i;
      }
      expect(text).not.toMatch(
        /\b(four|oven)\b|sucre, des|sugar and butter|gâteau|\bcakes?\b|kite|cerf-volant/,
      );
      for (const icon of ['pancakes', 'bowl-with-spoon', 'egg', 'glass-of-milk', 'butter'])
        expect(icons(p)).toContain(icon);
    }
  });

  it.each([
    [
      'en',
      'Baking bread with Dad',
      [
        /flour, warm water, a little yeast and a pinch of salt/,
        /kneaded/,
        /risen, twice as big/,
        /shaped a round loaf/,
        /Dad opened the oven/,
        /crust/,
      ],
    ],
    [
      'fr',
      'Je fais du pain avec Maman',
      [
        /farine, de l’eau tiède, un peu de levure et une pincée de sel/,
        /pétri/,
        /la pâte avait levé, deux fois plus grosse/,
        /façonn/,
        /Maman ouvrit la porte du four/,
        /croûte/,
      ],
    ],
  ] as const)('%s: %s', async (language, description, moments) => {
    for (const pages of [12, 24]) {
      const p = await plan(language, description, pages);
      const text = p.pages.map((x) => x.text).join('\n');
      let at = -1;
      for (const m of moments) {
        const i = p.pages.findIndex((x) => m.test(x.text));
        expect(i, String(m)).toBeGreaterThanOrEqual(Math.max(at, 0));
        at = i;
      }
      expect(text).not.toMatch(/\b(eggs?|sugar|butter|sucre|beurre|œufs?)\b|cake|gâteau|kite|cerf-volant/);
      for (const icon of ['bread', 'bowl-with-spoon', 'salt']) expect(icons(p)).toContain(icon);
    }
  });
});
