import { r } from './icons';
import type { Family } from './landmark-family';
import type { Spot } from './landmark-spot';
import type { Painter } from './painter';
import type { Canvas } from './render';

/**
 * A mermaid's way north (text/goal-see-snow.ts): the icebergs seen from under the sea, and the ice
 * edge at the sea's surface. Before, "under the icebergs" was a plain seabed, and "the edge of the
 * ice on the polar sea" a snowy field with snowmen and a fir, or open water with no ice at all.
 */

/** The polar sea's places, where the ice shelf stands on the water (in-water.ts draws it there too). */
export const ICE_EDGE = /edge of the ice|ice floes|polar sea/i;

/**
 * The ice shelf standing on the water's far line g: its white top and blue face, a floe and an
 * iceberg beside it. A hero in the water hides the horizon (in-water.ts): drawn on the water's edge then.
 */
export function iceShelf(p: Painter, c: Canvas, x: number, g: number): string {
  const left = Math.max(-40, x - 520);
  const right = Math.min(c.w + 40, x + 260);
  const top = g - 120;
  // A jagged flat top, the face dropping into the water (the water in front covers its foot).
  const jag = [0, 0.18, 0.33, 0.5, 0.71, 0.86, 1]
    .map((t, i) => `L${r(left + (right - left) * t)} ${r(top + (i % 2 ? 10 : -6))}`)
    .join(' ');
  const shelf = p.path(
    `M${r(left)} ${r(g + 30)} ${jag.replace(/^L/, 'L')} L${r(right)} ${r(g + 30)} Z`,
    '#f7fbff',
  );
  const face = p.path(
    `M${r(left)} ${r(top + 40)} L${r(right)} ${r(top + 34)} L${r(right)} ${r(g + 30)} L${r(left)} ${r(g + 30)} Z`,
    '#cfe6f5',
  );
  const bx = Math.min(c.w - 90, right + 170);
  const berg = p.path(
    `M${r(bx - 110)} ${r(g + 20)} L${r(bx - 60)} ${r(g - 150)} L${r(bx - 10)} ${r(g - 110)} L${r(bx + 30)} ${r(g - 200)} L${r(bx + 110)} ${r(g + 20)} Z`,
    '#eef7ff',
  );
  const bergShade = p.path(
    `M${r(bx + 30)} ${r(g - 200)} L${r(bx + 110)} ${r(g + 20)} L${r(bx + 20)} ${r(g + 20)} Z`,
    '#b9d9ef',
  );
  const floe = p.ellipse(x + 200, g + 8, 70, 12, '#f7fbff');
  return `<g data-ice="shelf">${[shelf, face, berg, bergShade, floe].join('')}</g>`;
}

const iceEdge = (s: Spot) => iceShelf(s.p, s.c, s.x, s.g);

/** Icebergs seen from under the sea: their white-blue undersides hanging from the surface above. */
function icebergsBelow(s: Spot): string {
  const { p, c } = s;
  const out: string[] = [p.rect(0, 0, c.w, 26, '#e8f4fc')];
  for (const [cx, w, d] of [
    [c.w * 0.2, 260, 190],
    [c.w * 0.62, 340, 260],
    [c.w * 0.92, 200, 140],
  ]) {
    out.push(
      p.path(
        `M${r(cx - w / 2)} 0 L${r(cx - w / 3)} ${r(d * 0.6)} L${r(cx - w / 8)} ${r(d)} L${r(cx + w / 5)} ${r(d * 0.75)} L${r(cx + w / 2)} 0 Z`,
        '#d6ecfa',
      ),
      p.path(`M${r(cx + w / 5)} ${r(d * 0.75)} L${r(cx + w / 2)} 0 L${r(cx + w / 8)} 0 Z`, '#aed3ee'),
    );
  }
  return out.join('');
}

/** In match order before the snow's and the sea's other places ("ice", "deep", "under the sea"). */
export const ICE_EDGE_FAMILIES: Family[] = [
  { id: 'ice-edge', re: ICE_EDGE, draw: iceEdge, bare: true },
  { id: 'icebergs-below', re: /icebergs under the sea|icy water deep/i, draw: icebergsBelow },
];
