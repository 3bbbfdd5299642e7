import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "A giant robot attacks the city" as a comic book drew its hero as a second robot (the
 * idea's only kind is the threat; the stock hero was picked from its words), and the hero's bubbles
 * were a search's ("Where could it be?", "Hmm… not here.") while facing the robot. The hero is now a
 * child facing it (text/character.ts) and the bubbles and thoughts fit a defend story (comic-defend-lines.ts).
 */
const BOOKS = [
  ['en', 'A giant robot attacks the city', /^a child\b/],
  ['fr', 'Un robot géant attaque la ville', /^un enfant\b/],
] as const;

const SEARCH =
  /where could it be|not here|have you seen it|keep looking|places to look|where did it go|over there\?|is it here|où est-ce|pas ici|tu l’as vu|cherche|c’est ici|par là \?/i;
const DEFEND =
  /stop right there|stop it|halte-là|l’arrêter|weak spot|point faible|everyone inside|tout le monde dedans/i;

type Panel = { line?: string | null; thought?: string };

describe('a comic about a threat: a child hero facing it, with bubbles that fit (comic-defend-lines)', () => {
  it.each(BOOKS)('%s: %s', async (language, description, look) => {
    for (const pages of [8, 12]) {
      const plan = await planStory({ type: 'comic-books', language, description, pages });
      expect(plan.character.figure?.id).toBe('child');
      expect(plan.character.look).toMatch(look);
      const said = plan.pages.flatMap((p) =>
        ((p.hints?.panels ?? []) as Panel[]).flatMap((x) => [x.line, x.thought].filter(Boolean) as string[]),
      );
      expect(said.filter((s) => SEARCH.test(s))).toEqual([]);
      expect(said.some((s) => DEFEND.test(s))).toBe(true);
      // The robot is still the threat faced, drawn on its pages.
      expect(plan.pages.some((p) => ((p.hints?.subjects as string[]) ?? []).includes('robot'))).toBe(true);
    }
  });

  it('a comic with a quest keeps its search bubbles', async () => {
    const plan = await planStory({
      type: 'comic-books',
      language: 'en',
      description: 'A fox looks for a lost kite in the forest',
      pages: 8,
    });
    const said = plan.pages.flatMap((p) => ((p.hints?.panels ?? []) as Panel[]).map((x) => x.line ?? ''));
    expect(said.some((s) => SEARCH.test(s))).toBe(true);
  });
});
