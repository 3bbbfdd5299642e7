import { describe, expect, it } from 'vitest';
import { estimateBookCredits } from './costs';
import { coverWrapSize, gutterMargin, interiorPageSize } from './kdp';

describe('KDP math', () => {
  it('adds bleed to the outer edge and top/bottom', () => {
    expect(interiorPageSize('8.5x8.5', true)).toEqual({ width: 8.625, height: 8.75 });
    expect(interiorPageSize('6x9', false)).toEqual({ width: 6, height: 9 });
  });
  it('computes the cover wrap with the spine', () => {
    const w = coverWrapSize('6x9', 100, 'cream');
    expect(w.spine).toBeCloseTo(0.25, 6);
    expect(w.width).toBeCloseTo(0.125 + 6 + 0.25 + 6 + 0.125, 6);
    expect(w.height).toBe(9.25);
  });
  it('picks the gutter by page count', () => {
    expect([24, 151, 301, 501, 701].map(gutterMargin)).toEqual([0.375, 0.5, 0.625, 0.75, 0.875]);
  });
  it('prices a book as the spec says', () => {
    expect(estimateBookCredits(8).credits).toBe(70);
    expect(estimateBookCredits(20, 'high').credits).toBe(155);
  });
});
