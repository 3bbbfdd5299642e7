import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager';

describe('pagerItems', () => {
  it('shows first, last, neighbours and ellipses', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 6)).toEqual([1, 2, '…', 6]);
    expect(pagerItems(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(pagerItems(3, 8)).toEqual([1, 2, 3, 4, '…', 8]);
    expect(pagerItems(6, 6)).toEqual([1, '…', 5, 6]);
    // A gap of one page shows the page instead of an ellipsis.
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
