import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "A little fish hides from a shark" (« Un petit poisson se cache d’un requin ») was a
 * generic deed with the shark met as a friendly helper, and a shark faced by a fish was drawn at a
 * subject's size, smaller than the fish. Hiding from it is now facing a threat (read-goal-defend.ts),
 * and a threat an animal hero faces is drawn bigger than the hero (goal-defend.ts).
 */
const BOOKS = [
  ['en', 'A little fish hides from a shark'],
  ['fr', 'Un petit poisson se cache d’un requin'],
  ['en', 'A little fish protects the reef from a shark'],
  ['fr', 'Un petit poisson protège le récif de corail contre un requin'],
] as const;

const ICON_BOX = 32;

/** The drawn height of the hero (an animal figure: a 32-unit box) and of the tallest shark. */
function heights(svg: string) {
  const hero = /<g id="hero"[^>]*transform="translate\([-\d.]+ [-\d.]+\) scale\((-?[\d.]+)/.exec(svg);
  const sizes = [
    ...svg.matchAll(/<g transform="translate\([-\d.]+ [-\d.]+\) scale\((-?[\d.]+)[^"]*" data-icon="shark"/g),
  ].map((m) => Math.abs(Number(m[1])) * ICON_BOX);
  return { hero: Math.abs(Number(hero?.[1])) * ICON_BOX, threat: Math.max(0, ...sizes) };
}

describe('a threat an animal hero faces is drawn bigger than the hero (goal-defend)', () => {
  it.each(BOOKS)('%s: %s', async (lang, description) => {
    expect(readIdea('', description, lang).goal).toMatchObject({ kind: 'defend', threat: { id: 'shark' } });
    const plan = await planStory({ type: 'story-book', language: lang, description, pages: 8 });
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(
      /job was done|had found a way to|avait réussi à/,
    );
    const faced = plan.pages.flatMap((p, i) =>
      ((p.hints?.subjects as string[] | undefined) ?? []).includes('shark') ? [i] : [],
    );
    expect(faced.length).toBeGreaterThan(2);
    for (const i of faced) {
      const { hero, threat } = heights(drawPlanPage(plan, 'story-book', i));
      expect(hero, `page ${i + 1}`).toBeGreaterThan(0);
      expect(threat, `page ${i + 1}`).toBeGreaterThan(hero);
    }
  });
});
