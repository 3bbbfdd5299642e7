import { FONT_FILES } from '@bookloom/core/fonts';
import * as fontkit from 'fontkit';

/** The shipped faces we typeset with: Andika for reading text, Fredoka SemiBold for titles. */
export type Face = 'body' | 'display';

/** The part of a fontkit font we use (the package's own declaration only covers glyph checks). */
type MetricFont = {
  unitsPerEm: number;
  hasGlyphForCodePoint(cp: number): boolean;
  glyphForCodePoint(cp: number): { advanceWidth: number };
};
type Metrics = { font: MetricFont; advance: Map<number, number> };
const faces = new Map<Face, Metrics>();

function metrics(face: Face): Metrics {
  let m = faces.get(face);
  if (!m) {
    m = { font: fontkit.openSync(FONT_FILES[face]) as unknown as MetricFont, advance: new Map() };
    faces.set(face, m);
  }
  return m;
}

export const hasGlyph = (face: Face, codePoint: number) => metrics(face).font.hasGlyphForCodePoint(codePoint);

/**
 * Width of `text` at 1 px font size. Sums glyph advances (no kerning, which only ever narrows a
 * line); characters the face lacks (emoji) are counted as 1 em, what a fallback font about takes.
 */
export function textWidth(text: string, face: Face): number {
  const m = metrics(face);
  let w = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    let a = m.advance.get(cp);
    if (a === undefined) {
      a = m.font.hasGlyphForCodePoint(cp) ? m.font.glyphForCodePoint(cp).advanceWidth / m.font.unitsPerEm : 1;
      m.advance.set(cp, a);
    }
    w += a;
  }
  return w;
}

/** Greedy line breaking at spaces (explicit newlines kept); a word wider than a line is cut. */
export function wrapLines(text: string, face: Face, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const space = textWidth(' ', face) * size;
  for (const para of text.split('\n')) {
    let line = '';
    let lineW = 0;
    for (const word of para.split(/ +/).filter(Boolean)) {
      for (const piece of splitLongWord(word, face, size, maxWidth)) {
        const w = textWidth(piece, face) * size;
        if (line && lineW + space + w > maxWidth) {
          lines.push(line);
          line = '';
          lineW = 0;
        }
        line = line ? `${line} ${piece}` : piece;
        lineW += (lineW ? space : 0) + w;
      }
    }
    lines.push(line);
  }
  return lines;
}

function splitLongWord(word: string, face: Face, size: number, maxWidth: number): string[] {
  if (textWidth(word, face) * size <= maxWidth) return [word];
  const pieces: string[] = [];
  let cur = '';
  for (const ch of word) {
    if (cur && textWidth(cur + ch, face) * size > maxWidth) {
      pieces.push(cur);
      cur = '';
    }
    cur += ch;
  }
  if (cur) pieces.push(cur);
  return pieces;
}

export type Fitted = { size: number; lines: string[] };

/**
 * Largest font size (stepping down from `max` to `min`) at which the wrapped text fits the box.
 * Returns undefined when it does not fit even at `min`; the caller flows or truncates.
 */
export function fitText(
  text: string,
  face: Face,
  box: { width: number; height: number },
  sizes: { max: number; min: number; lineHeight: number },
): Fitted | undefined {
  for (const size of sizeSteps(sizes.max, sizes.min)) {
    const lines = wrapLines(text, face, size, box.width);
    if (lines.length * size * sizes.lineHeight <= box.height) return { size, lines };
  }
  return undefined;
}

/** max, then 6% smaller steps, ending exactly at min. */
function sizeSteps(max: number, min: number): number[] {
  const steps: number[] = [];
  for (let s = max; s > min; s = Math.floor(s * 0.94)) steps.push(s);
  steps.push(min);
  return steps;
}
