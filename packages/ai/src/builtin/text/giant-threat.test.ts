import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * "A superhero cat saves the city from a giant robot" drew the robot at an ordinary subject's size,
 * smaller than the cat. A threat said to be giant, huge or enormous (« géant », « énorme ») now
 * towers over the hero on every page it is faced (a scale hint the picture honours), and so does
 * any dragon (defend-crowd-giant.test.ts: "a grumpy dragon" was drawn the hero's height); a wolf or
 * another ordinary threat keeps its ordinary size.
 */
const GIANTS = [
  ['en', 'A superhero cat saves the city from a giant robot', 'robot', /giant robot/],
  ['en', 'A little fox protects the forest from a huge dragon', 'dragon', /huge dragon/],
  ['fr', 'Un chat super-héros sauve la ville d’un robot géant', 'robot', /robot géant/],
  ['fr', 'Un petit renard protège la forêt contre un énorme dragon', 'dragon', /énorme dragon/],
] as const;

/** A dragon is a giant whether the idea says so or not. */
const DRAGONS = [
  ['en', 'A little fox protects the forest from a hungry dragon'],
  ['fr', 'Un petit renard protège la forêt contre un dragon affamé'],
] as const;

const ICON_BOX = 32;

/** The drawn height of the hero (an animal figure: a 32-unit box) and of the tallest `icon` on the page. */
function heights(svg: string, icon: string) {
  const hero = /<g id="hero"[^>]*transform="translate\([-\d.]+ [-\d.]+\) scale\((-?[\d.]+)/.exec(svg);
  const sizes = [
    ...svg.matchAll(
      new RegExp(
        `<g transform="translate\\([-\\d.]+ [-\\d.]+\\) scale\\((-?[\\d.]+)[^"]*" data-icon="${icon}"`,
        'g',
      ),
    ),
  ].map((m) => Math.abs(Number(m[1])) * ICON_BOX);
  return { hero: Math.abs(Number(hero?.[1])) * ICON_BOX, threat: Math.max(0, ...sizes) };
}

describe('a giant threat is drawn towering over the hero', () => {
  it.each(GIANTS)('%s: %s', async (lang, description, threat, said) => {
    expect(readIdea('', description, lang).goal).toMatchObject({ kind: 'defend', giant: true });
    const plan = await planStory({ type: 'story-book', language: lang, description, pages: 12 });
    const faced = plan.pages.flatMap((p, i) =>
      ((p.hints?.subjects as string[] | undefined) ?? []).includes(threat) ? [i] : [],
    );
    expect(faced.length).toBeGreaterThan(3);
    for (const i of faced) {
      expect(plan.pages[i].hints?.scales).toEqual({ [threat]: expect.any(Number) });
      const svg = drawPlanPage(plan, 'story-book', i);
      const { hero, threat: big } = heights(svg, threat);
      expect(big, `page ${i + 1}`).toBeGreaterThan(hero * 1.2);
    }
    expect(plan.pages[1].text).toMatch(said);
  });

  it.each(DRAGONS)('%s: %s — a dragon towers over the hero too', async (lang, description) => {
    expect(readIdea('', description, lang).goal).not.toHaveProperty('giant');
    const plan = await planStory({ type: 'story-book', language: lang, description, pages: 12 });
    const { hero, threat } = heights(drawPlanPage(plan, 'story-book', 1), 'dragon');
    expect(threat).toBeGreaterThan(hero * 1.2);
  });

  it.each([
    ['en', 'A little fox protects the forest from a hungry wolf', 'wolf'],
    ['fr', 'Un petit renard protège la forêt contre un loup affamé', 'wolf'],
  ] as const)('%s: %s — an ordinary threat keeps its ordinary size', async (lang, description, icon) => {
    expect(readIdea('', description, lang).goal).not.toHaveProperty('giant');
    const plan = await planStory({ type: 'story-book', language: lang, description, pages: 12 });
    expect(plan.pages.some((p) => p.hints?.scales)).toBe(false);
    const svg = drawPlanPage(plan, 'story-book', 1);
    const { hero, threat } = heights(svg, icon);
    expect(threat).toBeGreaterThan(0);
    expect(threat).toBeLessThan(hero);
  });
});
