import type { Light, Weather } from '../text/story-light';
import { mix } from './backdrop-palettes';
import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';

export type SnowRoom = 'igloo' | 'ice-cave';

/** The way out, the box of its view onto outside (as a room's window: 180 × 200), then its arch. */
type Opening = { x: number; y: number; arch: string };

/**
 * Inside an igloo or an ice cave (issue 14: "in the igloo" was drawn outdoors): a dome of snow
 * blocks or walls of blue ice with icicles, a snow or ice floor, and the way out in the middle of
 * the back wall, through which the page's sky shows — falling snow, rain, mist, or the moon at night.
 * No sun and no hills in here. `dim` is how far the light sinks into the night blue (interiors.ts).
 */
export function drawSnowRoom(
  c: Canvas,
  p: Painter,
  o: {
    room: SnowRoom;
    light: Light;
    rng: Rng;
    heroLeft?: boolean;
    groundY: number;
    weather?: Weather;
    dim: number;
    /** What falls or hangs in a 180 × 200 view at (x, y): interiors.ts draws it for room windows too. */
    outside: (weather: Weather, x: number, y: number, rng: Rng) => string;
  },
) {
  const { rng, groundY: g } = o;
  const ice = o.room === 'ice-cave';
  const wallDim = (col: string) => mix(col, '#1b2050', o.dim);
  const dim = (col: string) => mix(col, '#1b2050', o.dim * 0.75);
  const floor = g + 20;
  const out = [
    p.lineArt
      ? p.rect(0, 0, c.w, floor, '#fff')
      : `<rect id="room-wall" width="${c.w}" height="${r(floor)}" fill="${wallDim(ice ? '#9fd0ea' : '#e6f2fa')}"/>`,
  ];
  out.push(ice ? iceWalls(c, p, rng, floor, dim) : snowBlocks(c, p, floor, dim));
  // The way out, in the middle of the back wall (the hero and the helper stand on either side).
  const w = { x: c.w / 2 - 90, y: floor - 200 };
  const door: Opening = ice
    ? {
        ...w,
        arch: `M${w.x - 14} ${floor} L${w.x - 8} ${w.y + 70} Q${w.x + 20} ${w.y - 16} ${w.x + 92} ${w.y - 20} Q${w.x + 168} ${w.y - 12} ${w.x + 190} ${w.y + 64} L${w.x + 196} ${floor} Z`,
      }
    : { ...w, arch: `M${w.x} ${floor} V${w.y + 90} A90 90 0 0 1 ${w.x + 180} ${w.y + 90} V${floor} Z` };
  out.push(wayOut(p, o, door, floor, dim));
  const fx = o.heroLeft === false ? c.w * 0.3 : c.w * 0.7;
  out.push(
    `<g id="room-${o.room}" class="landmark">${ice ? crystals(p, fx, floor, dim) : bench(p, fx, floor, o.light, dim)}</g>`,
  );
  // Packed snow, or a floor of ice with glints.
  out.push(p.rect(0, floor, c.w, c.h - floor, dim(ice ? '#dceff9' : '#f4f9fc')));
  if (!p.lineArt) {
    if (!ice)
      out.push(p.ellipse(c.w / 2, floor + (c.h - floor) * 0.45, 230, 40, dim('#a37a56'), 'opacity="0.85"'));
    for (let i = 0; i < 7; i++) {
      const x = rng.int(30, c.w - 60);
      const y = rng.int(Math.round(floor + 14), Math.round(c.h - 10));
      out.push(
        `<path d="M${x} ${y} h${rng.int(24, 60)}" stroke="${dim(ice ? '#ffffff' : '#cfe2ee')}" stroke-width="4" stroke-linecap="round" opacity="0.8"/>`,
      );
    }
  }
  return out.join('');
}

/** The igloo's dome: rows of snow blocks, bending down towards the sides, joints staggered. */
function snowBlocks(c: Canvas, p: Painter, floor: number, dim: (col: string) => string) {
  const rows: string[] = [];
  const rowH = 78;
  const yAt = (y: number, bend: number, x: number) => y + bend * (1 - (2 * x) / c.w) ** 2;
  for (let k = 1; k * rowH < floor + 200; k++) {
    const y = floor - k * rowH;
    const bend = 14 + k * 16;
    rows.push(`M0 ${r(y + bend)} Q${c.w / 2} ${r(y - bend)} ${c.w} ${r(y + bend)}`);
    // The joints between this row and the one below, every other block offset.
    for (let x = (k % 2) * 90 + 60; x < c.w; x += 180) {
      const top = yAt(y, bend, x);
      const below = yAt(y + rowH, bend - 16, x);
      rows.push(`M${x} ${r(top)} L${x} ${r(below)}`);
    }
  }
  const ink = p.lineArt ? `#000" stroke-width="${p.line}` : `${dim('#bcd6e6')}" stroke-width="5`;
  return `<path d="${rows.join(' ')}" stroke="${ink}" fill="none"/>`;
}

