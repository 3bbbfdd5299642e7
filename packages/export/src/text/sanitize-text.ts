import { type FontName, fontHasGlyph } from './fonts';

/** Drawn in place of a run of characters the font cannot show (emoji, scripts we do not ship). */
export const MISSING_GLYPH = '?';

// Joiners, variation selectors and emoji modifiers belong to the character before them.
const COMBINING_INVISIBLE = /[\u200d\ufe00-\ufe0f\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/u;
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

export type SanitizedText = { text: string; missing: string[]; rtl: boolean };

/**
 * Makes any Unicode string safe to typeset with a shipped font: control characters go, each run of
 * characters without a glyph becomes one visible MISSING_GLYPH, and the caller gets the list so it
 * can warn. Right-to-left scripts are not shaped by our typesetter; they are reported as such.
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
      if (!inMissingRun) missing.add(ch);
      continue;
    }
    if (ch === ' ' || fontHasGlyph(font, cp)) {
      out += ch;
      inMissingRun = false;
    } else {
      missing.add(ch);
      if (!inMissingRun) out += MISSING_GLYPH;
      inMissingRun = true;
    }
  }
  return { text: out, missing: [...missing], rtl: RTL.test(normalized) };
}

/** Collects one warning per distinct problem instead of one per page. */
export class TextWarnings {
  private readonly chars = new Set<string>();
  private rtl = false;
  add(r: SanitizedText): string {
    for (const c of r.missing) this.chars.add(c);
    if (r.rtl) this.rtl = true;
    return r.text;
  }
  list(): string[] {
    const out: string[] = [];
    const shown = [...this.chars].filter((c) => !COMBINING_INVISIBLE.test(c));
    if (shown.length)
      out.push(
        `The fonts have no glyph for ${shown.length} character(s) (${shown.slice(0, 8).join(' ')}); they are printed as "${MISSING_GLYPH}".`,
      );
    if (this.rtl)
      out.push('Right-to-left text (Hebrew/Arabic) is not supported by the print typesetter yet.');
    return out;
  }
}
