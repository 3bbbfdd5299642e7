import { anyFigureById } from './figures';
import { r } from './icons';
import { ICE_EDGE, iceShelf } from './landmark-ice-edge';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';

/**
 * The hero in the water (StoryHints.inWater, issue 14): a child learning to swim was drawn standing
 * on top of a thin strip of pool, a piglet "in the bath" beside a tiny tub. `water`: waist-deep in
 * the pool, the lake or the sea — the water runs from the horizon to the bottom of the page behind
 * everyone, and a band of it with a wavy top line and ripples is drawn again in front of their lower
 * bodies. `tub`: sitting in a bathtub drawn big enough for the hero, its front over the hero's lower
 * body, foam on top. The hero's group says `data-pose="in-water"`.
 */
export type InWater = 'water' | 'tub';

/**
 * Where the water line is for a hero whose feet are at `ground`: at a child's waist (a person's big
 * head is half its height: its legs and hips under), halfway up an animal's body; lower in a tub,
 * which the hero sits in (its head and back above the foam).
 */
export function waterLine(ground: number, heroH: number, id: string, how: InWater): number {
  const person = anyFigureById(id).kind === 'head';
  const depth = how === 'tub' ? (person ? 0.28 : 0.22) : person ? 0.3 : 0.4;
  return ground - heroH * depth;
}

/** The colour of the water the page names: the pool's bright blue, the lake's, the sea's. */
const waterColour = (place = '') =>
  /pool|piscine|bassin|bain\b/i.test(place)
    ? { fill: '#3fb6e8', deep: '#2f9fd3', edge: '#e8eef2' }
    : /sea|beach|wave|mer\b|plage|vague/i.test(place)
      ? { fill: '#3a9ad9', deep: '#2b86c4', edge: '' }
      : { fill: '#4aa8d8', deep: '#3a92c4', edge: '' };

/** Marks the hero's group as in the water. */
export const inWaterPose = (hero: string) =>
  hero.replace('<g id="hero"', '<g id="hero" data-pose="in-water"');

/** A swimming pool's lane rope across the water at y: red and white floats. */
const laneRope = (c: Canvas, y: number, size: number) =>
  `<path d="M0 ${r(y)} H${r(c.w)}" stroke="#e4443f" stroke-width="${r(size)}" stroke-dasharray="${r(size * 1.6)} ${r(size * 0.9)}" stroke-linecap="round"/>`;

/**
 * The water behind everyone: from its far edge (a little above the water line, so it shows behind
 * the heads) down; a pool's tiled far edge on top and a lane rope across.
 */
export function waterBehind(
  c: Canvas,
  p: Painter,
  o: { horizon: number; line: number; place?: string },
): string {
  const w = waterColour(o.place);
  const far = Math.min(o.horizon, o.line - 60);
  const out = [p.rect(0, far, c.w, c.h - far, w.fill)];
  // At the ice edge of the polar sea, the ice shelf stands on the water's far line (a mermaid's snow).
  if (ICE_EDGE.test(o.place ?? '')) out.push(iceShelf(p, c, c.w * 0.42, far));
  if (w.edge) {
    out.push(p.rect(0, far - 12, c.w, 14, w.edge, 3));
    if (!p.lineArt && o.line - far > 40) out.push(laneRope(c, (far + o.line) / 2, 8));
  }
  if (!p.lineArt)
    for (let i = 0; i < 5; i++) {
      const x = c.w * (0.08 + i * 0.2);
      out.push(
        `<path d="M${r(x)} ${r(far + 14 + (i % 2) * 12)} q18 -6 36 0 t36 0" stroke="#bff0ff" stroke-width="3" fill="none" opacity="0.8"/>`,
      );
    }
  return `<g data-water="behind">${out.join('')}</g>`;
}

/**
 * The band of water in front: from the water line to the bottom of the page, its top a wavy line,
 * a ripple round each one standing in it (`around`: their x and width), a few small waves on it.
 */
