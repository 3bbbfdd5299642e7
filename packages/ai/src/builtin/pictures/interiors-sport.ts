import type { Furnish } from './furnish';

/**
 * The halls a sport is learnt in (text/goal-task-dojo.ts, goal-task-gym.ts, goal-ninja.ts): the dojo's
 * wooden walls, paper screens and tatami floor; the gym's high windows, wall bars, beam and bars over
 * blue mats. Before, both were drawn outdoors, a mat on the grass under the sky and the hills.
 */
export const SPORT_WALLS = { dojo: '#e2c797', gym: '#e6ebf0' };

const WOOD = '#8a5a3b';
const DARK_WOOD = '#5b3d26';
const PAPER = '#f7f2e2';
const BELTS = ['#ffffff', '#ffd400', '#f59f2b', '#4caf50', '#3b82f6', '#8a5a3b', '#1b1b1b'];

/** A paper screen (shoji): white paper in a dark wooden lattice. */
const shoji = (
  p: Parameters<Furnish>[1],
  x0: number,
  y0: number,
  w: number,
  h: number,
  dim: (c: string) => string,
) => {
  const out = [p.rect(x0, y0, w, h, dim(DARK_WOOD)), p.rect(x0 + 8, y0 + 8, w - 16, h - 16, dim(PAPER))];
  for (let k = 1; k < 3; k++) out.push(p.rect(x0 + (w * k) / 3 - 2, y0 + 8, 4, h - 16, dim(DARK_WOOD)));
  for (let k = 1; k < 4; k++) out.push(p.rect(x0 + 8, y0 + (h * k) / 4 - 2, w - 16, 4, dim(DARK_WOOD)));
  return out.join('');
};

/**
 * The dojo: wooden posts and a low wooden panel along the wall, paper screens between the posts, and
 * the corner the page names — the wall of belts, the big mirror, the shoe shelf by the door, the rack
 * of wooden swords and staffs, the balance beam, else a hanging scroll.
 */
export const dojo: Furnish = (c, p, x, g, _rng, dim, place) => {
  const out = [p.rect(0, g - 110, c.w, 130, dim('#b98a5a'))];
  for (let px = 20; px < c.w; px += 240) out.push(p.rect(px, 0, 22, g + 20, dim(WOOD)));
  out.push(shoji(p, x - 320, g - 420, 300, 300, dim), shoji(p, x + 20, g - 420, 300, 300, dim));
  if (/belt|ceinture/i.test(place)) {
    out.push(p.rect(x - 300, g - 330, 600, 14, dim(DARK_WOOD)));
    for (const [i, belt] of BELTS.entries()) {
      const bx = x - 260 + i * 86;
      out.push(p.rect(bx, g - 320, 16, 150, dim(belt), 4), p.rect(bx + 22, g - 320, 16, 130, dim(belt), 4));
    }
  } else if (/mirror|miroir/i.test(place)) {
    out.push(
      p.rect(x - 300, g - 400, 600, 300, dim('#6b7684')),
      p.rect(x - 288, g - 388, 576, 276, dim('#cfe4ef')),
    );
    if (!p.lineArt)
      out.push(
        `<path d="M${x - 200} ${g - 150} l120 -200 M${x - 150} ${g - 150} l80 -130" stroke="#ffffff" stroke-width="10" opacity="0.6"/>`,
      );
  } else if (/door|porte|entrée/i.test(place)) {
    // The shoe shelf: the shoes are left there before bowing onto the mat.
    out.push(p.rect(x - 280, g - 90, 260, 110, dim(WOOD)), p.rect(x - 270, g - 40, 240, 8, dim(DARK_WOOD)));
    for (let k = 0; k < 4; k++)
      out.push(p.icon(k % 2 ? 'running-shoe' : 'hiking-boot', x - 240 + k * 60, g - 62, 46));
  } else if (/sword|staff|rack|sabre|bâton|râtelier/i.test(place)) {
    out.push(
      p.rect(x - 200, g - 360, 400, 16, dim(DARK_WOOD)),
      p.rect(x - 200, g - 200, 400, 16, dim(DARK_WOOD)),
    );
    for (let k = 0; k < 6; k++)
      out.push(p.rect(x - 170 + k * 66, g - 400, 12, 300, dim(k % 2 ? '#c98e4f' : '#a87a4f'), 6));
  } else if (/beam|poutre/i.test(place)) {
    // The low balance beam on its two feet, across the mat.
    out.push(p.rect(x - 300, g - 70, 600, 22, dim('#c98e4f'), 4));
    for (const dx of [-260, 240]) out.push(p.rect(x + dx, g - 50, 20, 70, dim(DARK_WOOD)));
  } else {
    // The hanging scroll of the place of honour, its brush strokes.
    out.push(
      p.rect(x - 60, g - 400, 120, 250, dim('#f3ead2')),
      p.rect(x - 72, g - 406, 144, 12, dim(DARK_WOOD)),
    );
    if (!p.lineArt)
      out.push(
        `<path d="M${x - 20} ${g - 360} q30 20 0 50 m10 20 q-30 30 10 60 m-20 10 h40" stroke="#1b1b1b" stroke-width="9" fill="none" stroke-linecap="round"/>`,
      );
  }
  return out.join('');
};

