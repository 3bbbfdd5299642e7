import { describe, expect, it } from 'vitest';
import type { BookRequest, ImageRequest } from '../../types';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { DAY } from './backdrop-palettes';
import { pictureSvg } from './index';

const book = (language: 'en' | 'fr', title: string): BookRequest => ({
  title,
  author: 'Ada',
  type: 'numbers',
  description: title,
  pages: 12,
  language,
  trim: '8.5x8.5',
  bleed: true,
  quality: 'standard',
  seed: 7,
});

/** The icons each counting page draws, counted things and scenery alike. */
async function iconsByPage(req: BookRequest) {
  const plan = await planBuiltinStory(req);
  return plan.pages.map((page, i) => {
    const svg = pictureSvg({
      prompt: page.scene,
      width: 300,
      height: 300,
      page,
      character: plan.character,
      bookType: req.type,
      seed: i + 1,
    } as ImageRequest);
    const sky = /id="[^"]*-sky"[^>]*><stop offset="0" stop-color="([^"]+)"/.exec(svg)?.[1];
    return { sky, icons: [...svg.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]) };
  });
}

const FARM = /^(tractor|sunflower|house-with-garden|ear-of-corn|deciduous-tree|tulip)$/;

describe('a counting book counts its sea creatures under the sea, not on the farm', () => {
  it.each([
    ['en', 'Counting starfish'],
    ['fr', 'Compter les étoiles de mer'],
  ] as const)('%s: %s', async (lang, title) => {
    for (const { sky, icons } of await iconsByPage(book(lang, title))) {
      // The water's blue above the seabed, and none of the farm's scenery.
      expect(sky).toBe(DAY.underwater.sky[0]);
      expect(icons.filter((n) => FARM.test(n))).toEqual([]);
    }
  });

  it('apples are still counted on the meadow', async () => {
    const pages = await iconsByPage(book('en', 'Counting apples'));
    for (const { sky } of pages) expect(sky).toBe(DAY.meadow.sky[0]);
  });
});
