import { r } from './icons';
import { textLines, wrapText } from './text-svg';

type Box = { w: number; h: number };
/** Where a speaker's or a thinker's head is in the panel: its centre and about how far it reaches. */
export type Head = { x: number; y: number; r: number };
const INK = '#1d1d1d';
const fontSize = (pc: Box) => Math.max(34, Math.min(60, pc.h * 0.07));
/** Each box says where it is (tests check it stays inside its panel, the panel inside the safe area). */
const boxed = (cls: string, x: number, y: number, w: number, h: number, body: string) =>
  `<g class="${cls}" data-box="${r(x)} ${r(y)} ${r(w)} ${r(h)}">${body}</g>`;

/** Width of the widest line plus padding, within a share of the panel. */
const widthFor = (lines: string[], size: number, max: number) =>
  Math.min(max, Math.max(...lines.map((l) => l.length)) * size * 0.55 + size * 1.4);

/**
 * Where a bubble `w` wide goes across the panel's top: beside the speaker's head, towards the panel's
 * middle — clear of the head when the head reaches up into the bubble's band (a close-up), else
 * over it. Without a head, centred.
 */
function across(pc: Box, w: number, bottom: number, head?: Head) {
  if (!head) return pc.w / 2;
  const side = head.x < pc.w / 2 ? 1 : -1;
  const high = head.y - head.r < bottom + 10;
  const wanted = head.x + side * (high ? head.r * 1.1 + w / 2 : w * 0.2);
  return Math.max(pc.w * 0.03 + w / 2, Math.min(pc.w * 0.97 - w / 2, wanted));
}

/** A unit direction towards (vx, vy) whose rise is at most 0.3 (a head beside or above the bubble's foot). */
function sideways(vx: number, vy: number): [number, number] {
  const n = Math.hypot(vx, vy) || 1;
  const uy = Math.max(-0.3, vy / n);
  const ux = Math.sign(vx || 1) * Math.sqrt(1 - uy * uy);
  return [ux, uy];
}

/**
 * A speech bubble at the top of the panel, its tail pointing to the speaker's head (issue 14: it
 * pointed at the panel's middle whoever spoke, and a close-up's bubble sat on the hero's face).
 */
export function speechBubble(pc: Box, line: string, head?: Head) {
  const size = fontSize(pc);
  const lines = wrapText(line, size, pc.w * 0.5, 3);
  const w = widthFor(lines, size, pc.w * 0.6);
  const h = lines.length * size * 1.2 + size * 0.9;
  const y = pc.h * 0.05;
  const cx = across(pc, w, y + h, head);
  const x = cx - w / 2;
  // The tail leaves the bubble's foot above the head (or as near as the bubble reaches) and points
  // at the head (its upper half: a tall panel puts the head close under the bubble), 40–90 long.
  const bx = head ? Math.max(x + 40, Math.min(x + w - 40, head.x)) : pc.w / 2;
  const by = y + h - 4;
  const [aimX, aimY] = head ? [head.x, head.y - head.r * 0.5] : [pc.w / 2 - 50, by + 59];
  const len = Math.hypot(aimX - bx, aimY - by);
  const reach = Math.max(40, Math.min(90, len - 10));
  // A head beside or above the bubble's foot: the tail goes sideways towards it, rising at most a
  // little (steeper would cut back across the bubble).
  const [dx, dy] = aimY - by > 20 ? [(aimX - bx) / len, (aimY - by) / len] : sideways(aimX - bx, aimY - by);
  const [tx, ty] = [bx + dx * reach, by + dy * reach];
  const tail = `M${r(bx - 22)} ${r(by)} L${r(tx)} ${r(ty)} L${r(bx + 22)} ${r(by)} Z`;
  const x0 = Math.min(x, tx);
  const x1 = Math.max(x + w, tx);
  return boxed(
    'bubble',
    x0,
    y,
    x1 - x0,
    Math.max(h, ty - y),
    `<path d="${tail}" fill="#fff" stroke="${INK}" stroke-width="5"/><rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(h / 2.4)}" fill="#fff" stroke="${INK}" stroke-width="5"/><path d="${tail.replace(/ Z$/, '')}" fill="#fff"/>${textLines(lines, cx, y + size * 0.35, size, { weight: 700, fill: INK })}`,
  );
}

