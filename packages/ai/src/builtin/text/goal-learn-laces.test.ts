import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// Issue 14: 'Olivia learns to tie her shoes' was a stock learn arc at the top of the hill, the park, the
// garden and the library, "to tie a shoes"; « Lucas apprend à faire ses lacets » the same. Now the laces
// that come undone, the bunny ears, the double knot, at home and at school, shoes drawn on every page.
describe('learning to tie one’s shoes', () => {
  it.each([
    ['en', 'Olivia learns to tie her shoes', 'Olivia', /bunny-ears|bunny ears/, /double knot/, /undone/],
    ['fr', 'Lucas apprend à faire ses lacets', 'Lucas', /oreilles de lapin/, /double nœud/, /se défi/],
  ] as const)('%s: %s', async (language, description, name, bunny, double, undone) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(plan.character.name).toBe(name);
      for (const re of [bunny, double, undone]) expect(text).toMatch(re);
      expect(text).toMatch(language === 'en' ? /school trip/ : /sortie scolaire/);
      expect(text).not.toMatch(/\ba shoes\b|library|bibliothèque|hill|colline|kite|cerf-volant/i);
      const places = plan.pages.map((p) => String(p.hints?.place ?? ''));
      expect(places.every((p) => /living room|bedroom|school|classroom/.test(p))).toBe(true);
      expect(
        plan.pages
          .slice(1)
          .every((p) => (p.hints?.subjects as string[] | undefined)?.includes('running-shoe')),
      ).toBe(true);
    }
  });

  it('a learnt skill with a plural says "their", never "a shoes"', async () => {
    const { readIdea } = await import('../idea/read-idea');
    const goal = readIdea('', 'Olivia learns to tie her shoes', 'en').goal;
    expect(goal?.kind === 'learn' && goal.skill.en).toBe('tie their shoes');
    const bike = readIdea('', 'Sam learns to ride his bike', 'en').goal;
    expect(bike?.kind === 'learn' && bike.skill.en).toBe('ride a bike');
  });
});
