import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "A girl who loves to dance" went looking for a stock kite on Maple Lane ("Everyone talked about a
 * kite hidden somewhere…"); now it is a story about dancing: the dance arc's practice in the school
 * hall and the show on the stage at the turn.
 */
describe('a hero who loves to dance', () => {
  it.each([
    ['en', 'A girl who loves to dance', /danced/],
    ['fr', 'Une petite fille qui adore danser', /dansa/],
  ] as const)('%s: %s', async (language, description, danced) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/kite|cerf-volant|Maple|Érables/);
    expect(plan.pages.at(-2)?.text).toMatch(danced);
    expect(String(plan.pages.at(-2)?.hints?.place)).toMatch(/stage/);
  });
});
