import { describe, expect, it } from 'vitest';
import type { BookRequest, ImageRequest } from '../../types';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { pictureSvg } from './page-art';

const req: BookRequest = {
  title: 'Kiko',
  author: 'A',
  type: 'story-book',
  description: 'A fox named Kiko looks for a red kite at the beach.',
  pages: 8,
  language: 'en',
  trim: '8x8',
  bleed: false,
  quality: 'standard',
  seed: 5,
};

async function iconCount(quality: BookRequest['quality']) {
  const plan = await planBuiltinStory({ ...req, quality });
  const svgs = plan.pages.map((page, i) =>
    pictureSvg({
      prompt: page.scene,
      width: 600,
      height: 600,
      page,
      character: plan.character,
      bookType: req.type,
      seed: i + 1,
    } satisfies ImageRequest),
  );
  return svgs.reduce((n, svg) => n + [...svg.matchAll(/data-icon="/g)].length, 0);
}

describe("'High' quality offline (issue 14)", () => {
  it('draws visibly more: at least half as many things again on the same pages', async () => {
    const standard = await iconCount('standard');
    const high = await iconCount('high');
    expect(high).toBeGreaterThanOrEqual(standard * 1.5);
  });
});

describe('the key object is drawn only where the page names it (issue 14)', () => {
  it('a lost shell is not scenery on the beach pages that do not name it', async () => {
    const plan = await planBuiltinStory({
      ...req,
      description: 'Zoé and her cat look for a shell at the beach.',
      pages: 12,
      quality: 'high',
    });
    plan.pages.forEach((page, i) => {
      const svg = pictureSvg({
        prompt: page.scene,
        width: 600,
        height: 600,
        page,
        character: plan.character,
        bookType: req.type,
        seed: i + 1,
      });
      const drawn = svg.includes('data-icon="spiral-shell"');
      expect(drawn).toBe(((page.hints?.subjects as string[]) ?? []).includes('spiral-shell'));
    });
  });
});
