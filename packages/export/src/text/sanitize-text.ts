import { type FontName, fontFor } from './fonts';

/** Drawn in place of a run of characters the font cannot show (emoji, scripts we do not ship). */
export const MISSING_GLYPH = '?';

// Joiners, variation selectors and emoji modifiers belong to the character before them.
const COMBINING_INVISIBLE = /[\u200d\ufe00-\ufe0f\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/u;

export type SanitizedText = { text: string; missing: string[] };

/**
 * Makes any Unicode string safe to typeset with the shipped fonts: control characters go, and
 * each run of characters that neither the role's face nor a fallback face (Hebrew, Arabic, emoji)
 * can draw becomes one visible MISSING_GLYPH; the caller gets the list so it can warn.
 * `typeset` then draws the rest, right-to-left text included.
 */
export function sanitizeText(input: string, font: FontName): SanitizedText {
  const missing = new Set<string>();
  let out = '';
  let inMissingRun = false;
  const normalized = input.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  for (const ch of normalized) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\n') {
      out += ch;
      inMissingRun = false;
      continue;
    }
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) continue;
    if (COMBINING_INVISIBLE.test(ch)) {
      // Kept after a drawable character (an emoji's variation selector or skin tone), dropped
      // after a missing one.
      if (!inMissingRun) out += ch;
      continue;
    }
    if (ch === ' ' || fontFor(font, cp)) {
      out += ch;
      inMissingRun = false;
    } else {
      missing.add(ch);
      if (!inMissingRun) out += MISSING_GLYPH;
      inMissingRun = true;
    }
  }
  return { text: out, missing: [...missing] };
}

/** Collects one warning per distinct problem instead of one per page. */
export class TextWarnings {
  private readonly chars = new Set<string>();
  add(r: SanitizedText): string {
    for (const c of r.missing) this.chars.add(c);
    return r.text;
  }
  list(): string[] {
    const out: string[] = [];
    const shown = [...this.chars].filter((c) => !COMBINING_INVISIBLE.test(c));
    if (shown.length)
      out.push(
        `The fonts have no glyph for ${shown.length} character(s) (${shown.slice(0, 8).join(' ')}); they are printed as "${MISSING_GLYPH}".`,
      );
    return out;
  }
}
