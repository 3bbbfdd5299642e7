import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter } from './retry-policy';

describe('retry policy', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(
      parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')),
    ).toBe(10_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
  it('backs off exponentially with jitter, and a longer Retry-After wins', () => {
    const p = { timeoutMs: 1000, maxRetries: 3, baseDelayMs: 100, maxDelayMs: 10_000 };
    expect(backoffDelay(0, p, undefined, () => 0)).toBe(50);
    expect(backoffDelay(2, p, undefined, () => 1)).toBe(400);
    expect(backoffDelay(0, p, 2000, () => 1)).toBe(2000);
    expect(backoffDelay(10, p, undefined, () => 1)).toBe(10_000);
  });
});
