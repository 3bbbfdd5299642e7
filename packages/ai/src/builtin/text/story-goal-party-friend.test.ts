import { describe, expect, it } from 'vitest';
import { readParty } from '../idea/read-goal-party';
import { readFriendParty } from '../idea/read-goal-party-friend';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: « Une petite souris prépare la fête d’anniversaire de son amie » was a hunt for a present
 * in a snowy village (« fête » read as a holiday), "A bunny plans a surprise party for his friend" a
 * hunt for a kite. Now the hero gets a surprise party ready for the friend, who comes at the turn.
 */
describe('a surprise party for a friend', () => {
  it.each([
    ['Une petite souris prépare la fête d’anniversaire de son amie', { f: true }, true],
    ['A bunny plans a surprise party for his friend', {}, undefined],
    ['Tom throws a surprise party for his best friend Max', { name: 'Max' }, undefined],
    ['Léa organise une fête surprise pour son copain Hugo', { f: false, name: 'Hugo' }, undefined],
  ])('%s: for the friend', (idea, friend, birthday) => {
    expect(readFriendParty(idea)?.forFriend).toEqual(friend);
    expect(readFriendParty(idea)?.friendBirthday).toBe(birthday);
  });

  it.each([
    'Mia’s fifth birthday party',
    'Zoé fête son anniversaire avec ses amis',
    'A fox builds a raft with his friend',
  ])('%s: no friend’s party', (idea) => {
    expect(readFriendParty(idea)).toBeUndefined();
    // (The hero's own birthday is still the hero's own.)
    if (/fifth|Zoé/.test(idea))
      expect(readParty(idea, /^(Mia|Zoé)/.exec(idea)?.[1])?.forFriend).toBeUndefined();
  });

  it.each([
    [
      'en',
      'A bunny plans a surprise party for his friend',
      /SURPRISE! This party is for you, Lou!/,
      /kite|snow|present hunt/i,
    ],
    [
      'fr',
      'Une petite souris prépare la fête d’anniversaire de son amie',
      /SURPRISE\s!\sJoyeux anniversaire, Lou\s!/,
      /cerf-volant|neige|enneigé|trouver un cadeau/i,
    ],
  ] as const)(
    '%s: %s — ready in secret, the friend surprised at the turn',
    async (language, description, cheer, not) => {
      for (const pages of [8, 12]) {
        const plan = await planStory({ type: 'story-book', language, description, pages });
        const text = plan.pages.map((p) => p.text).join(' ');
        expect(text).not.toMatch(not);
        expect(text).toMatch(language === 'en' ? /balloons/ : /ballons/);
        expect(text).toMatch(language === 'en' ? /everyone hid|hiding places/ : /se cacha|cachettes/);
        expect(new Set(plan.pages.map((p) => p.text)).size).toBe(pages);
        const hints = plan.pages.map((p) => p.hints as { beat?: string; companion?: string; place?: string });
        // At home, not in the snowy village of a holiday book.
        expect(hints.every((h) => !/snowy/.test(h.place ?? ''))).toBe(true);
        const turn = hints.findIndex((h) => h.beat === 'turn');
        expect(plan.pages[turn].text).toMatch(cheer);
        // The friend is drawn from the surprise on, not before.
        expect(hints[turn].companion).toBe('chipmunk');
        expect(hints.at(-1)?.companion).toBe('chipmunk');
        expect(hints.slice(0, turn).some((h) => h.companion === 'chipmunk')).toBe(false);
        const svg = await drawPlanPage(plan, 'story-book', turn, 300);
        expect(svg).toMatch(/data-icon="birthday-cake"/);
        expect(svg).toMatch(/data-icon="chipmunk"/);
      }
    },
  );
});
