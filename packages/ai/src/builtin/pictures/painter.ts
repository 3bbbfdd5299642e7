import { hasIcon, ICON_BOX, iconBody, placeIcon, r } from './icons';
import { lineArtGroup } from './line-art';

/**
 * Draws the same composition either in colour or as colouring-book line art (white shapes, black
 * outlines of one even width whatever the scale). Every picture goes through one of these.
 */
export type Painter = {
  lineArt: boolean;
  /** Outline width in canvas units (line art), ~2.6 px per unit at 300 DPI. */
  line: number;
  /** `tint`: a hex colour the icon's main fills take in colour (the idea's "red kite"); line art ignores it. */
  icon(name: string, cx: number, cy: number, size: number, flip?: boolean, tint?: string): string;
  /** A filled path: colour, or white with a black outline. */
  path(d: string, fill: string, extra?: string): string;
  circle(cx: number, cy: number, radius: number, fill: string, extra?: string): string;
  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra?: string): string;
  rect(x: number, y: number, w: number, h: number, fill: string, rx?: number): string;
};

/** The paint attributes line art sets itself (an `extra` of a shape must not give them again). */
const LINE_ART_OWN = /(^|\s)(fill|stroke|stroke-width|stroke-linejoin)="[^"]*"/g;

export function createPainter(lineArt: boolean, line = 3): Painter {
  const lineAttrs = `fill="#fff" stroke="#000" stroke-width="${line}" stroke-linejoin="round"`;
  // An SVG parser refuses an attribute given twice (a landmark's rails or rainbow bands pass their own stroke):
  // line art keeps its one black outline width, a colour picture takes the shape's own fill when it gives one.
  const paint = (fill: string, extra = '') => {
    if (lineArt) {
      const rest = extra.replace(LINE_ART_OWN, '$1').trim();
      return rest ? `${lineAttrs} ${rest}` : lineAttrs;
    }
    const own = /(^|\s)fill="/.test(extra) ? '' : `fill="${fill}"`;
    return [own, extra.trim()].filter(Boolean).join(' ');
  };
  return {
    lineArt,
    line,
    icon(name, cx, cy, size, flip = false, tint) {
      if (!hasIcon(name)) return '';
      // data-icon names what is drawn (tests read it; a few bytes per icon).
      if (!lineArt)
        return placeIcon(
          name,
          cx,
          cy,
          size,
          flip,
          ` data-icon="${name}"${tint ? ` data-tint="${tint}"` : ''}`,
          tint,
        );
      const s = size / ICON_BOX;
      const x = cx - size / 2;
      const t = flip
        ? `translate(${r(x + size)} ${r(cy - size / 2)}) scale(${r(-s)} ${r(s)})`
        : `translate(${r(x)} ${r(cy - size / 2)}) scale(${r(s)})`;
      return `<g transform="${t}" data-icon="${name}">${lineArtGroup(iconBody(name), s, line)}</g>`;
    },
    path: (d, fill, extra = '') => `<path d="${d}" ${paint(fill, extra)}/>`,
    circle: (cx, cy, radius, fill, extra = '') =>
      `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" ${paint(fill, extra)}/>`,
    ellipse: (cx, cy, rx, ry, fill, extra = '') =>
      `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" ${paint(fill, extra)}/>`,
    rect: (x, y, w, h, fill, rx = 0) =>
      `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(rx)}" ${paint(fill)}/>`,
  };
}
