import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Issue 14: a bedtime book about a little mouse afraid of the dark went to the park, the library and
 * the hilltop at night. Fear of the dark is one night in the house, faced little by little, ending asleep.
 */
describe('a bedtime book about fear of the dark stays in the house at night (dark-house-spots)', () => {
  it.each([
    ['en', 'A little mouse who is afraid of the dark', /a mouse called (\w+)/, /asleep|good night/i],
    ['fr', 'Une petite souris qui a peur du noir', /une souris nommée (\w+)/, /dormait|bonne nuit/i],
  ] as const)('%s: %s', async (language, description, intro, asleep) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'bedtime-books', language, description, pages });
      const name = plan.pages[0].text.match(intro)?.[1];
      // The mouse is the hero: named in the opening, in every page's scene.
      expect(name).toBeTruthy();
      for (const p of plan.pages) {
        expect(p.scene.startsWith(`${name} `)).toBe(true);
        // Every page indoors at home: the bedroom (bed, the moon at the window) or the kitchen.
        expect(String(p.hints?.place)).toMatch(/^the (bedroom|kitchen) at home$/);
        expect(p.text).not.toMatch(/park|library|hill|garden|parc|bibliothèque|colline|jardin/i);
      }
      // Dusk into night: drawn at night from the middle on, and it ends asleep.
      for (const p of plan.pages.slice(pages / 2)) expect(p.scene).toMatch(/night/);
      expect(plan.pages.at(-1)?.text).toMatch(asleep);
      const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  // A story book's fear of the dark is one night in the house too, since fear-faced.test.ts (it was
  // faced at the library and on the hill by day): only a dark place feared keeps its own places.
  it('a fear of a dark tunnel keeps its own places', async () => {
    for (const [type, description] of [
      ['bedtime-books', 'A little train named Choo is afraid of the dark tunnel'],
      ['story-book', 'A little train named Choo is afraid of the dark tunnel'],
    ] as const) {
      const plan = await planStory({ type, description });
      expect(plan.pages.some((p) => !/at home$/.test(String(p.hints?.place)))).toBe(true);
    }
  });
});
