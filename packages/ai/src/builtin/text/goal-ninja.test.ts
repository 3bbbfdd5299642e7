import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * 'A ninja girl trains with her master' was a stock deed across the building site and the harbour, and
 * « Une petite ninja s’entraîne avec son maître » a boy's hunt for a lantern. Now the master trains the
 * ninja at the dojo (goal-ninja.ts): the beam, the rice paper, the falls, the wooden sword, patience,
 * the test over the rooftops at night at the turn, the nod and the black headband at the end; the hero
 * in the dark ninja suit. 'A ninja cat' with nothing to learn keeps its cat and its story.
 */
type Page = { text: string; hints?: Record<string, unknown> };

describe('a ninja trains with the master (goal-ninja)', () => {
  it.each([
    [
      'story-book',
      'en',
      'A ninja girl trains with her master',
      /master/,
      /beam/,
      /rice paper/,
      /wooden (sword|staff)/,
    ],
    [
      'anime',
      'fr',
      'Une petite ninja s’entraîne avec son maître',
      /maître/,
      /poutre/,
      /papier de riz/,
      /(sabre|bâton) de bois/,
    ],
    [
      'comic-books',
      'en',
      'A ninja girl trains with her master',
      /master/,
      /beam/,
      /rice paper/,
      /wooden (sword|staff)/,
    ],
  ] as const)('%s %s: %s', async (type, language, description, master, beam, paper, wood) => {
    for (const pages of [4, 12, 24, 50]) {
      const plan = await planStory({ type, language, description, pages, seed: 5 });
      const all = plan.pages as Page[];
      const texts = all.map((p) => p.text);
      for (const t of texts)
        expect(t).not.toMatch(/lantern|lanterne|building site|chantier|harbour|(?<!\p{L})port(?!\p{L})/iu);
      expect(texts.some((t) => master.test(t))).toBe(true);
      expect(texts.at(-2)).toMatch(/rooftops|roof to roof|toits|toit en toit/);
      expect(all.at(-2)?.hints?.light ?? all.at(-2)?.hints?.mood).toMatch(/night/);
      expect(texts.at(-1)).toMatch(/black headband|bandeau noir/);
      expect(all.at(-1)?.hints?.wears).toBe('ninja-black');
      if (pages >= 12) {
        const middle = texts.slice(2, -2).join(' ');
        expect(middle).toMatch(beam);
        expect(middle).toMatch(paper);
        expect(middle).toMatch(wood);
        for (const p of all.slice(1, -2)) expect(String(p.hints?.place)).toMatch(/dojo/);
      }
      if (language === 'fr') {
        expect(texts.join(' ')).not.toMatch(/un vrai ninja|petit garçon|bruyant |prêt /);
        expect(texts[0]).toMatch(/petite fille/);
      }
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
    }
  });

  it('the hero is drawn as a ninja in the dojo, the black headband at the end', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'A ninja girl trains with her master',
      pages: 12,
      seed: 5,
    });
    const svg = await drawPlanPage(plan, 'story-book', 4);
    expect(svg).toContain('data-part="ninja-mask"');
    expect(svg).toContain('#f4f4f4'); // the beginner's white headband
    expect(svg).toContain('id="room-dojo"');
    expect(await drawPlanPage(plan, 'story-book', 11)).toContain('fill="#111111"'); // the black headband
  });

  it('a ninja cat with nothing to learn keeps its cat and its own story', async () => {
    for (const language of ['en', 'fr'] as const) {
      const description = language === 'en' ? 'A ninja cat' : 'Un chat ninja';
      const plan = await planStory({ type: 'story-book', language, description, pages: 12, seed: 5 });
      const texts = (plan.pages as Page[]).map((p) => p.text).join(' ');
      expect(texts).toMatch(language === 'en' ? /\bcat\b/ : /\bchat\b/);
      expect(texts).not.toMatch(/black headband|bandeau noir/);
    }
  });
});
