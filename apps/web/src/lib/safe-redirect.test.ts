import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeRedirect('/my-books?x=1')).toBe('/my-books?x=1');
  });
  it('falls back to /dashboard for anything else', () => {
    for (const bad of [
      undefined,
      null,
      42,
      '',
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      '/auth',
      '/reset-password?token=x',
    ]) {
      expect(safeRedirect(bad)).toBe('/dashboard');
    }
  });
});
