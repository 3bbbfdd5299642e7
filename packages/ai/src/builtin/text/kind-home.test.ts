import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: "A brave knight who is afraid of spiders" lived in a little house on Maple Lane and
 * faced his fear at the library and in the park, beside a wise grandmother; « Un petit renard cherche
 * son écharpe » the same. A hero kind the idea places nowhere lives at its own home
 * (idea/kind-home.ts): the knight at the castle, the fox in the forest with its owl, the penguin in
 * the snow with a seal; a child, and a story with rooms of its own, keep the everyday home. (A fear
 * of the storm is a storm night at home for any hero, as picture books tell it: storm-night.test.ts.)
 */
const MAPLE = /Maple|(?<!castle )library|grandmother|Érables|bibliothèque|grand-mère/i;

describe('a hero placed nowhere lives at its own kind’s home (issue 14)', () => {
  it.each([
    ['en', 'A brave knight who is afraid of spiders', /at the castle/, /castle/],
    ['en', 'A little penguin looks for his red scarf', /in the snow/, /snow|igloo|ice/],
    ['en', 'A shy little fox wants to make a friend', /in the forest/, /forest/],
    ['fr', 'Un petit renard cherche son écharpe rouge', /dans la forêt/, /forest/],
    ['fr', 'Un petit cochon a peur des araignées', /à la ferme/, /farm/],
  ] as const)('%s: %s', async (language, description, home, place) => {
    for (const seed of [1, 2]) {
      const plan = await planStory({ type: 'story-book', language, description, pages: 12, seed });
      const texts = plan.pages.map((p) => p.text);
      expect(texts.slice(0, 2).join(' ')).toMatch(home);
      for (const t of texts) expect(t).not.toMatch(MAPLE);
      for (const p of plan.pages) expect(String(p.hints?.place)).toMatch(place);
    }
  });

  it('the forest’s helper is a wise old owl, drawn beside the hero', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'A little hedgehog looks for a golden acorn',
      pages: 12,
    });
    const met = plan.pages.filter((p) => /wise old owl/.test(p.text ?? ''));
    expect(met.length).toBeGreaterThan(0);
    expect(met.some((p) => ((p.hints?.subjects as string[] | undefined) ?? []).includes('owl'))).toBe(true);
  });

  it('a child, and a bedtime fear faced in bed, keep the everyday home', async () => {
    const child = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Mia is afraid of spiders',
    });
    expect(child.pages[0].text).toMatch(/Maple Lane/);
    const bed = await planStory({
      type: 'bedtime-books',
      language: 'fr',
      description: 'Un petit renard a peur du noir',
      pages: 8,
    });
    expect(bed.pages.map((p) => p.text).join(' ')).not.toMatch(/forêt/);
  });
});
