import { hasGlyph, textWidth } from '../epub/text-measure';
import { xml } from '../epub/xml-text';
import { visualOrder } from '../text/visual-order';
import type { TextBlock } from './cover-text';
import { emojiPath, emojiWidth, INVISIBLE, isEmoji } from './emoji-glyphs';

/** A vertical band; the panel inside it hugs its text and sits at `anchor`. */
export type Zone = { y: number; h: number; anchor: 'start' | 'middle' | 'end' };
export type CoverOverlay = {
  width: number;
  height: number;
  u: number;
  title: TextBlock;
  subtitle?: TextBlock;
  /** Absent: no author panel (a standalone cover may have no author line). */
  author?: TextBlock;
  /** Vertical zones of the title and author panels. */
  titleZone: Zone;
  authorZone: Zone;
  /** No art at all: draw our own soft sky background. */
  plainBackground: boolean;
};

const FAMILY = { display: 'Fredoka', body: 'Andika' } as const;
const WEIGHT = { display: 600, body: 400 } as const;
const PANEL = '#fffaf3';

const blockHeight = (b: TextBlock) => b.lines.length * b.size * b.lineHeight;

/**
 * resvg runs the bidi algorithm itself: it would turn our visual-order Hebrew back around (and
 * reorder the runs between emoji on its own). A left-to-right override keeps the order we give.
 */
const asDrawn = (text: string) => `\u202d${xml(text)}\u202c`;

/** Lines centred horizontally; each baseline sits a little below the middle of its line box. */
function lines(b: TextBlock, cx: number, top: number): string {
  return b.lines
    .map((line, i) => {
      const y = top + (i + 0.5) * b.size * b.lineHeight + b.size * 0.34;
      const visual = visualOrder(line);
      if (![...visual].some((ch) => !hasGlyph(b.face, ch.codePointAt(0)!) && isEmoji(ch.codePointAt(0)!)))
        return `<text x="${cx}" y="${y.toFixed(1)}" text-anchor="middle" ${attrs(b)}>${asDrawn(visual)}</text>`;
      return withEmoji(visual, b, cx, y);
    })
    .join('');
}

const attrs = (b: TextBlock) =>
  `font-family="${FAMILY[b.face]}" font-weight="${WEIGHT[b.face]}" font-size="${b.size.toFixed(1)}" fill="${b.color}"`;

/** A line with emoji: our face's runs as text, each emoji as its outline, centred together. */
function withEmoji(line: string, b: TextBlock, cx: number, y: number): string {
  const parts: { text?: string; emoji?: number }[] = [];
  for (const ch of line) {
    const cp = ch.codePointAt(0)!;
    if (INVISIBLE.test(ch)) continue;
    if (!hasGlyph(b.face, cp) && isEmoji(cp)) parts.push({ emoji: cp });
    else if (parts.at(-1)?.text !== undefined) parts[parts.length - 1].text += ch;
    else parts.push({ text: ch });
  }
  const width = (p: (typeof parts)[number]) =>
    (p.emoji !== undefined ? emojiWidth(p.emoji) : textWidth(p.text!, b.face)) * b.size;
  let x = cx - parts.reduce((w, p) => w + width(p), 0) / 2;
  let out = '';
  for (const p of parts) {
    out +=
      p.emoji !== undefined
        ? emojiPath(p.emoji, x, y, b.size, b.color)
        : `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" ${attrs(b)} xml:space="preserve">${asDrawn(p.text!)}</text>`;
    x += width(p);
  }
  return out;
}

/** A rounded light panel sized to its content, centred in its zone, and the text on it. */
function panel(o: CoverOverlay, zone: Zone, blocks: TextBlock[], gap: number): string {
  const pad = 40 * o.u;
  const contentH = blocks.reduce((s, b) => s + blockHeight(b), 0) + gap * (blocks.length - 1);
  const h = Math.min(zone.h, contentH + 2 * pad);
  const free = zone.h - h;
  const y = zone.y + (zone.anchor === 'start' ? 0 : zone.anchor === 'end' ? free : free / 2);
  const x = 60 * o.u;
  let top = y + (h - contentH) / 2;
  const text = blocks
    .map((b) => {
      const s = lines(b, o.width / 2, top);
      top += blockHeight(b) + gap;
      return s;
    })
    .join('');
  return `<rect x="${x}" y="${y.toFixed(1)}" width="${o.width - 2 * x}" height="${h.toFixed(1)}" rx="${36 * o.u}" fill="${PANEL}" fill-opacity="0.9"/>${text}`;
}

function plainBackground(w: number, h: number): string {
  const puffs = [
    [0.2, 0.55, 0.16],
    [0.78, 0.62, 0.2],
    [0.5, 0.78, 0.24],
  ]
    .map(
      ([x, y, r]) => `<circle cx="${x * w}" cy="${y * h}" r="${r * w}" fill="#ffffff" fill-opacity="0.55"/>`,
    )
    .join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5e8"/><stop offset="1" stop-color="#fde2c8"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/>${puffs}`;
}

/** The typeset layer of the cover (transparent where the art shows through). */
export function coverSvg(o: CoverOverlay, rows?: { y: number; h: number }): string {
  const titleBlocks = o.subtitle ? [o.title, o.subtitle] : [o.title];
  // `rows`: only that band of the cover (a viewBox cut), for a layer that is transparent elsewhere.
  const { y, h } = rows ?? { y: 0, h: o.height };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${h}" viewBox="0 ${y} ${o.width} ${h}">${
    o.plainBackground ? plainBackground(o.width, o.height) : ''
  }${panel(o, o.titleZone, titleBlocks, 24 * o.u)}${o.author ? panel(o, o.authorZone, [o.author], 0) : ''}</svg>`;
}