export function waterFront(
  c: Canvas,
  p: Painter,
  o: { line: number; around: { x: number; w: number }[]; place?: string; rng: Rng },
): string {
  const w = waterColour(o.place);
  const y = o.line;
  const step = 40;
  const amp = 7;
  let top = `M-20 ${r(y)} q${step / 2} ${-amp} ${step} 0`;
  for (let x = step - 20; x < c.w + step; x += step) top += ` t${step} 0`;
  const end = Math.ceil((c.w + 40) / step) * step;
  const band = `${top} L${r(end)} ${r(c.h)} L-20 ${r(c.h)} Z`;
  const light = p.lineArt ? '#000000' : '#e6f8ff';
  const out = [p.path(band, w.fill), `<path d="${top}" stroke="${light}" stroke-width="4" fill="none"/>`];
  // Ripples in front of each body, where it meets the water.
  for (const a of o.around) {
    for (const k of [0.55, 0.85]) {
      const rx = a.w * k;
      const ry = Math.max(6, rx * 0.14);
      out.push(
        `<path d="M${r(a.x - rx)} ${r(y + 4)} A${r(rx)} ${r(ry)} 0 0 0 ${r(a.x + rx)} ${r(y + 4)}" stroke="${light}" stroke-width="3" fill="none" opacity="0.85"/>`,
      );
    }
  }
  // A swimming pool's next lane rope, in front.
  if (w.edge && !p.lineArt) out.push(laneRope(c, y + (c.h - y) * 0.4, 12));
  if (!p.lineArt)
    for (let i = 0; i < 6; i++) {
      const x = o.rng.int(20, c.w - 80);
      const yy = y + 40 + o.rng.next() * Math.max(20, c.h - y - 80);
      out.push(
        `<path d="M${r(x)} ${r(yy)} q14 -6 28 0 t28 0" stroke="${w.deep}" stroke-width="3" fill="none"/>`,
      );
    }
  return `<g data-water="front" data-line="${r(y)}">${out.join('')}</g>`;
}

/** A bathtub around a hero standing at x with its feet at `ground`: the back rim (drawn before the hero). */
export function tubBehind(p: Painter, o: { x: number; line: number; w: number }): string {
  return `<g data-water="tub-back">${p.ellipse(o.x, o.line, o.w / 2, o.w * 0.07, '#dfe7ec')}${p.ellipse(o.x, o.line + 2, o.w / 2 - 12, o.w * 0.05, '#8fd3f0')}</g>`;
}

/** The bathtub's front over the hero's lower body, on little feet, foam heaped on the water. */
export function tubFront(
  p: Painter,
  o: { x: number; line: number; ground: number; w: number; heroH: number; rng: Rng },
): string {
  const { x, line, w } = o;
  const bottom = o.ground + o.heroH * 0.06;
  const out = [
    // Claw feet under the tub.
    p.ellipse(x - w * 0.36, bottom + 4, w * 0.06, 10, '#c9a227'),
    p.ellipse(x + w * 0.36, bottom + 4, w * 0.06, 10, '#c9a227'),
    p.path(
      `M${r(x - w / 2)} ${r(line)} L${r(x + w / 2)} ${r(line)} L${r(x + w / 2 - w * 0.04)} ${r(bottom - 30)} Q${r(x + w / 2 - w * 0.08)} ${r(bottom)} ${r(x + w / 2 - w * 0.2)} ${r(bottom)} L${r(x - w / 2 + w * 0.2)} ${r(bottom)} Q${r(x - w / 2 + w * 0.08)} ${r(bottom)} ${r(x - w / 2 + w * 0.04)} ${r(bottom - 30)} Z`,
      '#f7fafc',
      p.lineArt ? '' : 'stroke="#b9c6cf" stroke-width="4"',
    ),
    p.rect(x - w / 2 - 10, line - 6, w + 20, 18, '#ffffff', 9),
  ];
  // Foam on the water, over the rim, up to the hero's tummy.
  const n = Math.max(6, Math.round(w / 45));
  for (let i = 0; i < n; i++) {
    const bx = x - w / 2 + 10 + ((w - 20) * (i + 0.5)) / n;
    const rad = o.heroH * (0.035 + o.rng.next() * 0.025);
    out.push(
      p.circle(
        bx,
        line - rad * 0.2 - o.rng.next() * 4,
        rad,
        '#ffffff',
        p.lineArt ? '' : 'stroke="#cfe9f5" stroke-width="2"',
      ),
    );
  }
  return `<g data-water="tub" data-line="${r(line)}">${out.join('')}</g>`;
}
