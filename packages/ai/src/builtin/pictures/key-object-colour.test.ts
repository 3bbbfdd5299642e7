import type { BookType } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import type { BookRequest, ImageRequest } from '../../types';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { pictureSvg } from './index';

const book = (type: BookType, language: 'en' | 'fr', description: string): BookRequest => ({
  title: 'Zoé',
  author: 'Ada',
  type,
  description,
  pages: 8,
  language,
  trim: '8.5x8.5',
  bleed: true,
  quality: 'standard',
  seed: 7,
});

/** Each page's alt text and the SVG drawn from its plan. */
async function drawn(req: BookRequest) {
  const plan = await planBuiltinStory(req);
  return plan.pages.map((page, i) => ({
    text: page.text,
    alt: page.alt ?? '',
    svg: pictureSvg({
      prompt: page.scene,
      width: 300,
      height: 300,
      page,
      lineArt: page.layout === 'coloring' || page.layout === 'activity',
      character: plan.character,
      bookType: req.type,
      seed: i + 1,
    } as ImageRequest),
  }));
}

/** The markup of every placed icon of that name (its group, nested groups included). */
function iconGroups(svg: string, icon: string): string[] {
  const out: string[] = [];
  for (const m of svg.matchAll(new RegExp(`<g [^>]*data-icon="${icon}"`, 'g'))) {
    let depth = 0;
    const tags = /<g[\s>]|<\/g>/g;
    tags.lastIndex = m.index;
    for (let t = tags.exec(svg); t; t = tags.exec(svg)) {
      depth += t[0] === '</g>' ? -1 : 1;
      if (!depth) {
        out.push(svg.slice(m.index, t.index + 4));
        break;
      }
    }
  }
  return out;
}

/** Hue (degrees) of the clearly coloured fills: greys, near-black and near-white are left out. */
function hues(markup: string): number[] {
  return [...markup.matchAll(/(?:fill|stop-color)="#([0-9a-f]{6})"/gi)].flatMap(([, hex]) => {
    const [r, g, b] = [0, 2, 4].map((k) => Number.parseInt(hex.slice(k, k + 2), 16) / 255);
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const l = (max + min) / 2;
    const d = max - min;
    if (d / (1 - Math.abs(2 * l - 1) || 1) < 0.3 || l < 0.12 || l > 0.9) return [];
    const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    return [h * 60];
  });
}
const near = (h: number, target: number) => Math.min(Math.abs(h - target), 360 - Math.abs(h - target)) <= 15;

describe('the key object is drawn in the colour the idea gives it (issue 14)', () => {
  it.each([
    ['en', 'Zoé and her cat look for a red kite at the beach', 'kite', 'red kite', 0],
    ['fr', 'Zoé et son chat cherchent un cerf-volant rouge sur la plage', 'kite', 'cerf-volant rouge', 0],
    ['fr', 'Zoé et son chat cherchent une étoile dorée dans la forêt', 'glowing-star', 'étoile dorée', 40],
    ['fr', 'Lila et son chien cherchent sa clé verte dans le parc', 'old-key', 'clé verte', 130],
    ['en', 'Tom and his dog look for the blue balloon in the park', 'balloon', 'blue balloon', 220],
  ] as const)('%s: %s', async (language, description, icon, named, hue) => {
    const pages = await drawn(book('story-book', language, description));
    // The story names it with its colour ("the red kite", « le cerf-volant rouge », « l’étoile dorée »).
    expect(pages.some((p) => p.text.includes(named))).toBe(true);
    const showing = pages.filter((p) => iconGroups(p.svg, icon).length);
    expect(showing.length).toBeGreaterThanOrEqual(3);
    for (const p of showing) {
      // Every picture of the object says its colour, and draws it in that colour only.
      expect(p.alt).toContain(named);
      for (const g of iconGroups(p.svg, icon)) {
        const h = hues(g);
        expect(h.length).toBeGreaterThan(0);
        expect(
          h.filter((x) => !near(x, hue)),
          g.slice(0, 200),
        ).toEqual([]);
      }
    }
  });

  it('poems drawing the coloured object draw it in its colour and say it in the alt text', async () => {
    const pages = await drawn({
      ...book('poetry-rhymes', 'en', 'Zoé looks for a red kite at the beach'),
      pages: 40,
    });
    const showing = pages.filter((p) => iconGroups(p.svg, 'kite').length);
    expect(showing.length).toBeGreaterThan(0);
    for (const p of showing) {
      expect(p.alt).toContain('a red kite');
      expect(
        iconGroups(p.svg, 'kite')
          .flatMap(hues)
          .filter((x) => !near(x, 0)),
      ).toEqual([]);
    }
  });

  it('a coloring book stays line art (no tint, black and white only)', async () => {
    const pages = await drawn(book('coloring', 'en', 'Zoé looks for a red kite at the beach'));
    const kites = pages.flatMap((p) => iconGroups(p.svg, 'kite'));
    expect(kites.length).toBeGreaterThan(0);
    for (const g of kites) {
      expect(g).not.toContain('data-tint');
      expect(hues(g)).toEqual([]);
    }
  });
});
