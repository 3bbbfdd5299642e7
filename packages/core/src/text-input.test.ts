import { describe, expect, it } from 'vitest';
import { normalizeText, optionalText, requiredText, visibleLength } from './text-input';

describe('text input normalisation', () => {
  it('removes NUL, controls and lone surrogates, composes to NFC, keeps emoji', () => {
    expect(normalizeText('a\u0000b\u0007c\u009b')).toBe('abc');
    expect(normalizeText('x\uD800y\uDC00z')).toBe('xyz');
    expect(normalizeText('Cafe\u0301 🦊')).toBe('Café 🦊');
    expect(normalizeText('one\r\ntwo\tthree', { multiline: true })).toBe('one\ntwo three');
    expect(normalizeText('one\ntwo')).toBe('one two');
  });

  it('strips bidi controls from single-line fields, keeps right-to-left letters', () => {
    expect(normalizeText('\u202EMilo\u202C and \u2067the\u2069 Moon\u200F')).toBe('Milo and the Moon');
    expect(normalizeText('שלום \u200Fעולם')).toBe('שלום עולם');
  });

  it('counts visible characters, refusing zero-width-only titles', () => {
    expect(visibleLength('\u200B\u200C\u200D\uFEFF \u2060')).toBe(0);
    expect(visibleLength('a\u200Bb')).toBe(2);
    const title = requiredText({ label: 'Title', max: 5 });
    expect(title.safeParse('\u200B\u200B').error?.issues[0].message).toBe('Title is required');
    expect(title.safeParse('123456').error?.issues[0].message).toBe('Title must be at most 5 characters');
    expect(title.parse('  🦊🦊🦊🦊🦊 ')).toBe('🦊🦊🦊🦊🦊');
    expect(optionalText({ label: 'Subtitle', max: 5 }).parse('\u200B')).toBeUndefined();
    expect(optionalText({ label: 'Subtitle', max: 5 }).parse(null)).toBeUndefined();
  });
});
