import { describe, expect, it } from 'vitest';
import { pageArtPixels } from '../../image-prompt';
import { planStory } from '../testing/story-fixtures';
import { pictureSvg } from './index';

/**
 * Issue 14 review: a comic page's panels kept to the top 60 % of a full page, for a text panel laid
 * over the rest; the text took two lines of it and left a blank cream band under the panels. The
 * narration now goes under the picture (image-top) and the panel rows share the picture's whole height.
 */
const frames = (svg: string) =>
  [
    ...svg.matchAll(
      /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="none" stroke="#1d1d1d"/g,
    ),
  ].map((m) => ({ y: Number(m[2]), bottom: Number(m[2]) + Number(m[4]) }));

describe('comic panels fill the picture (issue 14)', () => {
  it.each([
    ['en', 4, 'Max the robot saves the city'],
    ['en', 12, 'A girl named Zoe and her dog look for a lost key at the beach'],
    ['fr', 8, 'Max le robot sauve la ville'],
    ['fr', 24, 'Une petite fille nommée Zoé cherche sa clé perdue à la plage'],
  ] as const)('%s, %i pages: %s', async (language, pages, description) => {
    const plan = await planStory({ type: 'comic-books', description, language, pages, seed: 3 });
    plan.pages.forEach((page, i) => {
      if (page.hints?.kind !== 'comic') return;
      // Words under the panels, never over them.
      expect(page.layout, `page ${i + 1}`).toBe(page.text ? 'image-top' : 'image-full');
      const px = pageArtPixels({ trim: '8.5x8.5', bleed: false, pages }, page);
      const svg = pictureSvg({
        prompt: page.scene,
        ...px,
        page,
        character: plan.character,
        bookType: 'comic-books',
        seed: i + 1,
      });
      const h = Number(/viewBox="0 0 1000 (\d+)"/.exec(svg)?.[1]);
      const boxes = frames(svg);
      expect(boxes.length, `page ${i + 1}`).toBe(3);
      // From a gutter below the top to a gutter above the bottom: no blank band under the rows.
      expect(Math.min(...boxes.map((b) => b.y))).toBeLessThanOrEqual(20);
      expect(Math.max(...boxes.map((b) => b.bottom)), `page ${i + 1}`).toBeGreaterThanOrEqual(h - 20);
    });
  });
});
