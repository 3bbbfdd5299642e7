import { r } from './icons';
import { iconRow, type Spot } from './landmark-spot';

/**
 * A village's landmarks (idea/settings-built.ts): cottages with pitched roofs, the old well, the
 * church and its bell tower, the square with its fountain, a lane between the houses and the fields
 * around the village. At night the cottages' windows glow.
 */

const WALLS = ['#f4e3c3', '#f7d9b5', '#e9eef2', '#f2cfa0'];
const ROOFS = ['#c8553d', '#a8432f', '#8a5a3b', '#b9603f'];

/** One cottage standing on y: walls, a pitched roof, a door, two windows and a chimney. */
export function cottage(s: Spot, x: number, y: number, w: number, i: number) {
  const { p } = s;
  const h = w * 0.72;
  const win = s.night ? '#ffd966' : '#bfe3f5';
  return [
    p.rect(x + w * 0.22, y - h - w * 0.42, w * 0.12, w * 0.3, '#7a4b3a'),
    p.rect(x - w / 2, y - h, w, h, WALLS[i % WALLS.length]),
    p.path(
      `M${r(x - w / 2 - w * 0.08)} ${r(y - h)} L${r(x)} ${r(y - h - w * 0.5)} L${r(x + w / 2 + w * 0.08)} ${r(y - h)} Z`,
      ROOFS[i % ROOFS.length],
    ),
    p.rect(x - w * 0.1, y - h * 0.5, w * 0.2, h * 0.5, '#7a5233', 3),
    p.rect(x - w * 0.38, y - h * 0.72, w * 0.2, w * 0.18, win, 2),
    p.rect(x + w * 0.18, y - h * 0.72, w * 0.2, w * 0.18, win, 2),
  ].join('');
}

/** A row of cottages on the horizon, centred on x. */
export function cottages(s: Spot, x = s.x, n = 3, w = 150, gap = 1.15) {
  return Array.from({ length: n }, (_, i) =>
    cottage(s, x + (i - (n - 1) / 2) * w * gap, s.g + 12, w, i),
  ).join('');
}

/** The old well: a round stone wall, a little wooden roof on two posts and a bucket on its rope. */
export function well(s: Spot) {
  const { p, x, g } = s;
  const base = g + 14;
  const out = [
    p.rect(x - 80, base - 80, 160, 80, '#a7a39a', 10),
    p.ellipse(x, base - 80, 80, 16, '#5c5a55'),
    p.rect(x - 74, base - 230, 12, 154, '#7a5233'),
    p.rect(x + 62, base - 230, 12, 154, '#7a5233'),
    p.path(`M${x - 110} ${base - 210} L${x} ${base - 280} L${x + 110} ${base - 210} Z`, '#a8432f'),
    p.rect(x - 62, base - 190, 124, 8, '#8a5a3b'),
    p.rect(x - 2, base - 184, 4, 60, '#5b4636'),
    p.path(`M${x - 18} ${base - 126} h36 l-5 30 h-26 Z`, '#8a5a3b'),
  ];
  if (!p.lineArt)
    for (const [dx, dy] of [
      [-50, -56],
      [0, -40],
      [46, -60],
      [-30, -20],
      [30, -22],
    ])
      out.push(p.rect(x + dx - 14, base + dy, 28, 12, '#8f8b82', 3));
  return out.join('');
}

