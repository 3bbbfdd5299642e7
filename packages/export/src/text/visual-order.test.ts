import { describe, expect, it } from 'vitest';
import { visualOrder } from './visual-order';

describe('visualOrder', () => {
  it('leaves left-to-right text alone', () => {
    expect(visualOrder('Pip & the Moon 🚀')).toBe('Pip & the Moon 🚀');
  });
  it('reverses right-to-left text, keeps numbers and Latin readable, mirrors brackets', () => {
    expect(visualOrder('אב גד')).toBe('דג בא');
    expect(visualOrder('אב 12 (גד)')).toBe('(דג) 12 בא');
    expect(visualOrder('Pip אב גד')).toBe('Pip דג בא');
  });
  it('keeps an emoji inside right-to-left text whole', () => {
    expect(visualOrder('אב 🚀 גד')).toBe('דג 🚀 בא');
  });
});
