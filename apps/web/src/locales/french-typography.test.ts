import { ORDINARY_SPACE_BEFORE_PUNCTUATION } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { privacyFr } from '../features/legal/privacy-fr';
import { termsFr } from '../features/legal/terms-fr';
import fr from './fr';

/** Every string of a nested object, with its path. */
function stringsOf(obj: unknown, path = ''): [string, string][] {
  if (typeof obj === 'string') return [[path, obj]];
  if (obj && typeof obj === 'object')
    return Object.entries(obj).flatMap(([k, v]) => stringsOf(v, path ? `${path}.${k}` : k));
  return [];
}

/**
 * Issue 18: French puts a no-break space before ":" (U+00A0) and a narrow no-break space before "?", "!"
 * and ";" (U+202F). With an ordinary space the browser may wrap the mark onto a line of its own (the
 * support chat at 390 px did). Any French text with an ordinary space there fails here, by its key.
 */
describe('French typography of the catalogue', () => {
  it.each([
    ['the French catalogue', fr],
    ['the French privacy policy', privacyFr],
    ['the French terms', termsFr],
  ])('%s has no ordinary space before : ? ! ;', (_, texts) => {
    const wrong = stringsOf(texts).filter(([, s]) => ORDINARY_SPACE_BEFORE_PUNCTUATION.test(s));
    expect(wrong.map(([key, s]) => `${key}: ${s}`)).toEqual([]);
  });

  // « Léo au village » at 390 px: with ordinary spaces the closing guillemet wrapped onto a line of its own.
  it.each([
    ['the French catalogue', fr],
    ['the French privacy policy', privacyFr],
    ['the French terms', termsFr],
  ])('%s has no-break spaces inside « guillemets »', (_, texts) => {
    const wrong = stringsOf(texts).filter(([, s]) => /«[ \t]|[ \t]»/.test(s));
    expect(wrong.map(([key, s]) => `${key}: ${s}`)).toEqual([]);
  });
});
