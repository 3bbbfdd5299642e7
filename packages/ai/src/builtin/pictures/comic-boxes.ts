import { r } from './icons';
import { textLines, wrapText } from './text-svg';

type Box = { w: number; h: number };
const INK = '#1d1d1d';
const fontSize = (pc: Box) => Math.max(34, Math.min(60, pc.h * 0.07));
/** Each box says where it is (tests check it stays inside its panel, the panel inside the safe area). */
const boxed = (cls: string, x: number, y: number, w: number, h: number, body: string) =>
  `<g class="${cls}" data-box="${r(x)} ${r(y)} ${r(w)} ${r(h)}">${body}</g>`;

/** Width of the widest line plus padding, within a share of the panel. */
const widthFor = (lines: string[], size: number, max: number) =>
  Math.min(max, Math.max(...lines.map((l) => l.length)) * size * 0.55 + size * 1.4);

/** A speech bubble at the top of the panel, its tail pointing down to the speaker. */
export function speechBubble(pc: Box, line: string) {
  const size = fontSize(pc);
  const lines = wrapText(line, size, pc.w * 0.5, 3);
  const w = widthFor(lines, size, pc.w * 0.6);
  const h = lines.length * size * 1.2 + size * 0.9;
  const x = (pc.w - w) / 2;
  const y = pc.h * 0.05;
  const tail = `M${r(pc.w / 2 - 20)} ${r(y + h - 4)} L${r(pc.w / 2 - 50)} ${r(y + h + 55)} L${r(pc.w / 2 + 25)} ${r(y + h - 4)} Z`;
  return boxed(
    'bubble',
    x,
    y,
    w,
    h + 55,
    `<path d="${tail}" fill="#fff" stroke="${INK}" stroke-width="5"/><rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(h / 2.4)}" fill="#fff" stroke="${INK}" stroke-width="5"/><path d="${tail.replace(/ Z$/, '')}" fill="#fff"/>${textLines(lines, pc.w / 2, y + size * 0.35, size, { weight: 700, fill: INK })}`,
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

/** Where the thinker's head is in the panel: its centre and about how far it reaches. */
export type Head = { x: number; y: number; r: number };

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
  // Towards the middle of the panel from the head, its near end a little past the head's centre.
  const side = !head || head.x < pc.w / 2 ? 1 : -1;
  const wanted = head ? head.x + side * (head.r * 0.4 + w / 2) : pc.w / 2;
  const cx = Math.max(pc.w * 0.03 + w / 2, Math.min(pc.w * 0.97 - w / 2, wanted));
  const [x, y] = [cx - w / 2, pc.h * 0.05];
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
