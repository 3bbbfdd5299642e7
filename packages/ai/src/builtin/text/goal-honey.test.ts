import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "A bear who loves honey" had "one big wish: to find a honey pot", searched the forest's stock
 * spots and found it on the last page, on Maple Lane; now the pot is empty, a bee is followed to the
 * hollow tree, honey taken without asking brings the angry bees and the queen, flowers are planted
 * back for them, and the bees give a pot of honey at the turn, shared at the end.
 */
describe('a hero who loves honey', () => {
  it.each([
    [
      'en',
      'A bear who loves honey',
      /Follow that bee/,
      /angry bees/,
      /seeds/,
      /big pot full of golden honey/,
    ],
    [
      'fr',
      'Un ours qui adore le miel',
      /Suivons cette abeille/,
      /abeilles en colère/,
      /graines/,
      /grand pot plein de miel/,
    ],
  ] as const)('%s: %s', async (language, description, bee, stung, seeds, turn) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const text = plan.pages.map((p) => p.text).join('\n');
      const places = plan.pages.map((p) => String(p.hints?.place));
      expect(text).not.toMatch(/one big wish|un grand rêve|Maple|Érables/);
      expect(places.join(' ')).not.toMatch(/Maple/);
      expect(plan.pages[1].text).toMatch(bee);
      expect(text).toMatch(stung);
      expect(text).toMatch(seeds);
      expect(plan.pages.at(-2)?.text).toMatch(turn);
      expect(plan.pages.at(-2)?.hints?.subjects).toContain('honey-pot');
      const subjects = plan.pages.slice(2, -2).flatMap((p) => p.hints?.subjects ?? []);
      expect(subjects).toEqual(expect.arrayContaining(['honeybee', 'seedling']));
      const sentences = text.split(/(?<=[.!?…](?:\s?[»”])?)\s+(?=\p{Lu}|«|“)/u);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });
});
