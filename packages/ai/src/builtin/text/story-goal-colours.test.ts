import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Issue 14 review: "A chameleon who changes colours" was a deed done on Maple Lane ("the job was
 * done") and its words never named a colour. Now a game of hide-and-seek: each hiding place gives
 * its colour, said in the words and painted on the chameleon's skin (pictures/chameleon-skin.ts).
 */
const skin = (svg: string) => /<g id="hero" data-skin="([^"]+)"/.exec(svg)?.[1];

describe('a chameleon who changes colours (goal-task-colours)', () => {
  it.each([
    [
      'en',
      'A chameleon who changes colours',
      /orange/,
      /blue-green/,
      /grey as stone|grey as a pebble/,
      /Maple|library|the job/i,
    ],
    [
      'fr',
      'Un caméléon qui change de couleur',
      /orange/,
      /bleu-vert/,
      /grise/,
      /Érables|bibliothèque|tout fut fini/i,
    ],
  ] as const)('%s: %s', async (language, description, orange, water, stone, elsewhere) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages, seed: 2 });
      const texts = plan.pages.map((p) => p.text);
      const all = texts.join(' ');
      for (const re of [orange, water, stone]) expect(all).toMatch(re);
      expect(all).not.toMatch(elsewhere);
      expect((plan.pages[1].hints?.subjects as string[]) ?? []).toContain('frog');
      // The skin drawn is the colour the page says.
      const skins = new Set<string>();
      for (const i of plan.pages.keys()) {
        const s = skin(drawPlanPage(plan, 'story-book', i));
        if (s) skins.add(s);
        if (/blue-green|bleu-vert/.test(texts[i])) expect(s).toBe('#34a6b8');
        if (/grey as|grise/.test(texts[i])) expect(s).toBe('#9b8f83');
        if (/brick red|rouge brique/.test(texts[i])) expect(s).toBe('#d9733c');
      }
      expect(skins.size).toBeGreaterThanOrEqual(5);
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });
});
