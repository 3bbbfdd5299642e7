import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * 'Sam learns to ride his bike with Grandpa': Grandpa was drawn at Sam's side, but the middle pages
 * met and copied the theme's stock helper ("By the pond, Sam watched a mysterious talking cat and
 * copied every move"). Now the grown-up the idea names is the one the pages copy and share with.
 */
describe('learning with Grandpa', () => {
  it.each([
    ['en', 'Sam learns to ride his bike with Grandpa', 12, 'Grandpa', /grandfather/],
    ['en', 'Sam learns to ride his bike with Grandpa', 24, 'Grandpa', /grandfather/],
    ['en', 'Lily learns to swim with her mum', 24, 'Mum', /mother|mum/i],
    ['fr', 'Sam apprend à faire du vélo avec papi', 12, 'Papi', /grand-père/],
    ['fr', 'Sam apprend à faire du vélo avec papi', 24, 'Papi', /grand-père/],
  ] as const)('%s: %s (%i pages)', async (language, description, pages, grown, drawn) => {
    const plan = await planStory({ type: 'story-book', language, description, pages });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/talking cat|chat qui parle|neighbour|voisine|\bmet\b|rencontra/);
    // Named on the middle pages, and drawn at the hero's side on every page.
    expect(plan.pages.slice(2, -2).filter((p) => p.text.includes(grown)).length).toBeGreaterThan(0);
    for (const p of plan.pages) expect(p.alt).toMatch(drawn);
  });
});
