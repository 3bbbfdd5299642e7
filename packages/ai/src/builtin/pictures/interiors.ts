import type { Light, Weather } from '../text/story-light';
import { mix } from './backdrop-palettes';
import { bedX } from './bed-place';
import { type CaveRoom, drawCaveRoom } from './cave-rooms';
import { christmasTree, namesChristmasTree } from './christmas-tree';
import type { Furnish } from './furnish';
import { r } from './icons';
import { bathroom, HOME_WALLS, livingRoom, nursery, playroom } from './interiors-home';
import { SHOP_WALLS, supermarket } from './interiors-shop';
import { dojo, gym, SPORT_FLOORS, SPORT_WALLS } from './interiors-sport';
import { aquarium, museum, VISIT_WALLS } from './interiors-visit';
import { bakery, clinic, fireStation, hospital, salon, WORK_WALLS } from './interiors-work';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';
import { drawSnowRoom, type SnowRoom } from './snow-rooms';
import { windowWeather } from './window-weather';

type Furnished =
  | 'library'
  | 'classroom'
  | 'kitchen'
  | 'throne'
  | 'bedroom'
  | keyof typeof HOME_WALLS
  | keyof typeof VISIT_WALLS
  | keyof typeof SPORT_WALLS
  | keyof typeof WORK_WALLS
  | keyof typeof SHOP_WALLS;
export type Room = Furnished | SnowRoom | CaveRoom;

const WALL: Record<Furnished, string> = {
  library: '#e8d5b0',
  classroom: '#f1e6c8',
  kitchen: '#f5e6d3',
  throne: '#b9a5d6',
  bedroom: '#cfe3f0',
  ...HOME_WALLS,
  ...VISIT_WALLS,
  ...SPORT_WALLS,
  ...WORK_WALLS,
  ...SHOP_WALLS,
};
/** Rooms with no window onto the sky: the aquarium's walls are its tanks. */
const WINDOWLESS = new Set<Room>(['aquarium']);
/** How far the room sinks into the night blue: as far as the land outside (lamps are not drawn). */
const DIM: Record<Light, number> = { day: 0, dusk: 0.5, night: 0.78, sleep: 0.86 };

/**
 * Indoors: a wall, a window onto the sky (moon at night; rain, snowflakes or mist as the page says), the room's own
 * furniture (shelves of books, a blackboard, a stove, a throne) and a wooden floor. No sun, no hills.
 */