/** The village church: a nave with an arched door, a bell tower with its bell and a spire. */
export function church(s: Spot) {
  const { p, x, g } = s;
  const base = g + 12;
  const tx = x - 110;
  const glow = s.night ? '#ffd966' : '#bfe3f5';
  return [
    p.rect(x - 60, base - 170, 240, 170, '#ece4d2'),
    p.path(`M${x - 76} ${base - 166} L${x + 60} ${base - 260} L${x + 196} ${base - 166} Z`, '#8a5a3b'),
    p.path(`M${x + 30} ${base} V${base - 70} A30 30 0 0 1 ${x + 90} ${base - 70} V${base} Z`, '#7a5233'),
    p.path(
      `M${x - 30} ${base - 90} V${base - 130} A16 16 0 0 1 ${x + 2} ${base - 130} V${base - 90} Z`,
      glow,
    ),
    p.path(
      `M${x + 118} ${base - 90} V${base - 130} A16 16 0 0 1 ${x + 150} ${base - 130} V${base - 90} Z`,
      glow,
    ),
    p.rect(tx - 50, base - 330, 100, 330, '#e2d8c2'),
    p.path(
      `M${tx - 30} ${base - 230} V${base - 280} A30 30 0 0 1 ${tx + 30} ${base - 280} V${base - 230} Z`,
      '#3c3f46',
    ),
    s.p.icon('bell', tx, base - 262, 48),
    p.path(`M${tx - 62} ${base - 330} L${tx} ${base - 470} L${tx + 62} ${base - 330} Z`, '#5d6b7a'),
    p.rect(tx - 3, base - 510, 6, 44, '#c9a23a'),
    p.rect(tx - 16, base - 496, 32, 6, '#c9a23a'),
  ].join('');
}

/** The square: cottages round it and the fountain in the middle. */
export function villageSquare(s: Spot) {
  return cottages(s, s.x, 3, 140, 1.35) + s.p.icon('fountain', s.x, s.g - 40, 190);
}

/** A narrow lane of cobbles between the houses, running back to the horizon. */
export function lane(s: Spot) {
  const { p, c, x, g } = s;
  const out = [
    p.path(
      `M${r(x - 40)} ${g + 10} L${r(x + 40)} ${g + 10} L${r(x + 150)} ${r(c.h)} L${r(x - 150)} ${r(c.h)} Z`,
      '#cbbfa8',
    ),
  ];
  if (!p.lineArt)
    for (let i = 0; i < 5; i++) {
      const y = g + 24 + i * i * 10;
      out.push(
        `<path d="M${r(x - 44 - i * 12)} ${r(y)} H${r(x + 44 + i * 12)}" stroke="#a89b84" stroke-width="3"/>`,
      );
    }
  out.push(cottage(s, x - 250, g + 12, 170, 0), cottage(s, x + 250, g + 12, 170, 1));
  out.push(cottage(s, x - 95, g + 2, 80, 2), cottage(s, x + 95, g + 2, 80, 3));
  return out.join('');
}

/** The fields around the village: bands of wheat and green, sheaves, the village far off with its steeple. */
export function villageFields(s: Spot) {
  const { p, c, g } = s;
  const out = [
    p.path(`M0 ${g + 6} L${c.w} ${g - 10} V${g + 60} L0 ${g + 80} Z`, '#e8c65a'),
    p.path(`M0 ${g + 80} L${c.w} ${g + 60} V${g + 130} L0 ${g + 160} Z`, '#7fb850'),
    p.path(`M0 ${g + 160} L${c.w} ${g + 130} V${g + 200} L0 ${g + 240} Z`, '#e8c65a'),
  ];
  const fx = c.w * 0.7;
  out.push(cottages({ ...s, g: g - 16 }, fx, 3, 80, 1.1));
  const tx = fx + 150;
  out.push(
    p.rect(tx - 20, g - 190, 40, 186, '#e2d8c2'),
    p.path(`M${r(tx - 28)} ${g - 190} L${r(tx)} ${g - 270} L${r(tx + 28)} ${g - 190} Z`, '#5d6b7a'),
  );
  out.push(iconRow({ ...s, x: c.w * 0.22 }, ['sheaf-of-rice', 'sheaf-of-rice', 'sheaf-of-rice'], 100, 1, 30));
  return out.join('');
}

/** The fountain on its square: a stone fountain before two cottages. */
export function villageFountain(s: Spot) {
  return cottages(s, s.x, 2, 150, 1.7) + s.p.icon('fountain', s.x, s.g - 60, 230);
}
