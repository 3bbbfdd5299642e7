import bidiFactory from 'bidi-js';
import { FONTS, type FontName, fontFor } from './fonts';

/**
 * Text drawing for the PDFs. Text our own faces can draw entirely, left to right, goes to pdfkit
 * as before (its line breaking, its alignment). Other text — emoji, Hebrew, Arabic, mixed with
 * Latin or not — is laid out here: each character gets a face (the role's face, else a fallback
 * from FALLBACK_FONTS), lines are broken at spaces, the Unicode bidi algorithm (bidi-js) orders
 * each line's runs, and each run is drawn by pdfkit as one piece so fontkit shapes it (Arabic
 * joining forms) and lays right-to-left scripts out right to left.
 */
export type TypesetOptions = {
  width: number;
  lineGap?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  /** Lines below this height are not drawn (the fitter already made the text fit). */
  height?: number;
  /** false: one line, never broken (the spine). */
  lineBreak?: false;
};

const bidi = bidiFactory();
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
// Marks, joiners, variation selectors and emoji modifiers take the face of the character before.
const ATTACHED = /\p{M}|\u200c|\u200d|[\ufe00-\ufe0f]|[\u{1f3fb}-\u{1f3ff}]|[\u{e0020}-\u{e007f}]/u;
// Passing features makes pdfkit lay the run out in one piece instead of word by word, so a
// right-to-left run keeps its word order; fontkit adds the script's own required features.
const FEATURES: PDFKit.Mixins.OpenTypeFeatures[] = ['kern'];

/** True when pdfkit alone cannot draw the text right: a character needs another face, or it is RTL. */
export function needsLayout(text: string, font: FontName): boolean {
  if (RTL.test(text)) return true;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (ch !== '\n' && ch !== ' ' && !ATTACHED.test(ch) && fontFor(font, cp) !== FONTS[font]) return true;
  }
  return false;
}

type Piece = { text: string; file: string; level: number };
type Line = { pieces: Piece[]; width: number };
type Para = { lines: Line[]; rtl: boolean };

const lineAdvance = (doc: PDFKit.PDFDocument, font: FontName, size: number, gap: number) =>
  doc.font(FONTS[font]).fontSize(size).currentLineHeight(true) + gap;

// With features set pdfkit caches no layout, and fitting long text measures the same words at
// the same sizes many times: widths are kept here (bounded; they depend on face, size and text only).
const widths = new Map<string, number>();
function widthOf(doc: PDFKit.PDFDocument, p: { text: string; file: string }, size: number): number {
  const key = `${p.file}\u0000${size}\u0000${p.text}`;
  let w = widths.get(key);
  if (w === undefined) {
    if (widths.size > 100_000) widths.clear();
    w = doc.font(p.file).fontSize(size).widthOfString(p.text, { features: FEATURES });
    widths.set(key, w);
  }
  return w;
}

/** Splits a logical range into runs of one face and one bidi level. */
function runs(text: string, levels: Uint8Array, start: number, end: number, font: FontName): Piece[] {
  const out: Piece[] = [];
  let i = start;
  while (i < end) {
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    const level = levels[i];
    const last = out[out.length - 1];
    const cp = ch.codePointAt(0)!;
    // Marks and joiners stay with the character before them; spaces take the role's face (an
    // emoji face's space is a full em wide).
    const keep = last && last.level === level && ATTACHED.test(ch);
    const file = keep ? last.file : (fontFor(font, cp) ?? FONTS[font]);
    if (last && last.level === level && last.file === file) last.text += ch;
    else out.push({ text: ch, file, level });
    i += ch.length;
  }
  return out;
}

/** Bidi rule L2: reverse every sequence of runs at or above each odd level, highest first. */
function visualOrder(pieces: Piece[]): Piece[] {
  const out = [...pieces];
  const max = Math.max(0, ...out.map((p) => p.level));
  const minOdd = Math.min(...out.map((p) => p.level).filter((l) => l % 2 === 1), 99);
  for (let level = max; level >= minOdd && level > 0; level--) {
    for (let i = 0; i < out.length; ) {
      if (out[i].level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && out[j].level >= level) j++;
      out.splice(i, j - i, ...out.slice(i, j).reverse());
      i = j;
    }
  }
  // fontkit reverses runs of right-to-left script itself; neutral runs (emoji, punctuation) at
  // a right-to-left level are reversed here, cluster by cluster, with brackets mirrored.
  return out.map((p) =>
    p.level % 2 === 1 && !RTL.test(p.text)
      ? {
          ...p,
          text: [...new Intl.Segmenter().segment(p.text)]
            .map((s) => bidi.getMirroredCharacter(s.segment) ?? s.segment)
            .reverse()
            .join(''),
        }
      : p,
  );
}

