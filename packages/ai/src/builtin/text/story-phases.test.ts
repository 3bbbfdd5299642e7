import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { EPISODE_ORDER } from './story-episodes';
import { scheduledKind } from './story-phases';

/** Issue 14: waiting for Santa heard the sleigh on the roof, then baked the cookies. */
describe('a middle that follows the clock', () => {
  it('cuts the middle into its phases, each cycling its own kinds', () => {
    const phases = [
      ['search', 'pause'],
      ['obstacle', 'clue'],
    ] as const;
    const kinds = Array.from({ length: 8 }, (_, i) =>
      scheduledKind(
        phases.map((p) => [...p]),
        i,
        8,
      ),
    );
    expect(kinds).toEqual(['search', 'pause', 'search', 'pause', 'obstacle', 'clue', 'obstacle', 'clue']);
    expect(scheduledKind(undefined, 3, 8)).toBe(EPISODE_ORDER[3]);
  });

  it.each([12, 24])(
    'waiting for Santa, %i pages: getting ready comes before the night signs',
    async (pages) => {
      const plan = await planStory({
        type: 'holiday',
        description: 'Two siblings wait for Santa on Christmas Eve',
        pages,
      });
      const texts = plan.pages.slice(0, -2).map((p) => p.text);
      const lastReady = texts.findLastIndex((t) =>
        /cookies|carrot for the reindeer|letter to Santa|stocking/.test(t),
      );
      const firstSign = texts.findIndex((t) => /sound on the roof|jingle of bells|hooves|soot fell/.test(t));
      expect(lastReady).toBeGreaterThan(0);
      expect(firstSign).toBeGreaterThan(lastReady);
    },
  );
});
