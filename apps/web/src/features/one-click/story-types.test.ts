import { describe, expect, it } from 'vitest';
import en from '../../locales/en';
import { IDEA_KEYS, nextIdeaKey } from './story-types';

describe('one-click ideas', () => {
  it('every idea key has a sentence', () => {
    expect(IDEA_KEYS.every((k) => (en.oneClick.ideas as Record<string, string>)[k])).toBe(true);
    expect(Object.keys(en.oneClick.ideas)).toHaveLength(IDEA_KEYS.length);
  });
  it('a new idea is never the current one', () => {
    for (const r of [0, 0.5, 0.999]) expect(nextIdeaKey('i1', () => r)).not.toBe('i1');
    expect(nextIdeaKey('i12', () => 0.999)).toBe('i11');
  });
});
