import { describe, expect, it } from 'vitest';
import { hasIcon } from '../pictures/icons';
import { planStory } from '../testing/story-fixtures';

// A counting book counts the creature the idea names. Before, "Counting ladybugs in the garden" and
// « Compter les étoiles de mer » counted "One hen. Two eggs. Three apples. Four pigs".
describe('counting the creature the idea names', () => {
  it.each([
    [
      'en',
      'Counting ladybugs in the garden',
      'lady-beetle',
      /^One ladybug\./,
      /^Three ladybugs\./,
      ['butterfly', 'tulip'],
    ],
    [
      'fr',
      'Compter les coccinelles du jardin',
      'lady-beetle',
      /^Une coccinelle\./,
      /^Trois coccinelles\./,
      ['butterfly', 'tulip'],
    ],
    [
      'fr',
      'Compter les étoiles de mer',
      'starfish',
      /^Une étoile de mer\./,
      /^Trois étoiles de mer\./,
      ['spiral-shell', 'crab'],
    ],
    [
      'en',
      'Count the starfish on the beach',
      'starfish',
      /^One starfish\./,
      /^Three starfish\./,
      ['spiral-shell', 'crab'],
    ],
  ] as const)('%s: %s', async (language, description, object, one, three, neighbours) => {
    for (const pages of [4, 12, 24]) {
      const plan = await planStory({ type: 'numbers', language, description, pages });
      const objects = plan.pages.map((p) => p.hints?.object as string);
      expect(objects.slice(0, Math.min(pages, 10))).toEqual(Array(Math.min(pages, 10)).fill(object));
      expect(plan.pages[0].text).toMatch(one);
      expect(plan.pages[2].text).toMatch(three);
      expect(plan.pages.map((p) => p.hints?.count)).toEqual(plan.pages.map((_, i) => i + 1));
      expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(
        /\b(hens?|eggs?|pigs?|poules?|œufs?|cochons?)\b/,
      );
      for (const o of objects) expect(hasIcon(o), o).toBe(true);
      // A long book counts the idea's neighbours on every other page past ten, never a farm's things.
      if (pages === 24) {
        expect(objects.filter((o) => o === object).length).toBeGreaterThan(pages / 2);
        expect(objects).toEqual(expect.arrayContaining([...neighbours]));
      }
    }
  });
});
