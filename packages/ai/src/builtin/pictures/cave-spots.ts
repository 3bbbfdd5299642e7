import type { Light, Weather } from '../text/story-light';
import { mix } from './backdrop-palettes';
import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';

// The things of a cave's places (cave-rooms.ts draws the rock round them): columns and stalagmites,
// crystals, the underground lake, the mouth's daylight, the tunnel, and what glows in a glowing cave.

/** A glowing cave's crystal colours. */
const GLOWS = ['#7ef0e0', '#c58cff', '#ff9be3', '#8fd3ff'];

/** Where a cave's thing is drawn: the canvas, its floor line, its light and the side away from the hero. */
export type CaveSpot = {
  c: Canvas;
  p: Painter;
  rng: Rng;
  floor: number;
  glow: boolean;
  /** The rock's colour as the light sinks (a glowing cave keeps most of its light). */
  dim: (col: string) => string;
  /** Where the place's own thing stands: the side away from the hero. */
  fx: number;
  light: Light;
  /** The page's weather: only the mouth shows it, the way out onto the snow (a winter's sleep). */
  weather?: Weather;
};

/** Stalagmites rising from the floor and columns where a stalactite met one (the big chamber). */
export function columns(s: CaveSpot, light: string) {
  const { p, floor, fx } = s;
  const cone = (x: number, h: number, w: number) =>
    p.path(
      `M${r(x - w)} ${r(floor + 8)} Q${r(x - w * 0.3)} ${r(floor - h * 0.5)} ${r(x)} ${r(floor - h)} Q${r(x + w * 0.3)} ${r(floor - h * 0.5)} ${r(x + w)} ${r(floor + 8)} Z`,
      s.dim(light),
    );
  const o = fx < s.c.w / 2 ? -1 : 1;
  return [
    p.path(
      `M${r(fx + o * 150 - 34)} 40 Q${r(fx + o * 150)} ${r(floor * 0.5)} ${r(fx + o * 150 - 40)} ${r(floor + 8)} H${r(fx + o * 150 + 40)} Q${r(fx + o * 150)} ${r(floor * 0.5)} ${r(fx + o * 150 + 34)} 40 Z`,
      s.dim(light),
    ),
    cone(fx - o * 40, 170, 46),
    cone(fx + o * 40, 110, 34),
    cone(fx - o * 140, 80, 28),
  ].join('');
}

/** Crystals standing in clusters, glowing in a glowing cave (a soft halo round each cluster). */
export function crystals(s: CaveSpot, x: number, scale: number) {
  const { p, floor } = s;
  const shard = (cx: number, h: number, lean: number, fill: string) =>
    p.path(
      `M${r(cx - h * 0.15)} ${floor + 6} L${r(cx - h * 0.12 + lean)} ${r(floor - h * 0.8)} L${r(cx + lean)} ${r(floor - h)} L${r(cx + h * 0.12 + lean)} ${r(floor - h * 0.8)} L${r(cx + h * 0.15)} ${floor + 6} Z`,
      s.glow ? fill : s.dim(fill),
      p.lineArt ? '' : 'stroke="#ffffff" stroke-width="3" stroke-opacity="0.7"',
    );
  const o = x < s.c.w / 2 ? -1 : 1;
  const k = scale;
  const halo =
    s.glow && !p.lineArt
      ? `<circle class="cave-glow" cx="${r(x + o * 60)}" cy="${r(floor - 110 * k)}" r="${r(190 * k)}" fill="${GLOWS[0]}" opacity="0.22"/>`
      : '';
  const tints = s.glow ? GLOWS : ['#b9a7d6', '#9fc7d9', '#d7b9e0', '#a8d8cf'];
  return [
    halo,
    shard(x + o * 150 * k, 130 * k, -14 * o, tints[1]),
    shard(x + o * 200 * k, 190 * k, 10 * o, tints[0]),
    shard(x - o * 20 * k, 150 * k, -18 * o, tints[2]),
    shard(x + o * 30 * k, 240 * k, 0, tints[3]),
    shard(x + o * 80 * k, 140 * k, 22 * o, tints[1]),
  ].join('');
}

/** The underground lake: still water on the floor, light rippling on it. */
export function lake(s: CaveSpot) {
  const { c, p, floor } = s;
  const cx = c.w / 2;
  const y = floor + 24;
  const out = [p.ellipse(cx, y, c.w * 0.34, 40, s.glow ? '#3fc9c0' : s.dim('#3d6f8f'), 'class="cave-lake"')];
  if (!p.lineArt)
    for (let i = 0; i < 4; i++)
      out.push(
        `<path d="M${r(cx - 180 + i * 100)} ${r(y - 14 + (i % 2) * 20)} h${60 + i * 10}" stroke="${s.glow ? '#c9fff6' : s.dim('#9cc7de')}" stroke-width="5" stroke-linecap="round" opacity="0.8"/>`,
      );
  return `<g id="cave-lake">${out.join('')}</g>`;
}

