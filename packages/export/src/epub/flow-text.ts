import { fitText, wrapLines } from './text-measure';

/** Body text sizes in CSS px on a 1200-px page (about 13–23 pt in print at 8.5 in wide). */
export const BODY = { max: 46, min: 26, lineHeight: 1.4 } as const;
/** Browsers and our metrics differ by a hair (kerning, hinting); keep this much width spare. */
const WIDTH_SLACK = 0.95;

export type TextChunk = { text: string; size: number };
type Area = { w: number; h: number };

/**
 * Fits a page's text into its box at the largest size that fits. Text too long even at the
 * smallest size is cut at line ends and the rest flows onto continuation pages (`rest` boxes),
 * so nothing is ever clipped on a fixed-layout page.
 */
export function flowText(text: string, first: Area, rest: Area): TextChunk[] {
  const fitted = fitText(text, 'body', { width: first.w * WIDTH_SLACK, height: first.h }, BODY);
  if (fitted) return [{ text, size: fitted.size }];
  const size = BODY.min;
  const lines = paragraphLines(text, first.w * WIDTH_SLACK, size);
  const chunks: TextChunk[] = [];
  let area = first;
  while (lines.length) {
    const fit = Math.max(1, Math.floor(area.h / (size * BODY.lineHeight)));
    const taken = lines.splice(0, fit);
    chunks.push({ text: joinLines(taken), size });
    area = rest;
  }
  return chunks;
}

type Line = { text: string; endsParagraph: boolean };

function paragraphLines(text: string, width: number, size: number): Line[] {
  return text.split('\n').flatMap((para) => {
    const lines = wrapLines(para, 'body', size, width);
    return lines.map((t, i) => ({ text: t, endsParagraph: i === lines.length - 1 }));
  });
}

const joinLines = (lines: Line[]) =>
  lines
    .map((l, i) => l.text + (i === lines.length - 1 ? '' : l.endsParagraph ? '\n' : ' '))
    .join('')
    .trim();
