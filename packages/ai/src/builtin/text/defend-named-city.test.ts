import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: 'A girl with a magic cat protects Tokyo' ran the generic deed ("Lila was going to protect
 * Tokyo. It would not be easy…", "At the ramen shop, half of the job was done"): Tokyo is no setting,
 * so the guard reader (idea/read-goal-guard.ts) found no place to pick a threat for. A real city the
 * idea names is guarded as a city (the giant robot), said by its name where the book says the town,
 * on the theme's own places; the friend at the hero's side gives the tip, no stock grandmother.
 */
type Page = { text: string; alt?: string; hints?: Record<string, unknown> };
const subjects = (p: Page) => (p.hints?.subjects as string[] | undefined) ?? [];

describe('a named city protected with no threat named is a defend story (read-goal-guard)', () => {
  it.each([
    [
      'en',
      'A girl with a magic cat protects Tokyo',
      /Tokyo was safe!/,
      /the cat whispered a tip|the cat stayed close/,
    ],
    [
      'fr',
      'Une fille avec un chat magique protège Tokyo',
      /Tokyo était sauvé\s!/u,
      /le chat glissa un conseil|le chat resta tout près/,
    ],
    [
      'en',
      'A boy with a magic cat protects New York',
      /New York was safe!/,
      /the cat whispered a tip|the cat stayed close/,
    ],
    [
      'fr',
      'Un garçon avec un chat magique protège Londres',
      /Londres était sauvé\s!/u,
      /le chat glissa un conseil|le chat resta tout près/,
    ],
  ] as const)('%s: %s', async (language, description, safe, friend) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'anime', language, description, pages, seed: 3 } as never);
      const all = plan.pages as Page[];
      const texts = all.map((p) => p.text);
      for (const t of texts)
        expect(t).not.toMatch(/half of the job|job was done|moitié du travail|one small step|petit pas/i);
      // The robot the city is guarded from, named and drawn on the problem page.
      expect(texts[1]).toMatch(/giant robot|robot géant/i);
      expect(subjects(all[1])).toContain('robot');
      expect(texts.at(-2)).toMatch(safe);
      // The city is the town, never the hero: the hero keeps a name of its own.
      expect(plan.character.name).not.toMatch(/Tokyo|York|Londres/);
      // The magic cat gives the tip, and no stock grandmother is drawn or said for it.
      const helps = all.filter((p) => friend.test(p.text));
      expect(helps.length).toBeGreaterThan(0);
      for (const p of helps) expect(p.alt ?? '').not.toMatch(/grand/i);
      // The anime town's own places, not a Western city street.
      expect(all.some((p) => /ramen|shrine|cherry|rooftop/.test(String(p.hints?.place)))).toBe(true);
    }
  });
});
