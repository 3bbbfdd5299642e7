import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// Issue 14: 'Grandma and me bake cookies' was "Meet Grandma, a grandmother", and a Dad nobody named lit
// the oven; 'Baking bread with Dad' was a kite hunt at the library; 'Me and Mum make a birthday cake'
// was "Meet Me, a mum" getting ready for her own party. The one telling is a child; the grown-up the
// idea names does the hot part, on the pages and in the pictures, and no other grown-up comes.
describe('me and a grown-up bake', () => {
  it.each([
    ['en', 'Grandma and me bake cookies', 'Grandma', 'cookie', /\b(Dad|Mum)\b/],
    ['en', 'Me and Mum make a birthday cake', 'Mum', 'birthday-cake', /\b(Dad|Grandma)\b|\bMe\b|party/],
    ['en', 'Baking bread with Dad', 'Dad', 'bread', /kite|library|\b(Mum|Grandma)\b/],
    ['fr', 'Mamie et moi, on fait un gâteau', 'Mamie', 'birthday-cake', /\b(Papa|Maman)\b/],
    ['fr', 'Je fais des crêpes avec Papi', 'Papi', 'pancakes', /\b(Papa|Maman|Mamie)\b/],
  ] as const)('%s: %s', async (language, description, grown, icon, never) => {
    for (const title of [undefined, description]) {
      const plan = await planStory({
        type: 'story-book',
        language,
        description,
        ...(title ? { title } : {}),
        pages: 12,
      });
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(plan.character.name).not.toBe(grown);
      expect(plan.character.name).not.toMatch(/^(Me|Moi)$/);
      expect(plan.character.figure?.id).not.toMatch(/^(old-woman|old-man|woman|man)$/);
      expect(text).toMatch(
        language === 'en' ? /Grown-ups do the hot part/ : /Le chaud, c’est pour les grands|poêle/,
      );
      expect(text).toContain(grown);
      // The grown-up named takes it out of the oven or flips it in the pan.
      expect(text).toMatch(new RegExp(`${grown} (opened the oven|ouvrit la porte du four|fit sauter)`));
      expect(text).not.toMatch(never);
      expect(plan.pages.at(-2)?.hints?.subjects).toEqual([icon]);
    }
  });
});
