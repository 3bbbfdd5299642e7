import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { pictureSvg } from './index';

/** Issue 14: the panel of a line shows its speaker (a helper's close-up draws no hero). */
describe('comic panels', () => {
  it('draws the helper, not the hero, in the close-up where the helper speaks', async () => {
    const req = {
      title: 'Leo and the dolphin',
      author: 'Test',
      type: 'comic-books',
      description: 'Leo looks for a lost shell under the sea.',
      pages: 40,
      language: 'en',
      trim: '8x8',
      bleed: false,
      quality: 'standard',
      seed: 3,
    } as BookRequest;
    const plan = await planBuiltinStory(req);
    // A journey page after the meeting: the helper answers in the second panel.
    const meet = plan.pages.findIndex((p) => p.hints?.beat === 'helper');
    const i = plan.pages.findIndex(
      (p, j) =>
        j > meet &&
        p.hints?.beat === 'journey' &&
        (p.hints?.panels as { who?: string }[] | undefined)?.[1]?.who === 'helper',
    );
    expect(i).toBeGreaterThan(0);
    const page = plan.pages[i];
    const panels = (page.hints?.panels ?? []) as { who?: string }[];
    const svg = pictureSvg({
      prompt: page.scene,
      width: 300,
      height: 300,
      page,
      character: plan.character,
      bookType: req.type,
      seed: i + 1,
    });
    const heroes = svg.match(/<g id="hero"/g)?.length ?? 0;
    expect(heroes).toBe(panels.filter((p) => p.who === 'hero').length);
    expect(heroes).toBeLessThan(3);
  });
});
