import { drawBackdrop } from './backdrop';
import { countedEnvironment } from './counted-place';
import { drawHero, type HeroLook } from './hero';
import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';
import { textLines } from './text-svg';

export type ConceptCtx = { c: Canvas; p: Painter; hero: HeroLook; rng: Rng; theme: string; id: string };

const CARD_COLOURS = ['#ff8fab', '#7ec4cf', '#ffd166', '#95d5b2', '#b8a1e3', '#f4a261'];

function paper(ctx: ConceptCtx) {
  const { c, p, rng } = ctx;
  if (p.lineArt) return '';
  const tint = rng.pick(['#fff7e6', '#eef8ff', '#f3fff0', '#fff0f5']);
  let dots = '';
  for (let i = 0; i < 70; i++)
    dots += `<circle cx="${rng.int(0, c.w)}" cy="${rng.int(0, c.h)}" r="${r(3 + rng.next() * 6)}" fill="${rng.pick(CARD_COLOURS)}" opacity="0.18"/>`;
  return `<rect width="${c.w}" height="${c.h}" fill="${tint}"/>${dots}`;
}

const smallHero = (ctx: ConceptCtx, x: number, share = 0.27) =>
  drawHero(ctx.hero, {
    x,
    baseY: ctx.c.h - 25,
    height: ctx.c.h * share,
    lineArt: ctx.p.lineArt,
    linePx: ctx.p.line,
    flip: x > ctx.c.w / 2,
  });

/** Alphabet: a card per letter with its picture; the hero points from the bottom. */
export function alphabetArt(ctx: ConceptCtx, letters: string[], icons: string[]) {
  const { c, p } = ctx;
  const n = Math.max(1, letters.length);
  // Three letters as 2 + 1 rather than a row of three: one short row left most of the page empty.
  const cols = n <= 2 ? n : Math.ceil(n / 2);
  const rows = Math.ceil(n / cols);
  const areaH = c.h * 0.7;
  const cw = (c.w - 60) / cols;
  const ch = Math.min(areaH / rows, cw * 1.25);
  const parts = [paper(ctx)];
  letters.forEach((letter, i) => {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? n - row * cols : cols;
    const x = (c.w - inRow * cw) / 2 + (i - row * cols) * cw + 10;
    const y = 30 + row * ch;
    const colour = CARD_COLOURS[(letter.charCodeAt(0) + i) % CARD_COLOURS.length];
    parts.push(p.rect(x, y, cw - 20, ch - 20, '#ffffff', 28));
    if (!p.lineArt)
      parts.push(
        `<rect x="${r(x)}" y="${r(y)}" width="${r(cw - 20)}" height="${r(ch - 20)}" rx="28" fill="none" stroke="${colour}" stroke-width="8"/>`,
      );
    const size = Math.min(ch * 0.42, cw * 0.45);
    parts.push(
      textLines([`${letter.toUpperCase()}${letter.toLowerCase()}`], x + (cw - 20) / 2, y + 8, size, {
        family: 'Fredoka',
        weight: 700,
        fill: p.lineArt ? '#fff' : colour,
      }).replace('<text ', p.lineArt ? `<text stroke="#000" stroke-width="${p.line}" ` : '<text '),
    );
    if (icons[i])
      parts.push(p.icon(icons[i], x + (cw - 20) / 2, y + ch * 0.66, Math.min(ch * 0.42, cw * 0.6)));
  });
  parts.push(smallHero(ctx, ctx.rng.next() < 0.5 ? c.w * 0.12 : c.w * 0.88));
  return parts.join('');
}

/** Counting: exactly `count` objects in a tidy grid, each clearly apart, plus the numeral (unless the child is to write it). */
export function countingArt(ctx: ConceptCtx, count: number, icon: string, numeral = true) {
  const { c, p } = ctx;
  const stage = drawBackdrop(c, p, {
    env: countedEnvironment(icon),
    theme: ctx.theme,
    mood: 'day',
    rng: ctx.rng,
    id: ctx.id,
  });
  const parts = [stage.body];
  parts.push(
    p
      .rect(c.w * 0.08, c.h * 0.05, c.w * 0.84, c.h * 0.62, '#ffffff', 40)
      .replace('/>', p.lineArt ? '/>' : ' opacity="0.85"/>'),
  );
  parts.push(
    ...grid(c.w * 0.1, c.h * 0.07, c.w * 0.8, c.h * 0.58, count).map((g) => p.icon(icon, g.x, g.y, g.size)),
  );
  if (numeral) {
    parts.push(p.circle(c.w * 0.86, c.h * 0.08, 62, '#ffd166'));
    parts.push(
      textLines([String(count)], c.w * 0.86, c.h * 0.08 - 50, 80, {
        family: 'Fredoka',
        weight: 700,
        fill: '#222',
      }),
    );
  }
  parts.push(smallHero(ctx, ctx.rng.next() < 0.5 ? c.w * 0.14 : c.w * 0.86, 0.3));
  return { body: parts.join(''), defs: stage.defs };
}

/** Two groups to compare (more / fewer). */
export function compareArt(ctx: ConceptCtx, counts: [number, number], icon: string) {
  const { c, p } = ctx;
  const parts = [paper(ctx)];
  counts.forEach((n, side) => {
    const x = side === 0 ? 30 : c.w / 2 + 15;
    parts.push(p.rect(x, 30, c.w / 2 - 45, c.h * 0.66, '#ffffff', 30));
    parts.push(
      ...grid(x + 10, 40, c.w / 2 - 65, c.h * 0.64 - 20, n).map((g) => p.icon(icon, g.x, g.y, g.size)),
    );
  });
  parts.push(smallHero(ctx, c.w / 2));
  return parts.join('');
}

/** Cells for n items in a w×h box: as square as possible, items 70% of a cell. */
export function grid(x: number, y: number, w: number, h: number, n: number) {
  if (n <= 0) return [];
  let best = { cols: 1, size: 0 };
  for (let cols = 1; cols <= n; cols++) {
    const rows = Math.ceil(n / cols);
    const size = Math.min(w / cols, h / rows);
    if (size > best.size) best = { cols, size };
  }
  const rows = Math.ceil(n / best.cols);
  const out: { x: number; y: number; size: number }[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / best.cols);
    const inRow = row === rows - 1 ? n - row * best.cols : best.cols;
    const cx = x + (w - inRow * best.size) / 2 + ((i % best.cols) + 0.5) * best.size;
    const cy = y + (h - rows * best.size) / 2 + (row + 0.5) * best.size;
    out.push({ x: cx, y: cy, size: best.size * 0.7 });
  }
  return out;
}
