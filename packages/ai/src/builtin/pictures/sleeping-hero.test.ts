import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import type { StoryHints } from '../text/story-light';

/**
 * 'A bear sleeps in a cave all winter': “Lila slept and slept” drew the bear standing up in the den
 * beside a "zzz" (alt "…, with asleep"). A page that says the hero sleeps draws it asleep: a bear cub
 * on legs lies down (data-pose="lying"), a hedgehog drawn whole curls up low (data-pose="curled"),
 * its eyes shut (data-eyes="closed"), and the alt says "asleep in the cosy den"; so does a goodnight
 * round's animal curled up in its den on the last page.
 */
const SLEEPS =
  /slept|asleep|closed both eyes|Neither of them woke|dormait|ferma les deux yeux|ne se réveilla/;
const WINTER: [Language, string, number, string, RegExp][] = [
  ['en', 'A bear sleeps in a cave all winter', 12, 'lying', /, asleep in the cosy den/],
  ['en', 'A bear sleeps in a cave all winter', 24, 'lying', /, asleep (in the cosy den|at the cave mouth)/],
  ['fr', 'Le petit hérisson dort tout l’hiver', 12, 'curled', /, endormi dans la tanière douillette/],
];

describe('a hero the page says is asleep is drawn asleep', () => {
  it.each(WINTER)('%s: %s (%i pages)', async (language, description, pages, pose, alt) => {
    const plan = await planStory({ type: 'story-book', language, description, pages });
    const sleeping = plan.pages.flatMap((p, i) => (SLEEPS.test(p.text) ? [i] : []));
    expect(sleeping.length).toBeGreaterThanOrEqual(2);
    for (const i of sleeping) {
      const page = plan.pages[i];
      expect((page.hints as StoryHints).asleep, page.text).toBe(true);
      expect(page.alt).toMatch(alt);
      expect(page.alt).not.toMatch(/with asleep|avec endormi/);
      const svg = drawPlanPage(plan, 'story-book', i);
      expect(svg, page.text).toContain(`class="asleep" data-pose="${pose}"`);
      expect(svg).toContain('data-eyes="closed"');
    }
    // Awake in autumn and at the thaw: standing, eyes open.
    for (const i of [0, plan.pages.length - 1]) {
      const svg = drawPlanPage(plan, 'story-book', i);
      expect(svg).not.toContain('class="asleep"');
      expect(svg).not.toContain('data-eyes="closed"');
    }
  });

  it.each([
    ['en', 'An owl says goodnight to the forest animals', /, asleep in the hollow at night/],
    ['fr', 'Un petit lapin dit bonne nuit à la forêt', /, endormi dans le terrier la nuit/],
  ] as [Language, string, RegExp][])(
    '%s: a goodnight round ends asleep in its den, eyes shut (%s)',
    async (language, description, alt) => {
      const plan = await planStory({ type: 'bedtime-books', language, description, pages: 8 });
      const last = plan.pages.length - 1;
      expect(plan.pages[last].alt).toMatch(alt);
      expect(drawPlanPage(plan, 'bedtime-books', last)).toMatch(
        /<g class="curled"[^>]*><g id="hero"[^>]*>.*data-eyes="closed"/,
      );
      expect(drawPlanPage(plan, 'bedtime-books', last - 1)).not.toContain('data-eyes="closed"');
    },
  );
});
