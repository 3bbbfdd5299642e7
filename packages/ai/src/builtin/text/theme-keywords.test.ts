import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { themeFor } from './themes';

/**
 * Issue 14 review: a theme's keyword was found inside any word. "Lucy takes care of a little bird"
 * lived in the vehicles theme's Busy Town ("care" holds "car"), a fox looking for his red scarf had
 * fuel pumps and office blocks on the forest's horizon, a dandelion made a zoo. Keywords are whole
 * words now (or their plural), and a few begin longer words of their theme ("dinosaur", "farmer").
 */
describe('a theme is named by whole words (issue 14)', () => {
  it.each([
    ['Lucy takes care of a little bird with a broken wing', 'everyday'],
    ['A little fox looks for his red scarf', 'everyday'],
    ['Mia blows on a dandelion and makes a wish', 'everyday'],
    ['Léa ferme la porte et cherche son doudou', 'everyday'],
    ['Tom plays with his toy cars', 'vehicles'],
    ['A little dinosaur hatches', 'dinosaurs'],
    ['The farmer’s cow is lost', 'farm'],
    ['A spaceship lands in the garden', 'space'],
    ['A magical castle in the clouds', 'fantasy'],
    ['A baby sea turtle', 'ocean'],
  ] as const)('%s → %s', (description, theme) => {
    expect(themeFor('story-book', description).id).toBe(theme);
  });

  it('the pages of "takes care of a little bird" are not drawn in Busy Town', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Lucy takes care of a little bird with a broken wing',
      pages: 8,
    });
    for (const p of plan.pages) expect(p.text).not.toMatch(/Busy Town/);
  });
});
