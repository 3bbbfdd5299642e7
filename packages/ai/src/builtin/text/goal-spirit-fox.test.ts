import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "A girl and her spirit fox in a cherry blossom town" (anime) was a stock lantern hunt at the library
 * and the bakery with a mysterious talking cat. Now the town's own story: the fox with a glowing tail
 * only she can see, the shrine's red torii gate, the lanterns that will not light, the fox fading, the
 * town brought together, every lantern lit at dusk, the tail among the blossoms at the festival.
 */
const STOCK =
  /kite|cerf-volant|library|bibliothèque|bakery|boulangerie|talking cat|chat qui parle|to find a lantern/;

describe('a spirit fox in a cherry blossom town', () => {
  it.each([
    [
      'en',
      'A girl and her spirit fox in a cherry blossom town',
      /glow/,
      /torii/,
      /would not light/,
      /festival/,
    ],
    [
      'fr',
      'Une fille et son renard esprit dans la ville des cerisiers en fleurs',
      /lumineuse|brillait/,
      /torii/,
      /refusaient de s’allumer/,
      /fête du printemps/,
    ],
    [
      'en',
      'A shy girl becomes friends with a kitsune',
      /glowing tail/,
      /torii/,
      /would not light/,
      /festival/,
    ],
  ] as const)('%s: %s', async (language, description, glow, torii, dark, festival) => {
    const plan = await planStory({ type: 'anime', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(STOCK);
    expect(plan.pages[0].text).toMatch(/Kiko/);
    expect(plan.pages[0].text).toMatch(glow);
    expect(plan.pages[1].text).toMatch(dark);
    expect(text).toMatch(torii);
    const shrine = plan.pages.find((p) => torii.test(p.text ?? ''));
    expect(shrine?.hints?.subjects).toContain('shinto-shrine');
    // The fox is drawn beside her on every page.
    for (const p of plan.pages) expect(p.hints?.companion).toBe('fox');
    // Every lantern lit at dusk at the turn, the blossoms at the festival's end.
    const turn = plan.pages.at(-2);
    expect(turn?.hints?.place).toMatch(/shrine/);
    expect(turn?.hints?.subjects).toEqual(expect.arrayContaining(['red-paper-lantern', 'sparkles']));
    expect(plan.pages.at(-1)?.text).toMatch(festival);
    expect(plan.pages.at(-1)?.hints?.subjects).toContain('cherry-blossom');
  });

  it('the fox the idea names keeps its name', async () => {
    const plan = await planStory({
      type: 'anime',
      language: 'en',
      description: 'Hana and her spirit fox Yuki in a cherry blossom town',
      pages: 8,
    });
    expect(plan.pages.map((p) => p.text).join('\n')).toMatch(/Yuki/);
  });

  it.each([4, 12, 24, 50])('no sentence told twice in %i pages (en and fr)', async (pages) => {
    for (const [language, description] of [
      ['en', 'A girl and her spirit fox in a cherry blossom town'],
      ['fr', 'Une fille et son renard esprit dans la ville des cerisiers en fleurs'],
    ] as const) {
      const plan = await planStory({ type: 'anime', language, description, pages });
      const seen = plan.pages.flatMap((p) => splitSentences(p.text ?? ''));
      expect(seen.length - new Set(seen).size).toBe(0);
    }
  });
});
