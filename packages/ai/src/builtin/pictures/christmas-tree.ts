import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';

/**
 * A page set by the Christmas tree (text/goal-wait.ts: "the Christmas tree in the cosy kitchen").
 * The tree is then part of the room, drawn big, not the 32-px icon beside the figures (a new-user
 * review read it as a small plant on the floor beside Santa).
 */
export const namesChristmasTree = (place?: string) => !!place && /christmas tree|sapin de noël/i.test(place);

/** How tall the hero may be drawn by the tree (a share of the canvas): the tree stays the taller. */
export const HERO_BY_TREE = 0.46;

/** Star points around (cx, cy), outer radius `ro`. */
function starPath(cx: number, cy: number, ro: number) {
  const pts: string[] = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const rad = k % 2 ? ro * 0.45 : ro;
    pts.push(`${r(cx + rad * Math.cos(a))} ${r(cy + rad * Math.sin(a))}`);
  }
  return `M${pts.join(' L')} Z`;
}

const BAUBLES = ['#e4443f', '#ffd23f', '#4d96ff', '#f15bb5', '#ffffff'];
/** Where the baubles hang on each tier: (share across the tier's width, share down the tier). */
const HANG: [number, number][] = [
  [-0.45, 0.75],
  [0.1, 0.55],
  [0.5, 0.85],
  [-0.2, 0.95],
];
const PRESENTS: [number, number, number, string, string][] = [
  // dx (share of the tree's height), width, height (shares), box, ribbon
  [-0.3, 0.2, 0.13, '#e4443f', '#ffd23f'],
  [0.02, 0.16, 0.1, '#4d96ff', '#ffffff'],
  [0.28, 0.18, 0.15, '#5cb85c', '#e4443f'],
];

/**
 * A tall decorated fir standing on the room's floor from `base` up to `top`: three tiers of green,
 * baubles, a gold star on the very top, and presents under it once Santa has come (the waiting pages
 * count "not one yet"). At night the room dims but the baubles and the star keep their colour: they glow.
 */
export function christmasTree(
  _c: Canvas,
  p: Painter,
  o: { x: number; base: number; top: number; presents: boolean; dim: (col: string) => string },
) {
  const { x, base, top, dim } = o;
  const h = base - top;
  const out: string[] = [];
  // Trunk, then the tiers from the bottom up, so each upper tier overlaps the one below.
  out.push(p.rect(x - h * 0.05, base - h * 0.12, h * 0.1, h * 0.12, dim('#7a4b2a')));
  const tiers = [
    { apex: top + h * 0.5, foot: base - h * 0.1, half: h * 0.34 },
    { apex: top + h * 0.3, foot: top + h * 0.66, half: h * 0.27 },
    { apex: top + h * 0.1, foot: top + h * 0.44, half: h * 0.2 },
  ];
  for (const t of tiers)
    out.push(
      p.path(
        `M${r(x)} ${r(t.apex)} L${r(x + t.half)} ${r(t.foot)} L${r(x - t.half)} ${r(t.foot)} Z`,
        dim('#2e8b57'),
      ),
    );
  if (!p.lineArt)
    tiers.forEach((t, i) => {
      HANG.forEach(([sx, sy], k) => {
        const y = t.apex + (t.foot - t.apex) * sy;
        const reach = (t.half * (y - t.apex)) / (t.foot - t.apex);
        out.push(p.circle(x + sx * reach, y - h * 0.02, h * 0.028, BAUBLES[(i + k) % BAUBLES.length]));
      });
    });
  // The star on the very top.
  out.push(p.path(starPath(x, top + h * 0.06, h * 0.07), '#ffc83d', 'id="tree-star"'));
  if (o.presents)
    for (const [dx, w, ph, box, ribbon] of PRESENTS) {
      const bx = x + dx * h - (w * h) / 2;
      const by = base - ph * h;
      out.push(
        `<g class="tree-present">${p.rect(bx, by, w * h, ph * h, dim(box), 4)}${p.rect(bx + (w * h) / 2 - h * 0.012, by, h * 0.024, ph * h, dim(ribbon))}</g>`,
      );
    }
  return `<g id="christmas-tree" data-top="${r(top)}" data-base="${r(base)}">${out.join('')}</g>`;
}

/**
 * By the tree the hero stays shorter than the tree (a close-up filled the room's height), and the
 * tree is the room's own, so the 32-px tree icon among the page's things is not drawn twice.
 */
export const heroShareByTree = (place: string | undefined, share: number) =>
  namesChristmasTree(place) ? Math.min(HERO_BY_TREE, share) : share;
export const treeIconTwice = (icon: string, place?: string) =>
  icon === 'christmas-tree' && namesChristmasTree(place);
