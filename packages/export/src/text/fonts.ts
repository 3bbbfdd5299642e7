import { FONT_FILES } from '@bookloom/core/fonts';
import * as fontkit from 'fontkit';

/** pdfkit font names we register; each is a shipped OFL TTF that pdfkit embeds as a subset. */
export const FONTS = { body: 'body', bodyBold: 'bodyBold', display: 'display' } as const;
export type FontName = keyof typeof FONTS;

type Registrar = { registerFont(name: string, src: string): unknown };

export function registerFonts(doc: Registrar): void {
  doc.registerFont(FONTS.body, FONT_FILES.body);
  doc.registerFont(FONTS.bodyBold, FONT_FILES.bodyBold);
  doc.registerFont(FONTS.display, FONT_FILES.display);
}

const coverage = new Map<FontName, fontkit.Font>();
/** True when the shipped font has a glyph for the code point (so pdfkit will not draw .notdef). */
export function fontHasGlyph(font: FontName, codePoint: number): boolean {
  let f = coverage.get(font);
  if (!f) {
    f = fontkit.openSync(FONT_FILES[font]);
    coverage.set(font, f);
  }
  return f.hasGlyphForCodePoint(codePoint);
}
