import { r } from './icons';
import { escapeXml } from './render';

/** Rough advance width of Andika/Fredoka per em (enough to wrap short lines inside pictures). */
const EM = 0.52;

/** Greedy word wrap by estimated width; long words are kept whole. */
export function wrapText(text: string, size: number, width: number, maxLines = 4): string[] {
  const perLine = Math.max(4, Math.floor(width / (size * EM)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].replace(/[.,;:!?…]*$/, '')}…`;
  }
  return lines;
}

/** Centred lines of text typeset with our fonts (resvg renders them; never a model). */
export function textLines(
  lines: string[],
  cx: number,
  top: number,
  size: number,
  o: { family?: 'Andika' | 'Fredoka'; weight?: number; fill?: string; lineHeight?: number } = {},
) {
  const lh = size * (o.lineHeight ?? 1.2);
  return lines
    .map(
      (l, i) =>
        `<text x="${r(cx)}" y="${r(top + size * 0.9 + i * lh)}" text-anchor="middle" font-family="${o.family ?? 'Andika'}" font-weight="${o.weight ?? 400}" font-size="${r(size)}" fill="${o.fill ?? '#222'}">${escapeXml(l)}</text>`,
    )
    .join('');
}