export function drawRoom(
  c: Canvas,
  p: Painter,
  o: {
    room: Room;
    light: Light;
    rng: Rng;
    heroLeft?: boolean;
    groundY: number;
    weather?: Weather;
    /** The page's place: by the Christmas tree, the tree stands in the room (christmas-tree.ts). */
    place?: string;
    /** Presents under the tree (Santa has come). */
    presents?: boolean;
  },
) {
  const { room, light, rng, groundY: g } = o;
  // An igloo or an ice cave: snow or ice all round, the way out showing the sky (snow-rooms.ts).
  if (room === 'igloo' || room === 'ice-cave')
    return drawSnowRoom(c, p, { ...o, room, dim: DIM[light], outside: windowWeather });
  // Inside a rock cave or a glowing one: rock all round, no window (cave-rooms.ts).
  if (room === 'cave' || room === 'glowing-cave') return drawCaveRoom(c, p, { ...o, room, dim: DIM[light] });
  // The wall sinks furthest; the furniture a little less, so the shelves still read in the dark.
  const wall = mix(WALL[room], '#1b2050', DIM[light]);
  const dim = (col: string) => mix(col, '#1b2050', DIM[light] * 0.75);
  // The wall is named (tests read how dark the top of a room is, as they read a sky).
  const out = [
    p.lineArt
      ? p.rect(0, 0, c.w, g + 20, '#fff')
      : `<rect id="room-wall" width="${c.w}" height="${r(g + 20)}" fill="${wall}"/>`,
  ];
  // The window on the hero's side, high up, so the furniture keeps the other side.
  const wx = o.heroLeft === false ? c.w * 0.7 : c.w * 0.12;
  const wy = g * 0.2;
  if (!WINDOWLESS.has(room)) {
    out.push(p.rect(wx - 10, wy - 10, 200, 220, dim('#8a5a3b')));
    out.push(p.rect(wx, wy, 180, 200, light === 'day' ? (o.weather ? '#9aa7b6' : '#9fd8f5') : '#1b2363'));
    // Weather hides the moon: the window shows what falls or hangs outside, as the page says it.
    if (light !== 'day' && !o.weather) out.push(p.icon('crescent-moon', wx + 120, wy + 60, 60));
    if (o.weather && !p.lineArt) out.push(windowWeather(o.weather, wx, wy, rng));
    out.push(p.rect(wx + 86, wy, 8, 200, dim('#8a5a3b')), p.rect(wx, wy + 96, 180, 8, dim('#8a5a3b')));
  }
  // The bed stands where a sleeping hero is laid in it (bed-place.ts); other rooms' furniture at 30%.
  const fx =
    room === 'bedroom' ? bedX(c, o.heroLeft !== false) : o.heroLeft === false ? c.w * 0.3 : c.w * 0.68;
  // By the Christmas tree the tree is the room: tall in the middle, between the hero and whoever
  // comes, from the floor to near the ceiling (a new-user review saw a small icon beside Santa).
  const tree = namesChristmasTree(o.place)
    ? christmasTree(c, p, { x: c.w / 2, base: g + c.h * 0.06, top: c.h * 0.03, presents: !!o.presents, dim })
    : undefined;
  if (!tree)
    out.push(
      `<g id="room-${room}" class="landmark">${FURNITURE[room](c, p, fx, g, rng, dim, o.place ?? '')}</g>`,
    );
  // Floor boards.
  out.push(p.rect(0, g + 20, c.w, c.h - g - 20, dim('#b98a5a')));
  if (!p.lineArt)
    for (let y = g + 60; y < c.h; y += 50)
      out.push(`<path d="M0 ${r(y)} H${c.w}" stroke="${dim('#9a6f45')}" stroke-width="3"/>`);
  // A dojo's tatami, a gym's mats lie over the boards (interiors-sport.ts).
  if (room in SPORT_FLOORS) out.push(SPORT_FLOORS[room as keyof typeof SPORT_FLOORS](c, p, g, dim));
  // The tree stands on the floor, so it comes after the boards.
  if (tree) out.push(`<g id="room-${room}" class="landmark">${tree}</g>`);
  return out.join('');
}

const BOOK_COLOURS = ['#e4443f', '#3b82f6', '#5cb85c', '#f7d038', '#8b5cf6', '#f59f2b', '#1f9d9a'];

/** Tall bookcases, every shelf full of books of many colours and heights. */
const shelves: Furnish = (c, p, x, g, rng, dim) => {
  const out: string[] = [];
  const h = Math.min(g - 20, c.h * 0.62);
  for (const dx of [-150, 150]) {
    const x0 = x + dx - 140;
    out.push(p.rect(x0, g + 20 - h, 280, h, dim('#7a5233')));
    const rows = 5;
    for (let k = 0; k < rows; k++) {
      const y1 = g + 20 - h + 14 + ((h - 28) / rows) * (k + 1);
      let bx = x0 + 14;
      while (bx < x0 + 256) {
        const bw = 14 + rng.int(0, 14);
        const bh = (h - 28) / rows - 12 - rng.int(0, 16);
        if (bx + bw > x0 + 266) break;
        out.push(p.rect(bx, y1 - bh - 6, bw, bh, dim(rng.pick(BOOK_COLOURS)), 2));
        bx += bw + 2;
      }
      out.push(p.rect(x0 + 8, y1 - 6, 264, 8, dim('#5b3d26')));
    }
  }
  return out.join('');
};

