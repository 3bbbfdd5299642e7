import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * « Nina et son doudou perdu au supermarché » was a stock teddy hunt in the garden, the park, the hill
 * and the library with a wise grandmother; "Shopping at the supermarket with Dad" and « Les courses
 * avec Maman » a kite hunt. Now the supermarket's own aisles: a toy lost there is missed at the
 * checkout, looked for back aisle by aisle, announced at the information desk and found; a shopping
 * trip has its list, its fruit, its heavy trolley and the checkout's beep.
 */
const STOCK = /kite|cerf-volant|library|bibliothèque|the hill|colline|grand-mère|grandmother|garden|jardin/;

describe('a cuddly toy lost at the supermarket', () => {
  it.each([
    ['fr', 'Nina et son doudou perdu au supermarché', /le doudou/, /caisse/, /micro/, /rayon/],
    ['en', 'Leo loses his teddy at the supermarket', /the teddy bear/, /checkout/, /microphone/, /aisle/],
  ] as const)('%s: %s', async (language, description, toy, checkout, desk, aisle) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(STOCK);
    expect(text).toMatch(toy);
    // Missed at the checkout, drawn there.
    expect(plan.pages[1].text).toMatch(checkout);
    expect(plan.pages[1].hints?.place).toMatch(/checkout at the supermarket/);
    // The way back aisle by aisle, the announcement at the information desk.
    expect(text).toMatch(aisle);
    const call = plan.pages.find((p) => desk.test(p.text ?? ''));
    expect(call?.hints?.place).toMatch(/information desk/);
    expect(call?.hints?.subjects).toContain('loudspeaker');
    for (const p of plan.pages.slice(1, -1)) expect(String(p.hints?.place)).toMatch(/supermarket/);
    // Found at the turn, in the arms at the end.
    expect(plan.pages.at(-2)?.hints?.subjects).toContain('teddy-bear');
    expect(plan.pages.at(-2)?.text).toMatch(toy);
    expect(plan.pages.at(-1)?.hints?.subjects).toContain('teddy-bear');
  });
});

describe('a shopping trip to the supermarket', () => {
  it.each([
    ['en', 'Shopping at the supermarket with Dad', /shopping list/, /apples/, /heavy/, /beep/, /Dad/],
    ['fr', 'Les courses avec Maman', /liste de courses/, /pommes/, /lourd/, /bip/, /Maman/],
  ] as const)('%s: %s', async (language, description, list, fruit, heavy, beep, grown) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(STOCK);
    expect(text).toMatch(grown);
    expect(plan.pages[1].text).toMatch(list);
    expect(text).toMatch(fruit);
    expect(text).toMatch(heavy);
    // The checkout's beep at the turn, drawn at the till.
    expect(plan.pages.at(-2)?.text).toMatch(beep);
    expect(plan.pages.at(-2)?.hints?.place).toMatch(/checkout at the supermarket/);
    expect(plan.pages.at(-2)?.hints?.subjects).toContain('receipt');
    expect(JSON.stringify(plan.pages.map((p) => p.hints?.subjects))).toContain('shopping-cart');
  });

  it('the shop is drawn as one: shelves of goods on a pale wall, the fruit aisle with its fruit', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Shopping at the supermarket with Dad',
      pages: 12,
    });
    const i = plan.pages.findIndex((p) => /fruit and vegetable aisle/.test(String(p.hints?.place)));
    expect(i).toBeGreaterThan(0);
    const svg = String(await drawPlanPage(plan, 'story-book', i));
    expect(svg).toMatch(/#eef3f6/i);
  });

  it.each([4, 12, 24, 50])('no sentence is told twice in %i pages (en, fr, lost, trip)', async (pages) => {
    for (const [language, description] of [
      ['en', 'Leo loses his teddy at the supermarket'],
      ['fr', 'Nina et son doudou perdu au supermarché'],
      ['en', 'Shopping at the supermarket with Dad'],
      ['fr', 'Les courses avec Maman'],
    ] as const) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const seen = new Set<string>();
      for (const s of plan.pages.flatMap((p) => splitSentences(p.text ?? ''))) {
        if (s.length < 12) continue;
        expect(seen.has(s), `${description} ${pages}: ${s}`).toBe(false);
        seen.add(s);
      }
    }
  });
});
