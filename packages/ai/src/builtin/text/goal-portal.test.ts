import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "A little girl finds a secret door to a magic land" lived in the kingdom of Willowmere and searched
 * it for a door, found on the last page; now she lives at home, finds the little door behind the
 * ivy (the back of the closet, the mirror) and steps through at the end of the setup, meets the
 * land's talking fox and shy dragon, helps with its trouble, runs back before the door closes at
 * the turn and is home at the end with a glowing leaf, the door hidden again.
 */
describe('a secret door to a magic land', () => {
  it.each([
    ['en', 'fantasy', 'A little girl finds a secret door to a magic land', /ivy/, /door is closing/],
    [
      'fr',
      'fantasy',
      'Une fillette trouve une porte secrète vers un monde magique',
      /lierre/,
      /porte se ferme/,
    ],
    ['en', 'story-book', 'A boy discovers a hidden world in his closet', /closet/, /door is closing/],
    ['fr', 'story-book', 'Un garçon découvre un monde caché dans son placard', /placard/, /porte se ferme/],
    ['en', 'fantasy', 'A mirror that leads to another world', /mirror/, /mirror is clouding/],
    ['fr', 'fantasy', 'Un miroir qui mène vers un autre monde', /miroir/, /miroir se brouille/],
  ] as const)('%s %s: %s', async (language, type, description, way, closing) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type, language, description, pages });
      const text = plan.pages.map((p) => p.text).join('\n');
      const places = plan.pages.map((p) => String(p.hints?.place));
      // At home first, not in the kingdom; the way through found and stepped through on the problem page.
      expect(plan.pages[0].text).not.toMatch(/Willowmere|Saulemire|kingdom|royaume/);
      expect(places[0]).toMatch(/garden|bedroom/);
      expect(plan.pages[1].text).toMatch(way);
      expect(plan.pages[1].text).toMatch(/stepped through|passa de l’autre côté/);
      expect(plan.pages[1].hints?.subjects).toContainEqual(expect.stringMatching(/door|mirror/));
      // The magic land's places and creatures in the middle: the talking fox, the shy dragon.
      const middle = plan.pages.slice(2, -2);
      for (const p of middle) expect(String(p.hints?.place)).toMatch(/enchanted|dragon|rainbow/);
      expect(middle.flatMap((p) => p.hints?.subjects ?? [])).toEqual(
        expect.arrayContaining(['fox', 'dragon']),
      );
      expect(text).toMatch(/rock|rocher/);
      // The rock is pushed away at the spring it blocks, not on the rainbow bridge.
      const pushed = plan.pages.filter((p) => /rolled away|roula, boum/.test(p.text));
      expect(pushed).toHaveLength(1);
      expect(String(pushed[0].hints?.place)).toMatch(/silver spring/);
      // The turn: back before the way closes, a glowing leaf in hand; home at the end with it.
      expect(plan.pages.at(-2)?.text).toMatch(closing);
      expect(plan.pages.at(-1)?.hints?.subjects).toContain('leaf-fluttering-in-wind');
      expect(String(plan.pages.at(-1)?.hints?.place)).toBe(places[0]);
      expect(plan.pages.at(-1)?.text).toMatch(/Back home|De retour à la maison/);
      expect(text).not.toMatch(/\{|Everyone talked about|Tout le monde parlait|library|bibliothèque/);
      // No sentence twice.
      const sentences = text.split(/(?<=[.!?…](?:\s?[»”])?)\s+(?=\p{Lu}|«|“)/u);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it('a short book still meets the dragon, moves the rock and goes home', async () => {
    const plan = await planStory({
      type: 'fantasy',
      language: 'en',
      description: 'A little girl finds a secret door to a magic land',
      pages: 12,
    });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).toMatch(/That’s Pip/);
    expect(text).toMatch(/rolled away/);
    expect(text.indexOf('That’s Pip')).toBeLessThan(text.indexOf('rolled away'));
  });
});
