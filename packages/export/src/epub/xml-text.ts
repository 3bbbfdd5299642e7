/**
 * Everything the user typed ends up in XML (XHTML, OPF, SVG). XML 1.0 forbids most control
 * characters and lone surrogates even when escaped, so they are removed before escaping;
 * emoji, right-to-left scripts and accents pass through untouched.
 */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** NFC, line endings unified, characters XML cannot hold removed. */
export const cleanText = (s: string): string =>
  s.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(NOT_XML, '');

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Cleans and escapes text for element content and attribute values alike. */
export const xml = (s: string): string => cleanText(s).replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** Cleaned text on one line (for titles, alt text and attributes). */
// Only ordinary white space is collapsed: no-break spaces stay (French punctuation relies on them).
export const oneLine = (s: string): string =>
  cleanText(s)
    .replace(/[ \t\n\r\f\v]+/g, ' ')
    .trim();

const RTL_CHAR = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const STRONG_CHAR = /[\p{L}]/u;

/** Direction of the first strong character, so Hebrew/Arabic paragraphs read right to left. */
export function textDirection(s: string): 'rtl' | 'ltr' {
  for (const ch of s) if (STRONG_CHAR.test(ch)) return RTL_CHAR.test(ch) ? 'rtl' : 'ltr';
  return 'ltr';
}
