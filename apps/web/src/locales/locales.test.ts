import { describe, expect, it } from 'vitest';
import en from './en';
import fr from './fr';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  );
}
const placeholdersOf = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
const valueAt = (obj: object, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;

describe('translations', () => {
  it('French has exactly the English keys', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });
  it('every French text keeps the English interpolation variables and is not empty', () => {
    for (const key of keys(en)) {
      const f = valueAt(fr, key);
      expect(f.trim(), key).not.toBe('');
      expect(placeholdersOf(f), key).toEqual(placeholdersOf(valueAt(en, key)));
    }
  });
});
