import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * « Emma va chez le coiffeur pour la première fois », "Leo’s first haircut", "Noah goes to the barber"
 * were a stock task at the library, the hill and the park ("Emma avait trouvé le moyen d’aller chez le
 * coiffeur !") or a kite hunt. Now a first haircut: the walk past the striped pole with Mum, the bench
 * at the salon, the big chair pumped up high with the cape, the scissors, brave moments, the new look
 * in the mirror at the turn, a lollipop and showing it off at home; drawn in the salon.
 */
describe('a first haircut', () => {
  it.each([
    ['fr', 'Emma va chez le coiffeur pour la première fois', /le coiffeur/, /première fois/],
    ['en', 'Leo’s first haircut', /the hairdresser/, /first time/],
    ['en', 'Noah goes to the barber', /the barber/, /./],
  ] as const)('%s: %s', async (language, description, who, first) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(
      /kite|cerf-volant|library|bibliothèque|had managed to|avait trouvé|the hill|colline/,
    );
    expect(text).toMatch(who);
    expect(plan.pages[1].text).toMatch(first);
    // The walk there with Mum, drawn beside the hero.
    expect(plan.pages[2].text).toMatch(/pole|poteau/);
    expect(plan.pages[2].hints?.companion).toBe('woman');
    expect(plan.pages[2].hints?.subjects).toContain('barber-pole');
    // The big chair pumped up, the scissors snipping: in the salon.
    const chair = plan.pages.find((p) => /went up, up, up|monta, monta/.test(p.text ?? ''));
    expect(chair?.hints?.subjects).toContain('chair');
    expect(chair?.hints?.place).toMatch(/hairdresser’s salon/);
    const snip = plan.pages.find(
      (p) => /snip|clic, clac/.test(p.text ?? '') && /scissors|ciseaux/.test(p.text ?? ''),
    );
    expect(snip?.hints?.subjects).toContain('scissors');
    // The new look in the mirror at the turn, a lollipop at the end.
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(/mirror|miroir/);
    expect(turn?.hints?.subjects).toContain('mirror');
    expect(plan.pages.at(-1)?.text).toMatch(/lollipop|sucette/);
    expect(plan.pages.at(-1)?.hints?.subjects).toContain('lollipop');
    for (const p of plan.pages.slice(2, -1)) expect(String(p.hints?.place)).toMatch(/salon|street/);
  });

  it('the salon is drawn as one: the mirror and the striped pole, not a living room', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Leo’s first haircut',
      pages: 12,
    });
    const svg = String(await drawPlanPage(plan, 'story-book', plan.pages.length - 2));
    // The salon's pink wall, its scissors and pole on the shelf.
    expect(svg).toMatch(/#f7dfe6/i);
    expect(svg).not.toMatch(/#e8d5b0/i);
  });

  it.each([
    ['en', 'Noah goes to the barber'],
    ['fr', 'Emma va chez le coiffeur pour la première fois'],
  ] as const)('%s: %s, no sentence twice in 4, 12, 24 or 50 pages', async (language, description) => {
    for (const pages of [4, 12, 24, 50]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const sentences = plan.pages.flatMap((p) => splitSentences(p.text ?? ''));
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });
});
