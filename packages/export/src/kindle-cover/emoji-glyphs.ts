import * as fontkit from 'fontkit';
import { FALLBACK_FONTS } from '../text/fonts';

type Glyph = { advanceWidth: number; path: { toSVG(): string } };
type EmojiFont = {
  unitsPerEm: number;
  hasGlyphForCodePoint(cp: number): boolean;
  glyphForCodePoint(cp: number): Glyph;
};

let font: EmojiFont | undefined;
const emoji = () => {
  font ??= fontkit.openSync(FALLBACK_FONTS[2]) as unknown as EmojiFont;
  return font;
};

/** Joiners and presentation selectors: no glyph of their own. */
export const INVISIBLE = /[\u200d\ufe0e\ufe0f]/u;

/** True when the monochrome emoji face (Noto Emoji) draws this code point. */
export const isEmoji = (cp: number) => emoji().hasGlyphForCodePoint(cp);

/** Advance of an emoji at 1 px font size. */
export const emojiWidth = (cp: number) => emoji().glyphForCodePoint(cp).advanceWidth / emoji().unitsPerEm;

/**
 * An emoji as an SVG path at (x, baseline), `size` px: resvg left an empty box for "Müller 🐻"
 * and dropped the whole text when the emoji had its own tspan, so the cover draws emoji outlines
 * itself (fontkit's glyph path; font units are y-up, hence the negative vertical scale).
 */
export function emojiPath(cp: number, x: number, baseline: number, size: number, fill: string) {
  const f = emoji();
  const k = size / f.unitsPerEm;
  const d = f.glyphForCodePoint(cp).path.toSVG();
  return `<path d="${d}" transform="translate(${x.toFixed(1)} ${baseline.toFixed(1)}) scale(${k.toFixed(5)} ${(-k).toFixed(5)})" fill="${fill}"/>`;
}
