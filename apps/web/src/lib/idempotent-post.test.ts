import { describe, expect, it } from 'vitest';
import { ApiFieldError, IdempotencyAttempt } from './idempotent-post';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('IdempotencyAttempt', () => {
  it('reuses the key for the same body until the attempt settles', () => {
    const a = new IdempotencyAttempt(counter());
    expect(a.keyFor({ title: 'A' })).toBe('key-1');
    expect(a.keyFor({ title: 'A' })).toBe('key-1');
    a.settle();
    expect(a.keyFor({ title: 'A' })).toBe('key-2');
  });
  it('keeps the key after a lost answer or a 5xx, so a retry cannot charge twice', () => {
    const a = new IdempotencyAttempt(counter());
    a.keyFor({ title: 'A' });
    a.settle(new TypeError('Failed to fetch'));
    expect(a.keyFor({ title: 'A' })).toBe('key-1');
    a.settle(new ApiFieldError(503, 'content_check_failed', 'try again', {}));
    expect(a.keyFor({ title: 'A' })).toBe('key-1');
  });
  it('starts a fresh attempt after a definite 4xx answer or a changed body', () => {
    const a = new IdempotencyAttempt(counter());
    a.keyFor({ title: 'A' });
    a.settle(new ApiFieldError(402, 'insufficient_credits', 'no', {}));
    expect(a.keyFor({ title: 'A' })).toBe('key-2');
    expect(a.keyFor({ title: 'B' })).toBe('key-3');
  });
});
