// fontkit ships no types; we only ask a font whether it has a glyph for a code point.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
  export function create(data: Buffer): Font;
}