/** Breaks each paragraph into lines no wider than `width` (a word wider than a line stands alone). */
function layout(doc: PDFKit.PDFDocument, text: string, font: FontName, size: number, width: number): Para[] {
  const space = doc.font(FONTS[font]).fontSize(size).widthOfString(' ');
  return text.split('\n').map((para) => {
    const { levels, paragraphs } = bidi.getEmbeddingLevels(para, 'auto');
    const rtl = (paragraphs[0]?.level ?? 0) % 2 === 1;
    const lines: Line[] = [];
    const words = [...para.matchAll(/[^ ]+/g)].map((m) => {
      const start = m.index;
      const end = start + m[0].length;
      const w = runs(para, levels, start, end, font).reduce((a, p) => a + widthOf(doc, p, size), 0);
      return { start, end, w };
    });
    let first = 0;
    let lineW = 0;
    const flush = (upTo: number) => {
      if (upTo <= first) return;
      const start = words[first].start;
      const end = words[upTo - 1].end;
      const pieces = visualOrder(runs(para, levels, start, end, font));
      lines.push({ pieces, width: pieces.reduce((a, p) => a + widthOf(doc, p, size), 0) });
      first = upTo;
      lineW = 0;
    };
    words.forEach((w, i) => {
      const next = i === first ? w.w : lineW + space + w.w;
      if (next > width && i > first) {
        flush(i);
        lineW = w.w;
      } else lineW = next;
    });
    flush(words.length);
    if (!lines.length) lines.push({ pieces: [], width: 0 });
    return { lines, rtl };
  });
}

/** Width of the text set on one line (the spine). */
export function lineWidth(doc: PDFKit.PDFDocument, text: string, font: FontName, size: number): number {
  if (!needsLayout(text, font)) return doc.font(FONTS[font]).fontSize(size).widthOfString(text);
  return Math.max(
    ...layout(doc, text, font, size, Number.POSITIVE_INFINITY).flatMap((p) => p.lines.map((l) => l.width)),
  );
}

/** Height the text takes at `size` within `width` (same line advance as pdfkit's). */
export function textHeight(
  doc: PDFKit.PDFDocument,
  text: string,
  font: FontName,
  size: number,
  o: TypesetOptions,
): number {
  if (!needsLayout(text, font))
    return doc.font(FONTS[font]).fontSize(size).heightOfString(text, { width: o.width, lineGap: o.lineGap });
  const n = layout(doc, text, font, size, o.width).reduce((a, p) => a + p.lines.length, 0);
  return n * lineAdvance(doc, font, size, o.lineGap ?? 0);
}

/** Draws text with its top-left at (x, y) like pdfkit's `text`; returns the y below it. */
export function typeset(
  doc: PDFKit.PDFDocument,
  text: string,
  font: FontName,
  size: number,
  x: number,
  y: number,
  o: TypesetOptions,
): number {
  if (!needsLayout(text, font)) {
    doc.font(FONTS[font]).fontSize(size).text(text, x, y, o);
    return doc.y;
  }
  const advance = lineAdvance(doc, font, size, o.lineGap ?? 0);
  const ascent = (doc.font(FONTS[font]).fontSize(size) as unknown as { _font: { ascender: number } })._font
    .ascender;
  let top = y;
  for (const para of layout(
    doc,
    text,
    font,
    size,
    o.lineBreak === false ? Number.POSITIVE_INFINITY : o.width,
  )) {
    for (const line of para.lines) {
      if (o.height !== undefined && top + advance > y + o.height + 1) return top;
      const align = o.align === 'center' || o.align === 'right' ? o.align : para.rtl ? 'right' : 'left';
      let cx =
        align === 'center'
          ? x + (o.width - line.width) / 2
          : align === 'right'
            ? x + o.width - line.width
            : x;
      const baseline = top + (ascent / 1000) * size;
      for (const p of line.pieces) {
        doc
          .font(p.file)
          .fontSize(size)
          .text(p.text, cx, baseline, { lineBreak: false, baseline: 'alphabetic', features: FEATURES });
        cx += widthOf(doc, p, size);
      }
      top += advance;
    }
  }
  doc.font(FONTS[font]);
  doc.x = x;
  doc.y = top;
  return top;
}
