import { describe, expect, it } from 'vitest';
import { fitSize, PT, planPage } from './page-layout';

describe('preview page plan (mirrors packages/export pdf/page-regions)', () => {
  it('uses the KDP margins of the trim: gutter on the inside, 0.375 in outside with bleed', () => {
    const recto = planPage({ text: 'Hi', image: 'p.png', layout: 'coloring' }, '8.5x8.5', true, 0, 8);
    expect(recto.width).toBe(8.5 * PT);
    expect(recto.image).toMatchObject({ x: 27, y: 27, w: 8.5 * PT - 54 });
    const verso = planPage({ text: 'Hi', image: 'p.png', layout: 'coloring' }, '8.5x8.5', false, 1, 8);
    // No bleed: 0.25 in outside, on the left of a left-hand page; the gutter is on the right.
    expect(verso.image).toMatchObject({ x: 18, y: 18, w: 8.5 * PT - 18 - 27 });
  });
  it('gives each layout the PDF share of the body for its picture', () => {
    const share = (layout: 'image-top' | 'coloring' | 'activity') => {
      const p = planPage({ text: 'Hi', image: 'p.png', layout }, '6x9', true, 0, 8);
      return p.image!.h / (9 * PT - 54);
    };
    expect(share('image-top')).toBeCloseTo(0.76);
    expect(share('coloring')).toBeCloseTo(0.86);
    expect(share('activity')).toBeCloseTo(0.72);
  });
  it('image-full: art over the whole page, text on a panel in the lower 38 % of the safe area', () => {
    const p = planPage({ text: 'Hello there', image: 'p.png', layout: 'image-full' }, '7x10', true, 0, 8);
    expect(p.image).toMatchObject({ x: 0, y: 0, w: 7 * PT, h: 10 * PT, fit: 'cover' });
    expect(p.panel).toBeDefined();
    expect(p.text!.valign).toBe('bottom');
    expect(p.text!.y).toBeGreaterThan(10 * PT * 0.5);
  });
  it('text-only: no picture, centred text, 4 pt larger than other pages', () => {
    const p = planPage({ text: 'Short.', image: 'p.png', layout: 'text-only' }, '8.5x8.5', true, 0, 8);
    expect(p.image).toBeUndefined();
    expect(p.text).toMatchObject({ valign: 'middle', align: 'center', size: 24 });
  });
  it('shrinks long text to fit its box, never under the minimum', () => {
    const long = 'word '.repeat(400);
    expect(fitSize('Short', 300, 100, 20, 11, 0.5, 1.96)).toBe(20);
    const s = fitSize(long, 300, 300, 20, 11, 0.5, 1.96);
    expect(s).toBeLessThan(20);
    expect(s).toBeGreaterThanOrEqual(11);
  });
});
