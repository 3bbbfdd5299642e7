import { describe, expect, it } from 'vitest';
import { buildSlides, clampIndex, dotWindow, swipeDirection } from './slides';

describe('preview slides', () => {
  const pages = [
    { text: 'a', layout: 'image-top' as const },
    { text: 'b', layout: 'text-only' as const },
  ];
  it('puts the cover first only when there is one', () => {
    expect(buildSlides('cover.png', pages).map((s) => s.kind)).toEqual(['cover', 'page', 'page']);
    expect(buildSlides(undefined, pages).map((s) => (s.kind === 'page' ? s.number : 0))).toEqual([1, 2]);
  });
  it('bounds the index', () => {
    expect(clampIndex(-1, 5)).toBe(0);
    expect(clampIndex(9, 5)).toBe(4);
    expect(clampIndex(2, 5)).toBe(2);
  });
  it('shows at most 7 dots, in a window around the current page', () => {
    expect(dotWindow(5, 4)).toEqual([0, 5]);
    expect(dotWindow(12, 0)).toEqual([0, 7]);
    expect(dotWindow(12, 6)).toEqual([3, 10]);
    expect(dotWindow(12, 11)).toEqual([5, 12]);
    for (let i = 0; i < 30; i++) {
      const [s, e] = dotWindow(30, i);
      expect(e - s).toBe(7);
      expect(i >= s && i < e).toBe(true);
    }
  });
  it('turns the page only for a horizontal swipe longer than 50 px', () => {
    expect(swipeDirection(-50, 0)).toBe(0);
    expect(swipeDirection(-51, 0)).toBe(1);
    expect(swipeDirection(80, 10)).toBe(-1);
    expect(swipeDirection(60, 90)).toBe(0);
  });
});
