import { FONT_FILES } from '@bookloom/core/fonts';
import * as fontkit from 'fontkit';

/**
 * The pdfkit font for each role is the shipped OFL TTF's path: pdfkit caches fonts by that name,
 * so the document's default font (also the body path) is parsed once, and embeds each as a subset.
 */
export const FONTS = {
  body: FONT_FILES.body,
  bodyBold: FONT_FILES.bodyBold,
  display: FONT_FILES.display,
} as const;
export type FontName = keyof typeof FONTS;

const coverage = new Map<FontName, fontkit.Font>();
/** True when the shipped font has a glyph for the code point (so pdfkit will not draw .notdef). */
export function fontHasGlyph(font: FontName, codePoint: number): boolean {
  let f = coverage.get(font);
  if (!f) {
    f = fontkit.openSync(FONTS[font]);
    coverage.set(font, f);
  }
  return f.hasGlyphForCodePoint(codePoint);
}
