import { describe, expect, it } from 'vitest';
import { cut } from './history-preview';

describe('history previews', () => {
  it('cut descriptions to 100 and appearance to 80 characters, with an ellipsis only when cut', () => {
    expect(cut('a'.repeat(150), 100)).toBe(`${'a'.repeat(100)}…`);
    expect(cut('b'.repeat(80), 80)).toBe('b'.repeat(80));
    expect(cut(undefined, 80)).toBe('');
  });
});
