import type { BookType } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import type { BookRequest, ImageRequest } from '../../types';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { pictureSvg } from './index';

const book = (type: BookType, language: 'en' | 'fr', title: string): BookRequest => ({
  title,
  author: 'Ada',
  type,
  description: title,
  pages: 4,
  language,
  trim: '8.5x8.5',
  bleed: true,
  quality: 'standard',
  seed: 7,
});

/** Each page's alt text and the hero's group as drawn from its plan. */
async function heroes(req: BookRequest) {
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
    const at = svg.indexOf('<g id="hero"');
    let depth = 0;
    let end = at;
    for (const t of svg.slice(at).matchAll(/<g[\s>]|<\/g>/g)) {
      depth += t[0] === '</g>' ? -1 : 1;
      if (!depth) {
        end = at + (t.index ?? 0) + 4;
        break;
      }
    }
    return { alt: page.alt ?? '', hero: at < 0 ? '' : svg.slice(at, end) };
  });
}

/** Hue (degrees) of the clearly coloured fills: greys, near-black and near-white are left out. */
function hues(markup: string): number[] {
  return [...markup.matchAll(/fill="#([0-9a-f]{6})"/gi)].flatMap(([, hex]) => {
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
const near = (h: number, target: number) => Math.min(Math.abs(h - target), 360 - Math.abs(h - target)) <= 20;

describe('an animal or vehicle hero is drawn in the colour the idea gives it', () => {
  it.each([
    ['vehicles', 'en', 'The little red tractor who helped everyone', 'a red tractor', 0],
    ['vehicles', 'fr', 'Le petit tracteur rouge qui aidait tout le monde', 'un petit tracteur rouge', 0],
    ['ocean-animals', 'en', 'A pink whale', 'a pink whale', 325],
    ['ocean-animals', 'fr', 'Une baleine rose', 'une baleine rose', 325],
    ['vehicles', 'en', 'The little green bus', 'a green bus', 125],
  ] as const)('%s %s: %s', async (type, lang, title, said, hue) => {
    const pages = await heroes(book(type, lang, title));
    for (const p of pages.filter((x) => x.hero)) {
      // Said in its colour under the picture, and drawn in it: its painted parts (not the eyes,
      // tyres or windows) take the colour's hue.
      expect(p.alt).toContain(said);
      const h = hues(p.hero);
      expect(h.length).toBeGreaterThan(0);
      expect(h.filter((x) => near(x, hue)).length / h.length, p.hero.slice(0, 300)).toBeGreaterThan(0.6);
    }
  });

  it('a hero the idea gives no colour keeps its own paint', async () => {
    const pages = await heroes(book('vehicles', 'en', 'The little tractor who helped everyone'));
    for (const p of pages) expect(p.hero).not.toContain('data-tint');
  });
});