/** A narrator's caption box in the panel's top-left corner ("Later, in the kelp forest."), or at its foot. */
export function captionBox(pc: Box, text: string, at: 'top' | 'bottom' = 'top') {
  const size = fontSize(pc) * 0.9;
  const lines = wrapText(text, size, pc.w * 0.6, 2);
  const w = widthFor(lines, size, pc.w * 0.7);
  const h = lines.length * size * 1.2 + size * 0.7;
  const [x, y] = [pc.w * 0.03, at === 'top' ? pc.h * 0.05 : pc.h * 0.95 - h];
  return boxed(
    'caption',
    x,
    y,
    w,
    h,
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="#fff3b0" stroke="${INK}" stroke-width="5"/>${textLines(lines, x + w / 2, y + size * 0.2, size, { fill: INK, weight: 700 })}`,
  );
}

/**
 * The hero's thought: a cloud high in the panel beside the hero's head, and puffs, growing from small
 * to large, that lead from the head to the cloud (issue 14: they trailed towards the panel's middle
 * wherever the hero stood). Without a head the cloud is centred, its puffs below it.
 */
export function thoughtCloud(pc: Box, text: string, head?: Head) {
  const size = fontSize(pc);
  const lines = wrapText(text, size, pc.w * 0.5, 2);
  const w = widthFor(lines, size, pc.w * 0.6);
  const h = lines.length * size * 1.2 + size * 0.9;
  // Beside the head, towards the middle of the panel, clear of it.
  const side = !head || head.x < pc.w / 2 ? 1 : -1;
  const y = pc.h * 0.05;
  const cx = across(pc, w, y + h, head);
  const x = cx - w / 2;
  const cy = y + h / 2;
  // From the head's upper side to where the line towards the cloud's centre meets its outline.
  const [sx, sy] = head
    ? [head.x + side * head.r * 0.75, Math.max(y + h + size * 0.5, head.y - head.r * 0.6)]
    : [cx - 30 - size, y + h + 10 + size * 1.8];
  const k = Math.max(Math.abs(sx - cx) / (w / 2), Math.abs(sy - cy) / (h / 2));
  const [ex, ey] = k > 1 ? [cx + (sx - cx) / k, cy + (sy - cy) / k] : [cx, y + h];
  const gap = Math.hypot(ex - sx, ey - sy);
  // Small by the head, larger towards the cloud; never bigger than the room between them allows.
  const dots = [0.15, 0.45, 0.78].map((t, i) => {
    const rad = Math.max(6, Math.min(size * (0.16 + i * 0.1), gap * 0.14));
    return { x: sx + (ex - sx) * t, y: sy + (ey - sy) * t, rad };
  });
  const puffs = dots
    .map(
      (d) =>
        `<circle class="thought-puff" cx="${r(d.x)}" cy="${r(d.y)}" r="${r(d.rad)}" fill="#fff" stroke="${INK}" stroke-width="4"/>`,
    )
    .join('');
  const x0 = Math.min(x, ...dots.map((d) => d.x - d.rad));
  const x1 = Math.max(x + w, ...dots.map((d) => d.x + d.rad));
  const y1 = Math.max(y + h, ...dots.map((d) => d.y + d.rad));
  return boxed(
    'thought',
    x0,
    y,
    x1 - x0,
    y1 - y,
    `${puffs}<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(h / 2)}" fill="#fff" stroke="${INK}" stroke-width="4" stroke-dasharray="14 7"/>${textLines(lines, cx, y + size * 0.35, size, { fill: INK, weight: 400 })}`,
  );
}
