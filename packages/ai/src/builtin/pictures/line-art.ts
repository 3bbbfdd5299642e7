import { pathParts } from './path-parts';

/**
 * Turns coloured SVG fragments into colouring-book line art by rewriting paint attributes:
 * every fill becomes white (or black when the original is very dark and small, e.g. pupils),
 * every stroke black. The wrapping group sets the outline width in the fragment's own units, so
 * lines look the same thickness whatever the icon's scale.
 */
const DARK_LUMINANCE = 0.16;

function luminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = Number.parseInt(h.slice(0, 6), 16);
  if (Number.isNaN(n)) return 1;
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}

const paint = (value: string, dark: string, light: string) => {
  if (value === 'none' || value === 'transparent') return value;
  if (value.startsWith('#') && luminance(value) < DARK_LUMINANCE) return dark;
  return light;
};

/**
 * A dark shape stays ink only up to this size in icon units (an icon is 32 across): a pupil, a
 * nostril, a tail's tip. A horse's mane or a tiger's stripe is bigger: white, outlined, to colour.
 */
const INK_SIZE = 3;

const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? Number.parseFloat(m[1]) : Number.NaN;
};

/** How wide a shape is at most, or NaN when the tag does not say. */
function shapeSize(name: string, tag: string): number {
  if (name === 'circle') return 2 * attr(tag, 'r');
  if (name === 'ellipse') return 2 * Math.max(attr(tag, 'rx'), attr(tag, 'ry'));
  if (name === 'rect') return Math.max(attr(tag, 'width'), attr(tag, 'height'));
  return Number.NaN;
}

const isDark = (fill: string) => fill.startsWith('#') && luminance(fill) < DARK_LUMINANCE;

/**
 * Dark shapes bigger than ink turn white before the paint pass. A compound path (one icon path
 * holding a tiger's eye and all its stripes) is split: its small parts stay dark, the rest white.
 */
function lightenBigDark(svg: string): string {
  return svg.replace(
    /<(path|circle|ellipse|rect)\b[^>]*\sfill="(#[0-9a-fA-F]{3,8})"[^>]*>/g,
    (tag, name: string, fill: string) => {
      if (!isDark(fill)) return tag;
      const white = (t: string) => t.replace(/\sfill="[^"]*"/, ' fill="#fff"');
      if (name !== 'path') {
        const size = shapeSize(name, tag);
        return size <= INK_SIZE ? tag : white(tag);
      }
      const d = /\sd="([^"]*)"/.exec(tag)?.[1];
      const parts = d && tag.endsWith('/>') ? pathParts(d) : undefined;
      if (!parts) return white(tag);
      const small = parts.filter((p) => Math.max(p.w, p.h) <= INK_SIZE).map((p) => p.d);
      const big = parts.filter((p) => Math.max(p.w, p.h) > INK_SIZE).map((p) => p.d);
      if (!big.length) return tag;
      const withD = (t: string, dd: string[]) => t.replace(/\sd="[^"]*"/, ` d="${dd.join('')}"`);
      return white(withD(tag, big)) + (small.length ? withD(tag, small) : '');
    },
  );
}

export function lineArtBody(svg: string): string {
  return lightenBigDark(svg)
    .replace(/<(linearGradient|radialGradient|filter)\b[\s\S]*?<\/\1>/g, '')
    .replace(/\sfill="([^"]*)"/g, (_, v: string) => ` fill="${paint(v, '#000', '#fff')}"`)
    .replace(/\sstroke="([^"]*)"/g, (_, v: string) => ` stroke="${v === 'none' ? 'none' : '#000'}"`)
    .replace(/\s(fill-)?opacity="[^"]*"/g, '')
    .replace(/\sfilter="[^"]*"/g, '');
}

/**
 * A stroke much wider than the outline (a figure's arm, drawn as one thick line) would be a black
 * band: it is drawn again inside itself in white, narrower by two outlines, so it reads as a tube.
 */
function hollowThickStrokes(svg: string, line: number): string {
  return svg.replace(
    /<(path|line|polyline)\b[^>]*\sstroke-width="([\d.]+)"[^>]*\/>/g,
    (tag, _n, width: string) => {
      const w = Number.parseFloat(width);
      if (!(w > 3 * line) || /\sstroke="none"/.test(tag)) return tag;
      const inner = tag
        .replace(/\sstroke="[^"]*"/, '')
        .replace(/\sfill="[^"]*"/, '')
        .replace(
          /\sstroke-width="[^"]*"/,
          ` stroke="#fff" fill="none" stroke-width="${Math.round((w - 2 * line) * 1000) / 1000}"`,
        );
      return tag + inner;
    },
  );
}

/** Wraps a fragment drawn at `scale` page units per fragment unit as line art. */
export function lineArtGroup(svg: string, scale: number, linePx: number): string {
  const w = Math.round((linePx / scale) * 1000) / 1000;
  return `<g fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round">${hollowThickStrokes(lineArtBody(svg), w)}</g>`;
}
