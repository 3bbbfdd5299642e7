import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "A unicorn who loves rainbows" had "one big wish: to find a rainbow", searched the forest's stock
 * spots (a ribbon by the mushroom ring, an owl) and found it on the last page; now it catches a
 * colour from each rainbow after a shower in a little jar, finds a grey village where no rainbow
 * ever comes, paints it with the jars, and the biggest rainbow rises over the village at the turn.
 */
describe('a hero who loves rainbows', () => {
  it.each([
    ['en', 'A unicorn who loves rainbows', /red/, /grey/, /roofs turned red/, /biggest rainbow/],
    [
      'fr',
      'Une licorne qui adore les arcs-en-ciel',
      /rouge/,
      /gris/,
      /toits devinrent rouges/,
      /plus grand arc-en-ciel/,
    ],
  ] as const)('%s: %s', async (language, description, colour, grey, painted, turn) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const text = plan.pages.map((p) => p.text).join('\n');
      const places = plan.pages.map((p) => String(p.hints?.place));
      expect(text).not.toMatch(/one big wish|un grand rêve|ribbon|ruban|owl|hibou/);
      expect(text).toMatch(colour);
      expect(text).toMatch(grey);
      expect(text).toMatch(painted);
      expect(plan.pages.at(-2)?.text).toMatch(turn);
      expect(plan.pages.at(-2)?.hints?.subjects).toContain('rainbow');
      // The hunt in the meadows and hills, then the village.
      expect(places[2]).toMatch(/meadow|hilltop|waterfall|pond/);
      expect(places.at(-3)).toMatch(/village/);
      const subjects = plan.pages.flatMap((p) => p.hints?.subjects ?? []);
      expect(subjects).toEqual(expect.arrayContaining(['rainbow', 'jar', 'girl']));
      const sentences = text.split(/(?<=[.!?…](?:\s?[»”])?)\s+(?=\p{Lu}|«|“)/u);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });
});
