import type { BookDocument } from '@bookloom/core';
import { type Face, fitText, hasGlyph, wrapLines } from '../epub/text-measure';
import { oneLine } from '../epub/xml-text';
import { FALLBACK_FONTS, fileHasGlyph } from '../text/fonts';
import { INVISIBLE } from './emoji-glyphs';

const ARABIC = FALLBACK_FONTS[1];
/** Emoji are drawn as outlines by cover-svg (resvg's font fallback left an empty box for them). */
const EMOJI = FALLBACK_FONTS[2];

export type TextBlock = { lines: string[]; size: number; face: Face; lineHeight: number; color: string };
export type CoverText = {
  title: TextBlock;
  subtitle?: TextBlock;
  author: TextBlock;
  warnings: string[];
  /** Some character needs a fallback face: resvg must load FALLBACK_FONTS. */
  fallbackFonts: boolean;
};

/**
 * resvg runs without system fonts (the same result on every machine), so a character no shipped
 * face can draw would be an empty box: it is left out and reported in `dropped`. resvg falls back
 * to one other face per text element (mixing two leaves boxes) and does no Arabic shaping
 * (cover-svg puts Hebrew in visual order itself, under an LTR override), so each text may borrow from one fallback face,
 * Hebrew or emoji; Arabic, and a second fallback face, are left out and reported.
 */
function drawable(text: string, face: Face, dropped: Set<string>, fallback: { used: boolean }): string {
  let out = '';
  let borrowed: string | undefined;
  for (const ch of oneLine(text)) {
    const cp = ch.codePointAt(0)!;
    const from = FALLBACK_FONTS.find((f) => f !== ARABIC && f !== EMOJI && fileHasGlyph(f, cp));
    if (ch === ' ' || hasGlyph(face, cp) || (fileHasGlyph(EMOJI, cp) && !INVISIBLE.test(ch))) out += ch;
    else if (from && (borrowed ?? from) === from) {
      borrowed = from;
      out += ch;
      fallback.used = true;
    } else if (!/[\u200d\ufe0e\ufe0f]/u.test(ch)) dropped.add(ch);
  }
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * Fits the title (as large as the zone allows, shrinking for long titles), the subtitle and the
 * author line into their widths and heights, in px. A title too long even at the smallest size
 * is cut with an ellipsis and reported.
 */
export function layoutCoverText(doc: BookDocument, u: number, width: number, titleZoneH: number): CoverText {
  const dropped = new Set<string>();
  const fallback = { used: false };
  const warnings: string[] = [];
  const title = drawable(doc.title, 'display', dropped, fallback) || '…';
  const subtitle = doc.subtitle ? drawable(doc.subtitle, 'body', dropped, fallback) : '';
  const author = drawable(doc.author, 'display', dropped, fallback) || '…';

  let sub: TextBlock | undefined;
  if (subtitle) {
    const f = fitText(
      subtitle,
      'body',
      { width, height: titleZoneH * 0.28 },
      { max: 58 * u, min: 34 * u, lineHeight: 1.25 },
    );
    sub = block(f ?? cut(subtitle, 'body', 34 * u, width, 2), 'body', 1.25, '#5a4f49');
  }
  const titleH = titleZoneH - (sub ? sub.lines.length * sub.size * sub.lineHeight + 24 * u : 0);
  let t = fitText(
    title,
    'display',
    { width, height: titleH },
    { max: 180 * u, min: 64 * u, lineHeight: 1.1 },
  );
  if (!t) {
    t = cut(title, 'display', 64 * u, width, Math.max(1, Math.floor(titleH / (64 * u * 1.1))));
    warnings.push('The title is too long for the cover at a legible size; it was shortened with "…".');
  }
  const a =
    fitText(
      author,
      'display',
      { width, height: 2 * 80 * u * 1.15 },
      { max: 80 * u, min: 40 * u, lineHeight: 1.15 },
    ) ?? cut(author, 'display', 40 * u, width, 2);
  if (dropped.size)
    warnings.push(
      `The cover image cannot show ${[...dropped].slice(0, 8).join(' ')} (no glyph in the cover fonts, or Arabic, which the cover renderer cannot shape); those characters were left out of the cover.`,
    );
  return {
    title: block(t, 'display', 1.1, '#2b2522'),
    subtitle: sub,
    author: block(a, 'display', 1.15, '#3d3532'),
    warnings,
    fallbackFonts: fallback.used,
  };
}

const block = (
  f: { size: number; lines: string[] },
  face: Face,
  lineHeight: number,
  color: string,
): TextBlock => ({
  ...f,
  face,
  lineHeight,
  color,
});

/** The first `maxLines` wrapped lines, the last ending in an ellipsis. */
function cut(text: string, face: Face, size: number, width: number, maxLines: number) {
  const lines = wrapLines(text, face, size, width);
  if (lines.length <= maxLines) return { size, lines };
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (last.length > 1 && wrapLines(last, face, size, width).length > 1)
    last = `${last.slice(0, -2).trimEnd()}…`;
  kept[maxLines - 1] = last;
  return { size, lines: kept };
}
