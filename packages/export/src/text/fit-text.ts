import type { FontName } from './fonts';
import { textHeight } from './typeset';

/** The pdfkit document the fitter measures with (measuring only, never drawing). */
export type TextMeasurer = PDFKit.PDFDocument;

export type TextStyle = { font: FontName; max: number; min: number; lineGap: (size: number) => number };
export type FittedText = { text: string; size: number; rest: string };

const measure = (doc: TextMeasurer, text: string, style: TextStyle, size: number, width: number) =>
  textHeight(doc, text, style.font, size, { width, lineGap: style.lineGap(size) });

/**
 * Fits text into a box: the largest size from `max` down to `min` (half-point steps) at which it
 * all fits; if it does not fit even at `min`, the longest word-boundary prefix that fits and the
 * rest, which the caller flows onto continuation pages.
 */
export function fitText(
  doc: TextMeasurer,
  text: string,
  width: number,
  height: number,
  style: TextStyle,
): FittedText {
  const clean = text.trim();
  if (!clean) return { text: '', size: style.max, rest: '' };
  // Most page texts fit at `max`: one measure. Then the lower bound: a text that cannot fit at `min` skips
  // the size search.
  if (measure(doc, clean, style, style.max, width) <= height)
    return { text: clean, size: style.max, rest: '' };
  if (measure(doc, clean, style, style.min, width) <= height) {
    for (let size = style.max - 0.5; size > style.min; size -= 0.5) {
      if (measure(doc, clean, style, size, width) <= height) return { text: clean, size, rest: '' };
    }
    return { text: clean, size: style.min, rest: '' };
  }
  const words = clean.split(/(?<=\s)/);
  let lo = 1;
  let hi = words.length - 1;
  let best = 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (measure(doc, words.slice(0, mid).join(''), style, style.min, width) <= height) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return {
    text: words.slice(0, best).join('').trim(),
    size: style.min,
    rest: words.slice(best).join('').trim(),
  };
}