/** The tatami laid over the dojo's floor, side by side, edged in a darker green. */
const tatami = (
  c: Parameters<Furnish>[0],
  p: Parameters<Furnish>[1],
  g: number,
  dim: (c: string) => string,
) => {
  const out: string[] = [];
  const top = g + 20;
  for (let row = 0; top + row * 90 < c.h; row++)
    for (let k = -1; k * 240 < c.w; k++) {
      const x0 = k * 240 + (row % 2) * 120;
      out.push(p.rect(x0 + 3, top + row * 90 + 3, 234, 84, dim((row + k) % 2 ? '#7fb069' : '#8cc07a')));
    }
  return [p.rect(0, top, c.w, c.h - top, dim('#3f6b35')), ...out].join('');
};

/**
 * The gym: a row of high windows, wall bars along the wall, the uneven bars and the long balance beam
 * (the corner the page names in front: the bars, the judges' table by the competition floor).
 */
export const gym: Furnish = (c, p, x, g, _rng, dim, place) => {
  const out: string[] = [];
  for (let k = 0; k < 3; k++) {
    const wx = x - 300 + k * 230;
    if (wx + 150 > c.w) break;
    out.push(
      p.rect(wx - 6, g * 0.06 - 6, 162, 112, dim('#9aa3ad')),
      p.rect(wx, g * 0.06, 150, 100, dim('#9fd8f5')),
    );
  }
  // The wall bars: a wooden ladder fixed to the wall.
  const wb = x + 250;
  out.push(p.rect(wb - 60, g - 330, 12, 350, dim(WOOD)), p.rect(wb + 48, g - 330, 12, 350, dim(WOOD)));
  for (let y = g - 310; y < g; y += 40) out.push(p.rect(wb - 50, y, 100, 8, dim('#c98e4f'), 4));
  const bars = /bars|barres/i.test(place);
  // The uneven bars: two bars at two heights on their grey posts.
  const bx = bars ? x - 80 : x + 60;
  for (const [dx, top] of [
    [-120, 260],
    [60, 180],
  ] as const) {
    out.push(
      p.rect(bx + dx, g - top, 10, top + 20, dim('#5a6068')),
      p.rect(bx + dx + 110, g - top, 10, top + 20, dim('#5a6068')),
    );
    out.push(p.rect(bx + dx - 4, g - top, 130, 10, dim('#e9e2d0'), 5));
  }
  if (!bars) {
    out.push(p.rect(x - 330, g - 130, 360, 18, dim('#c98e4f'), 4));
    for (const dx of [-310, 0]) out.push(p.rect(x + dx, g - 112, 12, 132, dim('#5a6068')));
  }
  if (/competition|compétition|praticable|bench|banc/i.test(place)) {
    // The judges' table with its score cards.
    out.push(
      p.rect(x - 320, g - 60, 240, 18, dim(WOOD)),
      p.rect(x - 310, g - 42, 14, 62, dim(DARK_WOOD)),
      p.rect(x - 106, g - 42, 14, 62, dim(DARK_WOOD)),
    );
    for (let k = 0; k < 3; k++) out.push(p.rect(x - 300 + k * 70, g - 110, 50, 44, dim('#ffffff'), 4));
  }
  return out.join('');
};

/** The gym's floor: the wooden boards under the blue mats laid end to end. */
const gymMats = (
  c: Parameters<Furnish>[0],
  p: Parameters<Furnish>[1],
  g: number,
  dim: (c: string) => string,
) => {
  const out: string[] = [];
  for (let k = 0; k * 170 < c.w; k++)
    out.push(p.rect(k * 170 + 6, g + 40, 160, 90, dim(k % 2 ? '#3f74b3' : '#4f86c6'), 6));
  return out.join('');
};

/** What lies over a room's floor boards: the dojo's tatami, the gym's mats. */
export const SPORT_FLOORS: Record<
  keyof typeof SPORT_WALLS,
  (c: Parameters<Furnish>[0], p: Parameters<Furnish>[1], g: number, dim: (c: string) => string) => string
> = {
  dojo: tatami,
  gym: gymMats,
};