/**
 * The cave mouth: daylight (the evening's low sun in a warm sky, or the night sky and the moon)
 * through an arch of rock, a green slope outside.
 */
export function mouth(s: CaveSpot) {
  const { p, floor, fx } = s;
  const w = 300;
  const x = fx - w / 2;
  const top = floor - 330;
  const arch = `M${r(x)} ${floor} L${r(x + 10)} ${r(top + 120)} Q${r(x + w / 2)} ${r(top - 60)} ${r(x + w - 10)} ${r(top + 120)} L${r(x + w)} ${floor} Z`;
  const day = s.light === 'day';
  const snow = s.weather === 'snow';
  const id = `cave-mouth-${s.rng.int(0, 1e6)}`;
  const evening = s.light === 'dusk' && !snow;
  const view = [
    p.rect(x - 10, top - 70, w + 20, floor - top + 80, day ? '#9fd8f5' : evening ? '#f7b27e' : '#1b2363'),
    evening ? `<g class="setting-sun">${p.circle(x + w * 0.62, floor - 95, 46, '#ff9a47')}</g>` : '',
    p.path(
      `M${r(x - 10)} ${floor} V${floor - 60} Q${r(x + w / 2)} ${floor - 120} ${r(x + w + 10)} ${floor - 50} V${floor} Z`,
      snow ? (day ? '#f4f8fc' : '#a9b8d0') : day ? '#7cc46a' : evening ? '#5d7f4c' : '#2f4a5a',
    ),
  ];
  if (!day && !snow && !evening) view.push(p.icon('crescent-moon', x + w * 0.65, top + 60, 60));
  // Snow outside: a white slope and flakes falling past the way out.
  if (snow)
    for (let i = 0; i < 18; i++)
      view.push(
        `<circle class="mouth-snow" cx="${r(x + 10 + s.rng.int(0, w - 20))}" cy="${r(top - 40 + s.rng.int(0, floor - top - 20))}" r="${4 + s.rng.int(0, 3)}" fill="#ffffff"/>`,
      );
  if (p.lineArt) return p.path(arch, '#fff') + p.path(arch, 'none');
  return `<clipPath id="${id}"><path d="${arch}"/></clipPath><g id="cave-mouth" clip-path="url(#${id})">${view.join('')}</g>${p.path(arch, 'none', `stroke="${s.dim('#54483f')}" stroke-width="16"`)}`;
}

/** A tunnel going on into the rock: arches one inside the other, darker as they go. */
export function tunnel(s: CaveSpot, dark: string) {
  const { p, floor, fx } = s;
  const out: string[] = [];
  for (let k = 0; k < 4; k++) {
    const w = 340 - k * 70;
    const h = 320 - k * 62;
    const x = fx - w / 2;
    const y = floor - h;
    const fill = s.glow ? mix('#2a2652', '#0b0a1e', k / 3) : mix(s.dim(dark), '#0d0b09', (k + 1) / 4);
    out.push(
      p.path(
        `M${r(x)} ${floor} V${r(y + w / 2)} A${r(w / 2)} ${r(w / 2)} 0 0 1 ${r(x + w)} ${r(y + w / 2)} V${floor} Z`,
        fill,
      ),
    );
  }
  return out.join('');
}

/** Glow-worms dotting the roof like tiny green-gold lights. */
export function glowWorms(s: CaveSpot) {
  if (s.p.lineArt) return '';
  const out: string[] = [];
  for (let i = 0; i < 28; i++) {
    const x = s.rng.int(40, s.c.w - 40);
    const y = s.rng.int(70, Math.round(s.floor * 0.45));
    out.push(
      `<circle class="cave-glow" cx="${x}" cy="${y}" r="${3 + s.rng.int(0, 3)}" fill="#e4ff9a" opacity="0.9"/>`,
    );
  }
  return out.join('');
}

/** Little glowing mushrooms along the foot of the walls. */
export function mushrooms(s: CaveSpot) {
  const { p, floor, c } = s;
  const out: string[] = [];
  for (const [x, k] of [
    [c.w * 0.1, 1],
    [c.w * 0.15, 0.7],
    [c.w * 0.88, 0.9],
    [c.w * 0.93, 0.6],
  ]) {
    if (!p.lineArt)
      out.push(
        `<circle class="cave-glow" cx="${r(x)}" cy="${r(floor - 20 * k)}" r="${r(40 * k)}" fill="#66f0d0" opacity="0.25"/>`,
      );
    out.push(p.rect(x - 6 * k, floor - 30 * k, 12 * k, 34 * k, '#e6e0ff', 4));
    out.push(
      p.path(
        `M${r(x - 26 * k)} ${r(floor - 26 * k)} Q${r(x)} ${r(floor - 66 * k)} ${r(x + 26 * k)} ${r(floor - 26 * k)} Z`,
        '#66f0d0',
      ),
    );
  }
  return out.join('');
}
