import { describe, expect, it } from 'vitest';
import { largestInkShare } from '../testing/ink-area';
import { planStory } from '../testing/story-fixtures';
import { pictureSvg } from './index';
import { lineArtBody, lineArtGroup } from './line-art';

/**
 * A coloring page is outlines on white: a horse's black mane, a tiger's stripes, a car's tyres
 * were left solid black (dark fills kept as ink whatever their size), a child's arms were black
 * bands (thick strokes). Small ink stays: pupils.
 */
describe('coloring pages have no big black area', () => {
  it.each([
    ['en', 'A horse on the farm'],
    ['en', 'A red car in the city'],
    ['en', 'Dinosaurs'],
    ['en', 'Farm animals'],
    ['en', 'Ocean animals'],
    ['en', 'A panda, a penguin and a zebra'],
    ['fr', 'Un cheval à la ferme'],
    ['fr', 'Les animaux de la savane'],
    ['fr', 'Un tigre dans la jungle'],
    ['en', 'A girl named Mia plays in the park'],
    ['fr', 'Léa joue au parc avec son ballon'],
  ] as const)('%s: %s', async (language, description) => {
    const plan = await planStory({ type: 'coloring', language, description, pages: 8 });
    for (const [i, page] of plan.pages.entries()) {
      const svg = pictureSvg({
        prompt: page.scene,
        width: 600,
        height: 600,
        page,
        lineArt: true,
        character: plan.character,
        bookType: 'coloring',
        seed: i + 1,
      });
      // No solid black patch of a thousandth of the page (a 19-pixel square at 600) or more.
      expect(await largestInkShare(svg), `${page.text}`).toBeLessThan(0.001);
    }
  });

  it('keeps a pupil black and opens a mane drawn in the same dark path', () => {
    const art = lineArtBody('<path fill="#1c1c1c" d="M1 1h10v8H1zM20 20a1 1 0 0 1 2 0a1 1 0 0 1-2 0z"/>');
    expect(art).toContain('fill="#fff" d="M1 1h10v8H1z"');
    expect(art).toContain('fill="#000" d="M20 20a1 1 0 0 1 2 0a1 1 0 0 1 -2 0z"');
    expect(lineArtBody('<circle cx="5" cy="5" r="1" fill="#000"/>')).toContain('fill="#000"');
    expect(lineArtBody('<circle cx="5" cy="5" r="6" fill="#000"/>')).toContain('fill="#fff"');
  });
});

describe('a thick stroke in line art is a tube', () => {
  it('draws a white core inside a stroke wider than three outlines', () => {
    const art = lineArtGroup('<path d="M10 30 L5 44" stroke="#1d4ed8" stroke-width="4"/>', 10, 3);
    expect(art).toContain('stroke="#000" stroke-width="4"');
    expect(art).toContain('stroke="#fff" fill="none" stroke-width="3.4"');
    expect(lineArtGroup('<path d="M1 1 L5 4" stroke="#333" stroke-width="0.5"/>', 10, 3)).not.toContain(
      '#fff" fill="none"',
    );
  });
});