/** A blackboard with chalk sums and letters, a globe and books on a desk. */
const blackboard: Furnish = (_c, p, x, g, _rng, dim) => {
  const out = [
    p.rect(x - 220, g - 330, 440, 230, dim('#8a5a3b')),
    p.rect(x - 206, g - 316, 412, 202, dim('#2f5d4a')),
  ];
  if (!p.lineArt)
    out.push(
      `<path d="M${x - 170} ${g - 270} h30 m-15 -15 v30 M${x - 110} ${g - 270} h30 M${x - 60} ${g - 280} h30 m-30 16 h30 M${x - 160} ${g - 200} l20 -40 l20 40 m-32 -14 h24 M${x - 100} ${g - 240} v40 q30 -4 0 -20 q30 -4 0 -20" stroke="#f4f4ee" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    );
  out.push(
    p.rect(x - 160, g - 40, 320, 18, dim('#a87a4f')),
    p.rect(x - 150, g - 22, 14, 60, dim('#8a5a3b')),
    p.rect(x + 136, g - 22, 14, 60, dim('#8a5a3b')),
  );
  out.push(p.icon('globe-showing-europe-africa', x - 90, g - 80, 80), p.icon('books', x + 80, g - 78, 80));
  return out.join('');
};

/** A stove with a pot, a shelf of jars, a table with bread. */
const kitchen: Furnish = (_c, p, x, g, _rng, dim) =>
  [
    p.rect(x - 230, g - 150, 200, 170, dim('#d9dde2')),
    p.rect(x - 220, g - 170, 180, 24, dim('#3c3f46')),
    p.rect(x - 200, g - 110, 140, 90, dim('#3c3f46'), 8),
    p.icon('pot-of-food', x - 130, g - 205, 80),
    p.rect(x - 20, g - 330, 260, 14, dim('#8a5a3b')),
    p.icon('teapot', x + 40, g - 360, 60),
    p.icon('honey-pot', x + 120, g - 360, 56),
    p.icon('cooking', x + 200, g - 360, 56),
    p.rect(x + 10, g - 60, 240, 18, dim('#a87a4f')),
    p.rect(x + 20, g - 42, 14, 62, dim('#8a5a3b')),
    p.rect(x + 226, g - 42, 14, 62, dim('#8a5a3b')),
    p.icon('bread', x + 90, g - 90, 70),
    p.icon('croissant', x + 180, g - 88, 62),
  ].join('');

/** A throne on a red carpet between two banners, a crown on its seat. */
const throne: Furnish = (_c, p, x, g, _rng, dim) =>
  [
    p.rect(x - 270, g - 360, 70, 200, dim('#c8372d')),
    p.rect(x + 200, g - 360, 70, 200, dim('#c8372d')),
    p.path(`M${x - 270} ${g - 160} l35 -30 l35 30 Z M${x + 200} ${g - 160} l35 -30 l35 30 Z`, dim('#b9a5d6')),
    p.rect(x - 80, g - 20, 160, 60, dim('#b3262b')),
    p.path(
      `M${x - 90} ${g} V${g - 300} L${x - 50} ${g - 350} L${x} ${g - 310} L${x + 50} ${g - 350} L${x + 90} ${g - 300} V${g} Z`,
      dim('#e2b13c'),
    ),
    p.rect(x - 66, g - 270, 132, 180, dim('#b3262b'), 16),
    p.rect(x - 100, g - 110, 200, 40, dim('#e2b13c'), 8),
    p.icon('crown', x, g - 140, 70),
  ].join('');

/**
 * A bed with its pillow and blanket, a teddy on it, a night light on the bedside table. A bare room
 * (the new house before unpacking: "nothing at all: no bed, no toys") has none of it.
 */
const bedroom: Furnish = (_c, p, x, g, _rng, dim, place) =>
  /\bbare\b/i.test(place)
    ? ''
    : [
        p.rect(x - 250, g - 150, 24, 170, dim('#8a5a3b')),
        p.rect(x + 226, g - 110, 24, 130, dim('#8a5a3b')),
        p.rect(x - 240, g - 70, 480, 60, dim('#a87a4f'), 8),
        p.rect(x - 226, g - 120, 120, 56, dim('#ffffff'), 20),
        p.rect(x - 110, g - 110, 340, 60, dim('#6a8fd8'), 14),
        p.icon('teddy-bear', x + 120, g - 150, 80),
        p.rect(x - 330, g - 90, 70, 110, dim('#a87a4f'), 6),
        p.icon('candle', x - 295, g - 130, 60),
      ].join('');

const FURNITURE: Record<Furnished, Furnish> = {
  library: shelves,
  classroom: blackboard,
  kitchen,
  throne,
  bedroom,
  bathroom,
  'living-room': livingRoom,
  playroom,
  nursery,
  aquarium,
  museum,
  dojo,
  gym,
  bakery,
  'fire-station': fireStation,
  clinic,
  hospital,
  salon,
  supermarket,
};
