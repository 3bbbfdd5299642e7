import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import type { StoryHints } from '../text/story-light';

/**
 * The winter sleep's goodbyes at dusk (« Le soir, sous le vieux chêne, les oiseaux partaient vers le
 * sud », "In the evening light, at the cave mouth…") were drawn as night: an indigo sky full of
 * stars and a moon. A page at dusk has an evening sky: soft blue to pink to gold, a low sun, no
 * moon and no field of stars; the cave mouth opens on the sunset. Night pages keep the moon.
 */
const EVENING: [Language, string, RegExp, RegExp][] = [
  ['fr', 'Le petit hérisson dort tout l’hiver', /^Le soir, sous le vieux chêne/, /dans la lumière du soir/],
  ['en', 'A bear sleeps in a cave all winter', /^In the evening light, at the cave mouth/, /in the evening/],
];
const icons = (svg: string) => new Set([...svg.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]));
const luma = (hex: string) =>
  [0, 1, 2].reduce(
    (s, i) => s + Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) * [0.3, 0.59, 0.11][i],
    0,
  );

describe('a page at dusk is drawn with an evening sky, not a night', () => {
  it.each(EVENING)('%s: %s', async (language, description, words, alt) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const i = plan.pages.findIndex((p) => words.test(p.text));
    expect(i).toBeGreaterThan(0);
    expect((plan.pages[i].hints as StoryHints).light).toBe('dusk');
    expect(plan.pages[i].alt).toMatch(alt);
    const svg = drawPlanPage(plan, 'story-book', i);
    expect(svg).toContain('class="setting-sun"');
    expect(icons(svg).has('crescent-moon') || icons(svg).has('full-moon')).toBe(false);
    // No field of dot stars (at most the first star, a twinkle).
    expect(svg).not.toContain('fill="#fff8d6"');
    // Under the open sky, the sky is light and warm at the top, gold at the horizon.
    const sky =
      /-sky"[^>]*><stop offset="0" stop-color="(#[0-9a-f]{6})".*?<stop offset="1" stop-color="(#[0-9a-f]{6})"/.exec(
        svg,
      );
    if (sky) {
      expect(luma(sky[1])).toBeGreaterThan(90);
      expect(Number.parseInt(sky[2].slice(1, 3), 16)).toBeGreaterThan(0xe0);
    }
    // The long sleep's nights keep their moon (at the cave mouth) or the dark of the den.
    const night = plan.pages.findIndex((p) => (p.hints as StoryHints).light === 'night');
    expect(drawPlanPage(plan, 'story-book', night)).not.toContain('class="setting-sun"');
  });
});
