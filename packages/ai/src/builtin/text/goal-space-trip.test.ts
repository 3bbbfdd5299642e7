import { describe, expect, it } from 'vitest';
import { readSpaceTrip } from '../idea/read-goal-space-trip';
import { planStory } from '../testing/story-fixtures';

/**
 * 'Mia visits Mars' was a stock task at the top of the hill, the park and the library ("Mia had found a
 * way to visit Mars!"); « Un voyage sur la Lune avec Papi » went through a comet's tail and Saturn's
 * rings with the Moon on the last page only and Papi barely there; 'Robot Max explores space' was
 * "one try went all wrong". Now a trip to space: helmets, the countdown, floating, the Earth getting
 * small, the place itself, a small problem and its turn, the way home, with who came along on the pages.
 */
const STOCK =
  /\bpark\b|library|bibliothèque|Maple Lane|tumbled|dégringol|kite|cerf-volant|one try went|counted to ten|half of the job|moitié/i;
const subjects = (p?: { hints?: Record<string, unknown> }) =>
  (p?.hints?.subjects as string[] | undefined) ?? [];

describe('a trip to space', () => {
  it.each([
    [
      'story-book',
      'en',
      'Mia visits Mars',
      /Mars/,
      /red dust/,
      /volcano/,
      'volcano',
      /rover/,
      /Captain Nova/,
    ],
    [
      'space',
      'fr',
      'Un voyage sur la Lune avec Papi',
      /la Lune/,
      /poussière grise/,
      /cratère/,
      'footprints',
      /empreintes/,
      /Papi/,
    ],
    [
      'space',
      'en',
      'Robot Max explores space',
      /space/,
      /rings|ice/,
      /Jupiter/,
      'ringed-planet',
      /comet/,
      /Captain Nova/,
    ],
    [
      'space',
      'en',
      'A trip to the Moon with Mum',
      /the Moon/,
      /grey dust/,
      /crater/,
      'footprints',
      /footprints/,
      /Mum/,
    ],
    [
      'story-book',
      'fr',
      'Léa va sur Mars avec son ami Tom',
      /Mars/,
      /poussière rouge/,
      /volcan/,
      'volcano',
      /petit robot/,
      /Tom/,
    ],
  ] as const)('%s %s: %s', async (type, language, description, dest, ground, sight, icon, turnSaid, crew) => {
    for (const pages of [4, 12, 24]) {
      const plan = await planStory({ type, language, description, pages });
      const texts = plan.pages.map((p) => p.text);
      const text = texts.join('\n');
      expect(text).not.toMatch(STOCK);
      expect(new Set(texts).size).toBe(texts.length);
      // The goal page says where they go and who takes the hero there.
      expect(plan.pages[1].text).toMatch(dest);
      expect(plan.pages[1].text).toMatch(crew);
      expect(subjects(plan.pages[1])).toContain('rocket');
      // The turn finds the way back; the ending flies home to the Earth.
      expect(plan.pages.at(-2)?.text).toMatch(turnSaid);
      expect(plan.pages.at(-1)?.text).toMatch(/Earth|Terre/);
      if (pages < 12) continue;
      expect(text).toMatch(/three, two, one|trois, deux, un/);
      expect(text).toMatch(/float|flott/);
      expect(text).toMatch(ground);
      expect(text).toMatch(sight);
      expect(plan.pages.some((p) => subjects(p).includes(icon))).toBe(true);
      // Who came along is on most pages, not just the first.
      expect(texts.filter((t) => crew.test(t)).length).toBeGreaterThanOrEqual(pages / 3);
      // The middle is in space: the rocket and the place, never a meadow.
      const middle = plan.pages.slice(4, -2).map((p) => String(p.hints?.place));
      for (const place of middle) expect(place).toMatch(/space|moon|red planet|rocket|launch/);
    }
  });

  it('reads only a trip to the Moon, Mars or space', () => {
    expect(readSpaceTrip('Mia visits Mars')?.dest).toBe('mars');
    expect(readSpaceTrip('Un voyage sur la Lune avec Papi')?.dest).toBe('moon');
    expect(readSpaceTrip('Robot Max explores space')?.dest).toBe('space');
    expect(readSpaceTrip('Léo explore l’espace')?.dest).toBe('space');
    expect(readSpaceTrip('The moon goes to sleep')).toBeUndefined();
    expect(readSpaceTrip('Léa va au parc en mars')).toBeUndefined();
    // The cardboard rocket built in the garden keeps its own arc (goal-rocket-trip.ts).
    expect(readSpaceTrip('Two kids build a rocket to visit the moon')).toBeUndefined();
  });
});