/** An ice cave's walls: facets of lighter and deeper blue, icicles hanging from the roof. */
function iceWalls(c: Canvas, p: Painter, rng: Rng, floor: number, dim: (col: string) => string) {
  const out: string[] = [];
  if (!p.lineArt)
    for (let i = 0; i < 9; i++) {
      const x = (i / 8) * c.w + rng.int(-40, 40);
      const y = rng.int(60, Math.max(80, Math.round(floor - 140)));
      const s = 60 + rng.int(0, 70);
      out.push(
        p.path(
          `M${x} ${y - s} L${r(x + s * 0.7)} ${r(y - s * 0.1)} L${r(x + s * 0.2)} ${r(y + s)} L${r(x - s * 0.6)} ${r(y + s * 0.3)} Z`,
          dim(i % 2 ? '#b8e0f3' : '#86bfdf'),
          'opacity="0.8"',
        ),
      );
    }
  // The roof's edge and its icicles, longer and shorter.
  let d = `M0 0 H${c.w} V40`;
  for (let x = c.w; x > 0; x -= 50) {
    const len = 50 + rng.int(0, 90);
    d += ` L${x - 12} 40 L${x - 25} ${40 + len} L${x - 38} 40`;
  }
  out.push(p.path(`${d} L0 40 Z`, dim('#e4f4fc'), p.lineArt ? '' : 'stroke="#ffffff" stroke-width="3"'));
  return out.join('');
}

/** The view through the way out: the sky as the page has it, the snow outside, what falls. */
function wayOut(
  p: Painter,
  o: {
    light: Light;
    rng: Rng;
    weather?: Weather;
    outside: (w: Weather, x: number, y: number, rng: Rng) => string;
  },
  door: Opening,
  floor: number,
  dim: (col: string) => string,
) {
  const night = o.light !== 'day';
  const sky = night ? '#1b2363' : o.weather ? '#9aa7b6' : '#9fd8f5';
  const id = `way-out-${o.rng.int(0, 1e6)}`;
  const view = [
    p.rect(door.x - 20, door.y - 30, 220, 240, sky),
    // The snow outside, a low drift across the bottom of the view.
    p.path(
      `M${door.x - 20} ${floor} V${floor - 46} Q${door.x + 90} ${floor - 80} ${door.x + 200} ${floor - 40} V${floor} Z`,
      night ? '#8d98c4' : '#f4fbff',
    ),
  ];
  if (night && !o.weather) view.push(p.icon('crescent-moon', door.x + 130, door.y + 60, 50));
  if (o.weather && !p.lineArt) view.push(o.outside(o.weather, door.x, door.y, o.rng));
  const frame = p.path(door.arch, 'none', `stroke="${dim('#c9e0ee')}" stroke-width="18"`);
  if (p.lineArt) return p.path(door.arch, '#fff') + frame;
  return `<clipPath id="${id}"><path d="${door.arch}"/></clipPath><g id="way-out" clip-path="url(#${id})">${view.join('')}</g>${frame}`;
}

/** Inside the igloo: a snow bench under a fur blanket, a candle glowing on a little ledge. */
function bench(p: Painter, x: number, floor: number, light: Light, dim: (col: string) => string) {
  const glow = light === 'day' ? 0.25 : 0.45;
  return [
    p.rect(x - 170, floor - 90, 340, 110, dim('#f4f9fc'), 24),
    p.rect(x - 160, floor - 104, 320, 40, dim('#9a7456'), 18),
    p.ellipse(x + 110, floor - 108, 48, 22, dim('#c9a27e')),
    p.rect(x - 230, floor - 210, 90, 22, dim('#f4f9fc'), 8),
    p.lineArt
      ? ''
      : `<circle cx="${r(x - 185)}" cy="${r(floor - 250)}" r="70" fill="#ffd98a" opacity="${glow}"/>`,
    p.icon('candle', x - 185, floor - 238, 60),
  ].join('');
}

/** In the ice cave: clusters of ice crystals standing on the floor. */
function crystals(p: Painter, x: number, floor: number, dim: (col: string) => string) {
  const shard = (cx: number, h: number, lean: number, fill: string) =>
    p.path(
      `M${r(cx - h * 0.16)} ${floor + 6} L${r(cx - h * 0.12 + lean)} ${r(floor - h * 0.85)} L${r(cx + lean)} ${r(floor - h)} L${r(cx + h * 0.12 + lean)} ${r(floor - h * 0.85)} L${r(cx + h * 0.16)} ${floor + 6} Z`,
      dim(fill),
      p.lineArt ? '' : 'stroke="#ffffff" stroke-width="3" opacity="0.95"',
    );
  // Towards the side wall, clear of the way out in the middle.
  const o = x < 500 ? -1 : 1;
  return [
    shard(x + o * 150, 120, -14 * o, '#a8dbf1'),
    shard(x + o * 190, 180, 10 * o, '#8fcbe8'),
    shard(x - o * 30, 150, -20 * o, '#bfe6f7'),
    shard(x + o * 10, 230, 0, '#8fcbe8'),
    shard(x + o * 50, 130, 24 * o, '#d6f0fb'),
  ].join('');
}
