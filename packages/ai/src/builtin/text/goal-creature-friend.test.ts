import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/** A named dragon, dinosaur or monster friend: a friendship story with it, no stock hunt (issue 14). */
describe('a named creature friend', () => {
  it.each([
    ['fr', 'Mon copain le dragon Pif', 'Pif', 'dragon', [/cabane/, /tartines/, /voisins/, /étang gelé/]],
    ['en', 'My pet dragon Sparky', 'Sparky', 'dragon', [/shed/, /toast/, /neighbours/, /frozen pond/]],
    ['en', 'My friend the dinosaur Rex', 'Rex', 't-rex', [/egg/, /cups/, /too big for school/, /kitten/]],
    ['fr', 'Mon ami le monstre Grumly', 'Grumly', 'monster', [/sous le lit/, /crêpe/, /cornes/, /lanternes/]],
  ] as const)('%s: %s', async (language, idea, pal, icon, moments) => {
    for (const pages of [4, 12, 24]) {
      const plan = await planStory({ type: 'story-book', description: idea, title: idea, language, pages });
      const text = plan.pages.map((p) => p.text).join(' ');
      expect(text).not.toMatch(
        /kite|cerf-volant|library|bibliothèque|magic wand|baguette magique|find an egg/i,
      );
      expect(text).toContain(pal);
      // The friend saves the day at the turn, drawn beside the child.
      const turn = plan.pages.at(-2);
      expect(turn?.text).toContain(pal);
      expect(JSON.stringify(turn?.hints)).toContain(`"${icon}"`);
      expect(turn?.alt).toContain(pal);
      if (pages >= 12) for (const m of moments) expect(text).toMatch(m);
    }
  });
});
