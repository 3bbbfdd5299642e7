import { iconBody, r } from './icons';
import { lineArtGroup } from './line-art';
import type { Painter } from './painter';

/**
 * Big animals whose Fluent icon is only a face ("lion", "bear"): drawn big beside a tiny hero (the
 * fable of the lion and the mouse, text/goal-fable.ts), the face alone floated over the grass like a
 * mask. Here it stands as a whole animal, side on: body, four legs, tail, the face as its head, its
 * paws on the ground line. The shapes go through the painter, so coloring pages get line art.
 */
type Coat = { body: string; far: string; paw: string; belly: string; tuft?: string };

const COATS: Record<string, Coat> = {
  // The Fluent lion's own orange, mane brown and muzzle cream.
  lion: { body: '#ffb02e', far: '#d3883e', paw: '#f3c07b', belly: '#ffdea7', tuft: '#6d4534' },
  bear: { body: '#a56953', far: '#8c5543', paw: '#f3ad61', belly: '#c48a6e' },
};

/** Whether this face icon is drawn as a whole animal when it stands big in a scene. */
export const standsWhole = (icon: string) => icon in COATS;

/** The drawn box, in its own units: 44 wide, 32 high, paws at the bottom. */
const BOX_W = 44;
const BOX_H = 32;
/** How much wider than high the standing animal is (for keeping it inside the page). */
export const STANDING_ASPECT = BOX_W / BOX_H;

/**
 * The animal `height` tall, paws on `feetY`, centred on `cx`, its head towards `facing`.
 * The group says what it is (`data-standing`), its face keeps its `data-icon`.
 */
export function drawStandingAnimal(
  p: Painter,
  icon: string,
  at: { cx: number; feetY: number; height: number; facing: 'left' | 'right' },
): string {
  const coat = COATS[icon];
  const u = at.height / BOX_H;
  const d = at.facing === 'right' ? 1 : -1;
  // Box units → page: x from the box's middle, mirrored when facing left; y from the paws up.
  const X = (x: number) => at.cx + d * (x - BOX_W / 2) * u;
  const Y = (y: number) => at.feetY - (BOX_H - y) * u;
  const pt = (x: number, y: number) => `${Math.round(X(x) * 10) / 10} ${Math.round(Y(y) * 10) / 10}`;
  const leg = (x: number, fill: string) =>
    p.path(`M${pt(x, 18)} L${pt(x + 4.4, 18)} L${pt(x + 4.4, 30.6)} L${pt(x, 30.6)} Z`, fill) +
    p.ellipse(X(x + 2.2), Y(30.9), 2.8 * u, 1.1 * u, coat.paw);
  // A lion's long tail with its tuft; a bear's short stub.
  const tail = coat.tuft
    ? p.path(
        `M${pt(9, 16)} Q${pt(3, 15)} ${pt(2.6, 8)} L${pt(4.2, 8)} Q${pt(4.8, 13)} ${pt(9.6, 14)} Z`,
        coat.far,
      ) + p.ellipse(X(3.4), Y(7.4), 1.9 * u, 2.3 * u, coat.tuft)
    : p.ellipse(X(7.6), Y(15), 2 * u, 1.7 * u, coat.far);
  // The far legs behind the body, the near ones in front; the face over the shoulders.
  const body =
    leg(12, coat.far) +
    leg(31, coat.far) +
    p.ellipse(X(21), Y(18.5), 14 * u, 7 * u, coat.body) +
    p.ellipse(X(21), Y(22), 9 * u, 3 * u, coat.belly) +
    leg(8.5, coat.body) +
    leg(27.5, coat.body);
  const head = p.icon(icon, X(35), Y(11), 19 * u);
  return `<g data-standing="${icon}">${tail}${body}${head}</g>`;
}

/** Where a big standing animal was drawn on the page: the net thrown over it covers this. */
export type StandingBox = { cx: number; feetY: number; w: number; h: number };

/**
 * A big subject (scaled: the lion beside the mouse) whose icon is a face, drawn whole in the icon's
 * square (`size`, centred on cx, cy, paws on its bottom), facing the middle of a `pageW` wide page.
 */
export function bigStandingSubject(
  p: Painter,
  icon: string,
  at: { cx: number; cy: number; size: number; pageW: number },
): { svg: string; box: StandingBox } {
  // A little lower than the square, a little wider: a lion is longer than it is tall.
  const h = at.size * 0.9;
  const w = h * STANDING_ASPECT;
  const cx = Math.max(w / 2 + 10, Math.min(at.pageW - w / 2 - 10, at.cx));
  const feetY = at.cy + at.size / 2;
  const facing = cx < at.pageW / 2 ? 'right' : 'left';
  return { svg: drawStandingAnimal(p, icon, { cx, feetY, height: h, facing }), box: { cx, feetY, w, h } };
}

/** The hunter's net (hunter-net-icon.ts) stretched over a standing animal: caught from head to tail. */
export function netOver(p: Painter, box: StandingBox): string {
  // The icon's dome spans x 1–31 and y 5–31: it is stretched a little past the animal every way.
  const sx = (box.w * 1.08) / 30;
  const sy = (box.h * 1.12) / 26;
  const x = box.cx - 16 * sx;
  const y = box.feetY + 0.6 * sy - 31 * sy;
  const body = iconBody('hunter-net');
  const art = p.lineArt ? lineArtGroup(body, Math.min(sx, sy), p.line) : body;
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${r(sx)} ${r(sy)})" data-icon="hunter-net" data-over="caught">${art}</g>`;
}

export const NET_ICON = 'hunter-net';
