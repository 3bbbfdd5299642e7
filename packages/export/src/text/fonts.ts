import { createRequire } from 'node:module';
import { FONT_FILES } from '@bookloom/core/fonts';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

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

/**
 * Faces for characters our two faces lack, tried in this order (Noto, OFL, shipped as TTF by
 * @expo-google-fonts): Hebrew, Arabic (fontkit shapes its joining forms), and monochrome emoji
 * (print is one ink colour anyway, and a colour-bitmap face would not embed as outlines).
 */
export const FALLBACK_FONTS = [
  require.resolve('@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf'),
  require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
  require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
] as const;

const parsed = new Map<string, fontkit.Font>();
// fontkit looks a code point up in the cmap through lazily decoded tables on every call (most of measuring a
// page's text took this): the answers, per font file, are kept. Bounded by the code points texts use.
const glyphs = new Map<string, Map<number, boolean>>();
/** True when the font file has a glyph for the code point (so pdfkit will not draw .notdef). */
export function fileHasGlyph(path: string, codePoint: number): boolean {
  const known = glyphs.get(path) ?? new Map<number, boolean>();
  const answer = known.get(codePoint);
  if (answer !== undefined) return answer;
  let f = parsed.get(path);
  if (!f) {
    f = fontkit.openSync(path);
    parsed.set(path, f);
  }
  const has = f.hasGlyphForCodePoint(codePoint);
  if (known.size === 0) glyphs.set(path, known);
  known.set(codePoint, has);
  return has;
}

/** True when the shipped font of this role has a glyph for the code point. */
export const fontHasGlyph = (font: FontName, codePoint: number): boolean =>
  fileHasGlyph(FONTS[font], codePoint);

/** The font file that draws a code point: the role's own face, else the first fallback that can. */
export function fontFor(font: FontName, codePoint: number): string | undefined {
  if (fontHasGlyph(font, codePoint)) return FONTS[font];
  return FALLBACK_FONTS.find((f) => fileHasGlyph(f, codePoint));
}
