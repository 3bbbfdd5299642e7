import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { BookDocument } from '@bookloom/core';
import { FONT_FILES } from '@bookloom/core/fonts';
import { FALLBACK_FONTS, fileHasGlyph } from '../text/fonts';
import type { FallbackFace } from './stylesheet';

// subset-font ships no types; typed here (not in a .d.ts) so packages that compile our sources see them.
type SubsetFont = (
  font: Buffer,
  text: string,
  options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; preserveNameIds?: number[] },
) => Promise<Buffer>;
const subsetFont = createRequire(import.meta.url)('subset-font') as SubsetFont;

const fontBytes = { body: readFile(FONT_FILES.body), display: readFile(FONT_FILES.display) };

/**
 * The embedded faces cut down to the characters the book's pages use (HarfBuzz hb-subset: cmap,
 * kerning and GSUB closure kept, so accents, ligatures and Hebrew still shape). Andika alone is
 * 630 KB with glyphs for scripts a picture book never shows. `text` may include markup: a few
 * extra ASCII glyphs cost nothing. The no-break space is added for the `&#160;` the pages write.
 */
export async function subsetFonts(text: string): Promise<{ body: Buffer; display: Buffer }> {
  const chars = [...new Set(`${text}\u00a0`)].join('');
  // 1 (family), 2 (subfamily), 4 (full name), 6 (PostScript name) stay by default; keep the
  // copyright (0), version (5), licence (13, 14) too: the OFL asks that they travel with the font.
  const keep = { targetFormat: 'sfnt' as const, preserveNameIds: [0, 5, 13, 14] };
  const [body, display] = await Promise.all([
    fontBytes.body.then((f) => subsetFont(f, chars, keep)),
    fontBytes.display.then((f) => subsetFont(f, chars, keep)),
  ]);
  return { body, display };
}

/** Printable ASCII, Latin-1 and the typographic marks our own wording and French spacing use. */
const BASE = `${String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i))}${String.fromCharCode(
  ...Array.from({ length: 96 }, (_, i) => 0xa0 + i),
)}‘’“”–—…•\u202f`;

/**
 * Characters the pages will most likely use, known before any page is written: everything the
 * user typed plus BASE. Subsetting from it can start at once, alongside the image work; the
 * caller checks the written pages against it (`covers`) and subsets again in the rare miss.
 */
export const expectedChars = (doc: BookDocument): string => `${BASE}${JSON.stringify(doc)}`;

/** True when every character of `text` is in `chars`. */
export function covers(chars: string, text: string): boolean {
  const have = new Set(chars);
  for (const ch of text) if (!have.has(ch)) return false;
  return true;
}

const FALLBACK_FAMILIES = ['Noto Sans Hebrew', 'Noto Sans Arabic', 'Noto Emoji'];

/**
 * The print edition's fallback faces (Noto Hebrew, Arabic, Emoji) the pages need, each cut to the
 * characters neither Andika nor Fredoka has, so every reader shows them the same way.
 */
export async function fallbackFonts(text: string): Promise<(FallbackFace & { data: Buffer })[]> {
  const missing = [...new Set(text)].filter((ch) => {
    const cp = ch.codePointAt(0)!;
    return cp > 0x20 && !fileHasGlyph(FONT_FILES.body, cp) && !fileHasGlyph(FONT_FILES.display, cp);
  });
  const out: (FallbackFace & { data: Buffer })[] = [];
  for (const [i, file] of FALLBACK_FONTS.entries()) {
    const chars = missing.filter((ch) => fileHasGlyph(file, ch.codePointAt(0)!));
    if (!chars.length) continue;
    // Joiners and variation selectors ride along so emoji sequences keep their ligatures.
    const data = await subsetFont(await readFile(file), `${chars.join('')}\u200d\ufe0f `, {
      targetFormat: 'sfnt',
      preserveNameIds: [0, 5, 13, 14],
    });
    const family = FALLBACK_FAMILIES[i];
    out.push({ family, href: `fonts/${family.toLowerCase().replace(/ /g, '-')}.ttf`, data });
  }
  return out;
}
