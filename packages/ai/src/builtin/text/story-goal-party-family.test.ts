import { describe, expect, it } from 'vitest';
import { readFriendParty } from '../idea/read-goal-party-friend';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: « Un anniversaire surprise pour Papa » was the hero's own birthday (« l’anniversaire de
 * Lila », a hare), and "Grandpa’s surprise birthday party" a child called Grandpa. Now a child gets
 * the party ready in secret and Papa, Mum or Grandpa, called as a child calls them, comes at the turn.
 */
describe('a surprise party for one of the family', () => {
  it.each([
    ['Un anniversaire surprise pour Papa', 'father'],
    ['Mia plans a surprise birthday party for her mum', 'mother'],
    ['Grandpa’s surprise birthday party', 'grandfather'],
    ['Léo prépare la fête de sa mémé', 'grandmother'],
  ])('%s: the party is for the %s', (idea, relative) => {
    expect(readFriendParty(idea)?.forFriend).toEqual({ relative });
  });

  it.each(['Mia’s fifth birthday party', 'A girl wants a puppy for her birthday', 'A day with Grandpa'])(
    '%s: nobody else’s party',
    (idea) => {
      expect(readFriendParty(idea)?.forFriend?.relative).toBeUndefined();
    },
  );

  it.each([
    ['fr', 'Un anniversaire surprise pour Papa', 'Papa', /SURPRISE\s!\s+Joyeux anniversaire, Papa\s!/],
    ['en', 'Mia plans a surprise birthday party for her mum', 'Mum', /SURPRISE! Happy birthday, Mum!/],
    ['en', 'Grandpa’s surprise birthday party', 'Grandpa', /SURPRISE! Happy birthday, Grandpa!/],
  ] as const)('%s: %s', async (language, description, called, surprise) => {
    for (const pages of [8, 12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, title: description, pages });
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).toMatch(surprise);
      // A child gets it ready; the one it is for is neither the hero nor at the hero's side before the turn.
      expect(plan.character.name).not.toBe(called);
      expect(plan.character.figure?.id).toBe('child');
      expect(text).not.toMatch(/anniversaire de (?!Papa)|\bher birthday\b|\bhis birthday\b/);
      const turn = plan.pages.findIndex((p) => p.text.includes('SURPRISE'));
      expect(turn).toBeGreaterThan(plan.pages.length / 2);
      const before = plan.pages.slice(0, turn).map((p) => (p.hints?.subjects as string[]) ?? []);
      expect(before.flat()).not.toContain(language === 'fr' || called === 'Grandpa' ? 'man' : 'woman');
      expect(before.flat()).not.toContain('old-man');
      expect(plan.pages[turn].alt).toContain(called);
    }
  });
});
