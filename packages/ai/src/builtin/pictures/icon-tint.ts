import { Resvg } from '@resvg/resvg-js';

/**
 * An icon recoloured to the colour the idea gives it ("a red kite", « une étoile dorée »): the
 * icon's main fills take the colour's hue and saturation, each keeping its lightness relative to the
 * icon's main lightness, so panels, shading and highlights stay readable. Small grey, near-black or
 * near-white parts (a kite's string, a ball's seams, a shine) keep their own paint. The main fills
 * are found by area: the icon is rasterised once at 64 px and its pixels counted per fill colour.
 */
type Hsl = { h: number; s: number; l: number };

const HEX = /(fill|stop-color)="(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})"/g;

/** Fluent's water blue: the sea under a boat stays blue whatever colour the boat is. */
const WATER = '#00a6ed';
const ON_WATER = /boat|ship|canoe|ferry|kayak/;
/** Paint that is not the object's own: a parcel's tape and label keep theirs (the box takes the colour). */
const OWN_PAINT: Record<string, string[]> = { package: ['#8c5543', '#a56953', '#d3d3d3'] };
const keptPaint = (name: string) => [...(OWN_PAINT[name] ?? []), ...(ON_WATER.test(name) ? [WATER] : [])];

export function tintIconBody(body: string, hex: string, name = ''): string {
  const own = keptPaint(name);
  const colours = [...new Set([...body.matchAll(HEX)].map((m) => long(m[2])))];
  const area = areas(body, colours);
  const total = colours.reduce((sum, k) => sum + (area.get(k) ?? 0), 0);
  const share = (k: string) => (total ? (area.get(k) ?? 0) / total : 1 / colours.length);
  const keep = (k: string) => {
    const { s, l } = hsl(k);
    return own.includes(k) || (share(k) < 0.15 && (s < 0.15 || l < 0.12 || l > 0.92));
  };
  const tinted = colours.filter((k) => !keep(k));
  if (!tinted.length) return body;
  const weight = tinted.reduce((sum, k) => sum + share(k), 0);
  const mainL = tinted.reduce((sum, k) => sum + hsl(k).l * share(k), 0) / (weight || 1);
  const target = hsl(long(hex));
  const map = new Map(
    tinted.map((k) => {
      const l = Math.min(0.95, Math.max(0.08, target.l + (hsl(k).l - mainL) * 0.85));
      return [k, toHex({ h: target.h, s: target.s, l })];
    }),
  );
  return body.replace(HEX, (all, attr: string, v: string) => {
    const to = map.get(long(v));
    return to ? `${attr}="${to}"` : all;
  });
}

/** Visible pixels of each fill colour when the icon is drawn 64 px wide (anti-aliased edges left out). */
function areas(body: string, colours: string[]): Map<string, number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="64" height="64">${body}</svg>`;
  const { pixels } = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  const byRgb = new Map(colours.map((k) => [k.slice(1), k]));
  const out = new Map<string, number>();
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i + 3] !== 255) continue;
    const rgb = ((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]).toString(16).padStart(6, '0');
    const k = byRgb.get(rgb);
    if (k) out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

const long = (hex: string) =>
  (hex.length === 4 ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex).toLowerCase();

function hsl(hex: string): Hsl {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (!d) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function toHex({ h, s, l }: Hsl): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return `#${[f(0), f(8), f(4)]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
