import { z } from 'zod';

// A high surrogate not followed by a low one, or a low one without a high one before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// C0 (NUL included) and C1 controls and DEL; line breaks and tabs are handled apart.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// Embeddings, overrides, isolates and marks: they reorder what is shown (a title that reads
// differently from what it is) and break typesetting. Scripts written right-to-left need none.
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Characters that take no room on the page: a title made only of them is empty.
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each invisible character is matched on its own, on purpose
const INVISIBLE = /[\s\u00AD\u034F\u180E\u200B-\u200D\u2060-\u2064\u3164\uFEFF\uFE00-\uFE0F\u115F\u1160]/gu;

/**
 * The one normalisation of text people type (server and web share it): lone surrogates and
 * control characters removed, Unicode NFC, line breaks kept only where a field is multi-line,
 * bidi controls removed from single-line fields (titles, names), surrounding spaces trimmed.
 */
export function normalizeText(input: string, opts: { multiline?: boolean } = {}): string {
  let s = input.replace(LONE_SURROGATE, '').normalize('NFC');
  s = s.replace(/\r\n?/g, '\n').replace(CONTROL, '');
  if (opts.multiline) s = s.replace(/\t/g, ' ');
  else s = s.replace(/[\n\t]+/g, ' ').replace(BIDI, '');
  return s.trim();
}

/** Characters a reader sees (zero-width and blank characters do not count). */
export const visibleLength = (s: string) => [...s.replace(INVISIBLE, '')].length;

type TextRule = { label: string; max: number; multiline?: boolean };

/** A required text field: normalised, at least one visible character, at most `max` characters. */
export const requiredText = ({ label, max, multiline }: TextRule) =>
  z
    .string({ error: `${label} is required` })
    .transform((s) => normalizeText(s, { multiline }))
    .pipe(
      z
        .string()
        .refine((s) => visibleLength(s) > 0, `${label} is required`)
        .refine((s) => [...s].length <= max, `${label} must be at most ${max} characters`),
    );

/** An optional text field: normalised; empty or invisible-only becomes undefined. */
export const optionalText = ({ label, max, multiline }: TextRule) =>
  z
    .string()
    .nullish()
    .transform((s) => (s == null ? undefined : normalizeText(s, { multiline })))
    .pipe(
      z
        .string()
        .refine((s) => [...s].length <= max, `${label} must be at most ${max} characters`)
        .optional(),
    )
    .transform((s) => (s && visibleLength(s) > 0 ? s : undefined));
