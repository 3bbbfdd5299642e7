import { describe, expect, it } from 'vitest';
import { landmarkFor } from './landmarks';

/**
 * "Ski coloring book" drew its nursery slope page as the baby's nursery (a cot and a mobile on the
 * snow): the slope's beginners' run is the ski slope, the baby's room is still the nursery.
 */
describe('the nursery slope is a ski slope, not a baby’s room', () => {
  it.each([
    ['the nursery slope of the snowy ski slope', 'ski-slope'],
    ['the nursery, the baby’s bedroom', 'nursery'],
    ['the nursery', 'nursery'],
  ])('%s → %s', (place, id) => {
    expect(landmarkFor(place)?.id).toBe(id);
  });
});
