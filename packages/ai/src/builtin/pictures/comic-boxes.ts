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

/** The hero's thought: a cloud at the top of the panel, small puffs trailing down towards the hero. */
export function thoughtCloud(pc: Box, text: string) {
  const size = fontSize(pc);
  const lines = wrapText(text, size, pc.w * 0.5, 2);
  const w = widthFor(lines, size, pc.w * 0.6);
  const h = lines.length * size * 1.2 + size * 0.9;
  const [x, y] = [(pc.w - w) / 2, pc.h * 0.05];
  const dots = [0, 1].map((i) => {
    const rad = size * (0.4 - i * 0.14);
    return { x: pc.w / 2 - 30 - i * size, y: y + h + 10 + rad + i * size * 0.9, rad };
  });
  const puffs = dots
    .map(
      (d) =>
        `<circle cx="${r(d.x)}" cy="${r(d.y)}" r="${r(d.rad)}" fill="#fff" stroke="${INK}" stroke-width="4"/>`,
    )
    .join('');
  const reach = Math.max(...dots.map((d) => d.y + d.rad)) - y;
  return boxed(
    'thought',
    x,
    y,
    w,
    reach,
    `${puffs}<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(h / 2)}" fill="#fff" stroke="${INK}" stroke-width="4" stroke-dasharray="14 7"/>${textLines(lines, pc.w / 2, y + size * 0.35, size, { fill: INK, weight: 400 })}`,
  );
}
