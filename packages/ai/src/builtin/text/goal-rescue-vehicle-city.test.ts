import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../idea/settings';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "A little fire truck named Ruby helps the town on a busy day" (« aide la ville ») named
 * the city, which switched the rescue arc off: "Ruby had a big plan for the day: to help the town",
 * "It was slow going at the bakery". Now the calls are answered at the city's own spots. And a
 * 24-page fire truck told its rescues, then six filler lines in a row before the barn ("stopped
 * for a moment", "enjoyed a quiet moment"): now calls keep coming between the rescues.
 */
const CITY = SETTINGS.find((s) => s.id === 'city')?.places.map((p) => p.pic ?? p.en) ?? [];
const STOCK = /big plan|slow going|one small step|grand projet|petit pas|half of the job|moitié du travail/;
/** story-filler.ts's lines: a page with nothing happening. */
const FILLER =
  /stopped for a moment|looked all around|thought about what to do|enjoyed a quiet moment|began again, one more|s’arrêta un instant|regarda tout autour|réfléchit à ce qu|profita d’un moment|recommença/;

describe('a rescue vehicle in the city the idea names (issue 14)', () => {
  it.each([
    ['en', 'A little fire truck named Ruby helps the town on a busy day', /kitten/, /clock tower/],
    ['fr', 'Un petit camion de pompiers aide la ville', /chaton/, /tour de l’horloge/],
    ['en', 'A tow truck helps the town', /ice-cream van/, /rain poured/],
    ['fr', 'Une ambulance aide les gens de la ville', /grand-père/, /pluie tombait/],
  ] as const)('%s: %s', async (language, description, rescue, turn) => {
    const plan = await planStory({ type: 'vehicles', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(STOCK);
    // Every page at a city spot, the calls among them, the biggest one at the turn.
    for (const p of plan.pages) expect(CITY).toContain(String(p.hints?.place));
    const page = plan.pages.find((p) => rescue.test(p.text));
    expect((page?.hints?.subjects as string[] | undefined)?.length).toBeGreaterThan(0);
    expect(plan.pages.at(-2)?.text).toMatch(turn);
    expect((plan.pages.at(-2)?.hints?.subjects as string[] | undefined)?.length).toBe(3);
    expect(plan.pages.at(-1)?.hints?.light).toBe('dusk');
    expect(text).not.toMatch(/barn|grange|farmer|fermier/);
  });
});

describe('a long fire-truck book keeps the calls coming (issue 14)', () => {
  it.each([
    ['en', 'A little fire truck saves the day', /Splash!/],
    ['fr', 'Un petit camion de pompiers sauve la journée', /Splatch/],
  ] as const)('%s 24 pages: %s', async (language, description, nets) => {
    const plan = await planStory({ type: 'vehicles', language, description, pages: 24 });
    const texts = plan.pages.map((p) => p.text);
    // No filler page at all: a line between calls after the rescues, the harbour's nets told too.
    expect(texts.filter((t) => FILLER.test(t))).toEqual([]);
    expect(texts.join('\n')).toMatch(nets);
    // Never two pages between calls in a row before the biggest call.
    const big = texts.findIndex((t) => /biggest call|plus gros appel/.test(t));
    const rescue =
      /kitten|smoke|bonfire|flooded|balloon|nets|chaton|fumée|feu de jardin|inondée|ballon|filets/;
    const calls = texts.slice(6, big).map((t) => rescue.test(t));
    for (let i = 1; i < calls.length; i++) expect(calls[i] || calls[i - 1]).toBe(true);
    expect(texts.at(-2)).toMatch(/barn|grange/);
  });
});
