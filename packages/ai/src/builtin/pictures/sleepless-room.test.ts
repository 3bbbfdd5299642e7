import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: "A little bear can't fall asleep" drew its first pages ("could not fall asleep")
 * and its last ("fast asleep … The end") outdoors in the sun, at the theme's home. A sleepless night
 * is one night in the bedroom: every page is drawn there, at night (text/goal-brave.ts).
 */
const icons = (svg: string) => [...svg.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]);

describe('a sleepless night is drawn in the bedroom, at night, first page to last (issue 14)', () => {
  it.each([
    ['en', 'story-book', "A little bear can't fall asleep"],
    ['fr', 'story-book', "Un petit ours n'arrive pas à dormir"],
    ['en', 'bedtime-books', "Milo the fox can't fall asleep"],
  ] as const)('%s %s: %s', async (language, type, description) => {
    const plan = await planStory({ type, description, language, pages: 12, seed: 2 });
    plan.pages.forEach((p, i) => {
      expect(String(p.hints?.place), `page ${i + 1}: ${p.text}`).toMatch(/bedroom/);
      expect(p.hints?.light, `page ${i + 1}: ${p.text}`).not.toBe('day');
      // Home, or the page's own spot of the room (text/sleep-spots.ts).
      expect(p.alt).toMatch(
        language === 'en'
          ? /at home|in bed|under the covers|by the window|in the dark|in the quiet room/
          : /à la maison|au lit|sous la couette|près de la fenêtre|dans le noir|chambre silencieuse/,
      );
    });
    for (const i of plan.pages.keys()) {
      const svg = drawPlanPage(plan, type, i);
      const drawn = icons(svg);
      // The bedside candle and the teddy on the bed; no sun in a room at night.
      expect(drawn, `page ${i + 1}`).toEqual(expect.arrayContaining(['candle', 'teddy-bear']));
      expect(drawn, `page ${i + 1}`).not.toContain('sun');
      // Nobody is met in the night: no stock "wise grandmother" by the bed.
      expect(svg, `page ${i + 1}: ${plan.pages[i].scene}`).not.toContain('data-figure="helper"');
    }
    // It ends asleep: the darkest light and a "zzz", not a party.
    expect(plan.pages.at(-1)?.hints?.light).toBe('sleep');
    const last = icons(drawPlanPage(plan, type, plan.pages.length - 1));
    expect(last).toContain('zzz');
  });
});
