import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import type { StoryHints } from '../text/story-light';

/**
 * "Mia can't fall asleep" (bedtime-books) ended in the bedroom with Mia standing beside the bed and a
 * "zzz", eyes open, though the page said “Mia was fast asleep”. A bedroom page that says the hero is
 * asleep, and a bedtime book's last page there, draw the hero lying in the bed (data-pose="in-bed"),
 * eyes shut, and the alt says so.
 */
const BOOKS: [Language, string, RegExp][] = [
  ['en', 'Mia can’t fall asleep', /, asleep in bed at night/],
  ['fr', 'Un petit ours n’arrive pas à dormir', /, endormi au lit la nuit/],
  ['en', 'A little fox counts the stars before sleep', /, asleep in bed at night/],
];

describe('asleep in a bedroom: lying in the bed, eyes shut', () => {
  it.each(BOOKS)('%s: %s', async (language, description, alt) => {
    const plan = await planStory({ type: 'bedtime-books', language, description, pages: 12, seed: 1 });
    const last = plan.pages.length - 1;
    const asleep = [last - 1, last];
    expect(plan.pages[last - 1].text).toMatch(/fast asleep|dormait à poings fermés/);
    for (const i of asleep) {
      const page = plan.pages[i];
      expect(String(page.hints?.place)).toMatch(/bedroom/);
      expect((page.hints as StoryHints).asleep, page.text).toBe(true);
      expect(page.alt).toMatch(alt);
      const svg = drawPlanPage(plan, 'bedtime-books', i);
      expect(svg, page.text).toContain('data-pose="in-bed"');
      expect(svg).toContain('data-eyes="closed"');
    }
    // Still awake on the problem page: standing, eyes open.
    const svg = drawPlanPage(plan, 'bedtime-books', 1);
    expect(svg).not.toContain('data-pose="in-bed"');
    expect(svg).not.toContain('data-eyes="closed"');
  });
});
