import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import type { StoryHints } from './story-light';

/**
 * 'Grandpa tells stories about when he was a boy' as a bedtime book drew the memories (the bicycle
 * lane, the river) at night under the stars, because a bedtime book goes dusk → night: a memory told
 * is of a day long ago, so its page is drawn by day while the telling pages keep the evening. And on
 * the last page the grandparent stood in front of the bed the child sleeps in (both at the same
 * spot): now the grown-up stands beside the bed, clear of the blanket.
 */
const CASES: [Language, string, string, string][] = [
  ['en', 'Grandpa tells stories about when he was a boy', 'boy-grandpa', 'old-man'],
  ['fr', 'Mamie raconte quand elle était petite', 'girl-grandma', 'old-woman'],
];

const hintsOf = (p: { hints?: unknown }) => p.hints as StoryHints;

describe('a bedtime book of a grandparent’s memories', () => {
  it.each(CASES)(
    '%s: %s — memories by day, the telling in the evening',
    async (language, description, young, now) => {
      for (const pages of [12, 24]) {
        const plan = await planStory({ type: 'bedtime-books', language, description, pages });
        const memories = plan.pages.filter((p) => (hintsOf(p).subjects ?? []).includes(young));
        expect(memories.length).toBeGreaterThanOrEqual(3);
        for (const p of memories) {
          expect(hintsOf(p).light, p.text).toBe('day');
          expect(p.alt).not.toMatch(/at night|under the stars|la nuit|sous les étoiles|evening|le soir/);
        }
        // The telling pages at the house keep the bedtime light, and the last page is asleep at night.
        const told = plan.pages.slice(0, -1).filter((p) => (hintsOf(p).subjects ?? []).includes(now));
        expect(told.length).toBeGreaterThanOrEqual(2);
        for (const p of told) expect(['dusk', 'night']).toContain(hintsOf(p).light);
        expect(hintsOf(plan.pages[pages - 1]).light).toBe('sleep');
      }
    },
  );

  it.each(CASES)('%s: %s — the grandparent stands beside the bed', async (language, description, _y, now) => {
    const plan = await planStory({ type: 'bedtime-books', language, description, pages: 12 });
    const svg = drawPlanPage(plan, 'bedtime-books', 11);
    expect(svg).toContain('data-pose="in-bed"');
    const helper = svg.match(
      new RegExp(
        `data-figure="helper" data-icon="${now}" transform="translate\\(([-\\d.]+) [-\\d.]+\\) scale\\(([-\\d.]+)`,
      ),
    );
    expect(helper).not.toBeNull();
    // Icons are 32 units wide: the figure's middle is 16 units in, in its own (maybe mirrored) scale.
    const centre = Number(helper?.[1]) + Number(helper?.[2]) * 16;
    const blanket = svg.match(/<rect x="([-\d.]+)" y="[-\d.]+" width="346"/);
    expect(blanket).not.toBeNull();
    const from = Number(blanket?.[1]);
    expect(centre < from || centre > from + 346, `${centre} over the bed ${from}`).toBe(true);
  });
});
