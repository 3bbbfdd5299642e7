/**
 * Turns coloured SVG fragments into colouring-book line art by rewriting paint attributes:
 * every fill becomes white (or black when the original is very dark, e.g. pupils), every
 * stroke black. The wrapping group sets the outline width in the fragment's own units, so
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

export function lineArtBody(svg: string): string {
  return svg
    .replace(/<(linearGradient|radialGradient|filter)\b[\s\S]*?<\/\1>/g, '')
    .replace(/\sfill="([^"]*)"/g, (_, v: string) => ` fill="${paint(v, '#000', '#fff')}"`)
    .replace(/\sstroke="([^"]*)"/g, (_, v: string) => ` stroke="${v === 'none' ? 'none' : '#000'}"`)
    .replace(/\s(fill-)?opacity="[^"]*"/g, '')
    .replace(/\sfilter="[^"]*"/g, '');
}

/** Wraps a fragment drawn at `scale` page units per fragment unit as line art. */
export function lineArtGroup(svg: string, scale: number, linePx: number): string {
  const w = Math.round((linePx / scale) * 1000) / 1000;
  return `<g fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round">${lineArtBody(svg)}</g>`;
}
