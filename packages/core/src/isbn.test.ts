import { describe, expect, it } from 'vitest';
import { normalizeIsbn } from './isbn';

describe('normalizeIsbn', () => {
  it('accepts valid ISBN-13 and ISBN-10 as typed, hyphens and all', () => {
    expect(normalizeIsbn('978-0-306-40615-7')).toBe('9780306406157');
    expect(normalizeIsbn('ISBN 0-306-40615-2')).toBe('0306406152');
    expect(normalizeIsbn('0-8044-2957-x')).toBe('080442957X');
  });
  it('rejects a wrong check digit, a wrong length or letters', () => {
    expect(normalizeIsbn('978-0-306-40615-8')).toBeNull();
    expect(normalizeIsbn('0-306-40615-3')).toBeNull();
    expect(normalizeIsbn('97803064061')).toBeNull();
    expect(normalizeIsbn('abc')).toBeNull();
  });
});
