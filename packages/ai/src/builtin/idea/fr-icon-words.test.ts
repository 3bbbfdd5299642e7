import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FR_ICON_WORDS, frIconFor } from './fr-icon-words';

describe('French names of the picture set’s icons', () => {
  it('maps only to icons the set really has', () => {
    const chars = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/chars.json') as Record<
      string,
      string
    >;
    const names = new Set(Object.values(chars));
    const missing = Object.keys(FR_ICON_WORDS).filter((icon) => !names.has(icon));
    expect(missing).toEqual([]);
  });

  it.each([
    ['cuillère', 'spoon'],
    ['cuillères', 'spoon'],
    ['montre', 'watch'],
    ['bougie', 'candle'],
    ['casserole', undefined],
  ])('%s → %s', (fr, icon) => {
    expect(frIconFor(fr)?.icon).toBe(icon);
  });
});
