import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * 'A little bear who will not share his toys': the friends who came to play were drawn as human
 * children beside a bear. An animal hero's friends (and big sister) are drawn as animal children,
 * the hero's own kind in other clothes; a child hero keeps human friends.
 */
type Hints = { companion?: string };
const FRIEND = /\bfriends?\b|big sister|\bcopains?\b|copine|grande sœur/;

describe('an animal hero’s friends are animals too', () => {
  it.each([
    ['en', 'A little bear who will not share his toys', 'bear'],
    ['fr', 'Un petit ours qui ne veut pas partager ses jouets', 'bear'],
    ['fr', 'Un petit lapin qui ne veut pas partager ses jouets', 'rabbit'],
    ['en', 'A girl who will not share her toys', undefined],
    ['fr', 'Une petite fille qui ne veut pas partager ses jouets', undefined],
  ] as const)('%s: %s', async (language, description, kin) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const withFriend = plan.pages
      .map((page, i) => ({ page, i, companion: ((page.hints ?? {}) as Hints).companion }))
      .filter(({ page, companion }) => FRIEND.test(page.text) && companion && !/woman|man$/.test(companion));
    expect(withFriend.length).toBeGreaterThan(0);
    for (const { i, companion } of withFriend) {
      if (!kin) {
        expect(['boy', 'girl']).toContain(companion);
        continue;
      }
      expect(companion).toBe(kin);
      const svg = await drawPlanPage(plan, 'story-book', i, 300);
      expect(svg).toContain('data-figure="kin"');
      expect(svg).not.toMatch(/data-icon="(?:boy|girl)"/);
    }
  });
});
