import type { Light, Weather } from '../text/story-light';
import { mix } from './backdrop-palettes';
import { type CaveSpot, columns, crystals, glowWorms, lake, mouth, mushrooms, tunnel } from './cave-spots';
import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';

export type CaveRoom = 'cave' | 'glowing-cave';

/** A cave's rock, or a glowing cave's deep violet rock and what glows in it. */
const ROCK = {
  cave: { wall: '#7a6a5d', light: '#9a8878', dark: '#54483f', roof: '#4a3f37', floor: '#8d7d6d' },
  'glowing-cave': { wall: '#3f3b70', light: '#56509a', dark: '#2a2652', roof: '#221f45', floor: '#4b4680' },
};

/**
 * Inside a cave (idea/settings-cave.ts: "in the long tunnel", « au bord du lac souterrain »): rock
 * walls closing in at the sides, a rock roof with stalactites, stalagmites on a rock floor, and the
 * place's own thing — daylight through the cave mouth, a tunnel going on into the dark, the
 * underground lake, crystals, columns. A glowing cave glows: crystals, glow-worms on the roof and
 * little glowing mushrooms keep their light at night. No sky and no hills in here (but at the mouth).
 */
export function drawCaveRoom(
  c: Canvas,
  p: Painter,
  o: {
    room: CaveRoom;
    light: Light;
    rng: Rng;
    heroLeft?: boolean;
    groundY: number;
    place?: string;
    dim: number;
    weather?: Weather;
  },
) {
  const glow = o.room === 'glowing-cave';
  const col = ROCK[o.room];
  const floor = o.groundY + 20;
  const dim = (x: string) => mix(x, '#120f26', o.dim * (glow ? 0.35 : 0.8));
  const s: CaveSpot = {
    c,
    p,
    rng: o.rng,
    floor,
    glow,
    dim,
    fx: o.heroLeft === false ? c.w * 0.3 : c.w * 0.7,
    light: o.light,
    ...(o.weather ? { weather: o.weather } : {}),
  };
  const place = o.place ?? '';
  const out = [
    p.lineArt
      ? p.rect(0, 0, c.w, floor, '#fff')
      : `<rect id="room-wall" class="cave-wall" width="${c.w}" height="${r(floor)}" fill="${dim(col.wall)}"/>`,
  ];
  if (!p.lineArt) out.push(boulders(s, col.light, col.dark));
  const thing = /cave mouth/i.test(place)
    ? mouth(s)
    : /tunnel/i.test(place)
      ? tunnel(s, col.dark)
      : /crystal/i.test(place)
        ? crystals(s, s.fx, 1.3)
        : /stalactite/i.test(place)
          ? columns(s, col.light)
          : /lake/i.test(place)
            ? ''
            : glow
              ? crystals(s, s.fx, 0.8)
              : columns(s, col.light);
  out.push(sideWalls(s, col.dark));
  // The rock floor, then the lake lying on it, then the stalagmites standing on it.
  out.push(p.rect(0, floor, c.w, c.h - floor, dim(col.floor)));
  if (!p.lineArt)
    for (let i = 0; i < 14; i++)
      out.push(
        p.ellipse(
          o.rng.int(20, c.w - 20),
          o.rng.int(Math.round(floor + 20), c.h - 10),
          14 + o.rng.int(0, 16),
          7,
          dim(col.dark),
        ),
      );
  if (/lake/i.test(place)) out.push(lake(s));
  out.push(`<g id="room-${o.room}" class="landmark">${thing}</g>`);
  out.push(roof(s, col.roof, /stalactite/i.test(place) ? 1.5 : 1));
  if (glow) out.push(glowWorms(s), mushrooms(s));
  return out.join('');
}

/** Rounded rocks in the back wall, lighter and darker than it. */
function boulders(s: CaveSpot, light: string, dark: string) {
  const out: string[] = [];
  for (let i = 0; i < 10; i++) {
    const x = (i / 9) * s.c.w + s.rng.int(-50, 50);
    const y = s.rng.int(120, Math.max(140, Math.round(s.floor - 60)));
    out.push(
      s.p.ellipse(
        x,
        y,
        60 + s.rng.int(0, 70),
        40 + s.rng.int(0, 40),
        s.dim(i % 2 ? light : dark),
        'opacity="0.55"',
      ),
    );
  }
  return out.join('');
}

/** The cave closing in on both sides, from the roof down to the floor. */
function sideWalls(s: CaveSpot, dark: string) {
  const { c, floor } = s;
  const bulge = c.w * 0.12;
  return [
    s.p.path(
      `M0 0 H${r(bulge * 1.4)} Q${r(bulge * 0.4)} ${r(floor * 0.5)} ${r(bulge)} ${r(floor + 30)} L0 ${r(floor + 40)} Z`,
      s.dim(dark),
    ),
    s.p.path(
      `M${c.w} 0 H${r(c.w - bulge * 1.4)} Q${r(c.w - bulge * 0.4)} ${r(floor * 0.5)} ${r(c.w - bulge)} ${r(floor + 30)} L${c.w} ${r(floor + 40)} Z`,
      s.dim(dark),
    ),
  ].join('');
}

/** The rock roof and its stalactites, longer and shorter (`more`: the stalactites' own place). */
function roof(s: CaveSpot, fill: string, more: number) {
  const { c, rng } = s;
  let d = `M0 0 H${c.w} V60`;
  for (let x = c.w; x > 0; x -= 70) {
    const len = (40 + rng.int(0, 80)) * more;
    d += ` L${x - 14} ${r(60 + rng.int(-10, 10))} L${x - 32} ${r(60 + len)} L${x - 50} 60`;
  }
  return `<g class="stalactites">${s.p.path(`${d} L0 60 Z`, s.dim(fill))}</g>`;
}
