import type { PageFrame, Rect } from '../pdf/page-geometry';
import type { Raster } from './render-pages';
import type { Finding } from './types';

type Side = 'top' | 'bottom' | 'outside' | 'gutter';
type Dir = 'top' | 'bottom' | 'left' | 'right';
/** A pixel prints ink when any channel is visibly darker than white paper (cream counts). */
const INKED = 240;
/** Share of a band's pixels that may be inked before we call it ink (anti-aliased edges). */
const NOISE = 0.002;
/** Art counts as full bleed when it covers this share of the bleed strips. */
const FULL = 0.9;

const inked = (r: Raster, x: number, y: number) => {
  const i = y * r.stride + x * r.n;
  return Math.min(r.pixels[i], r.pixels[i + 1], r.pixels[i + 2]) < INKED;
};

/** Inked share of a pixel rect and the inked pixel nearest the page edge on `side`. */
function band(r: Raster, x0: number, y0: number, x1: number, y1: number) {
  let count = 0;
  let total = 0;
  const hits: [number, number][] = [];
  for (let y = Math.max(0, y0); y < Math.min(r.height, y1); y++)
    for (let x = Math.max(0, x0); x < Math.min(r.width, x1); x++) {
      total++;
      if (inked(r, x, y)) {
        count++;
        if (hits.length < 4096) hits.push([x, y]);
      }
    }
  return { share: total ? count / total : 0, count, hits };
}

const SIDE_WORDS: Record<Side, string> = {
  top: 'top edge',
  bottom: 'bottom edge',
  outside: 'outside edge',
  gutter: 'gutter (the fold)',
};

/**
 * Looks at a rendered page the way a print check does: art that is not full bleed must keep out
 * of the band between the page edge and the safe area on every side; full-bleed art must cover
 * the bleed strips on the three outer edges, not stop at the trim.
 */
export function checkInk(r: Raster, f: PageFrame, page: number, bleed: boolean, findings: Finding[]) {
  const s = r.width / f.width; // px per point
  const px = (v: number) => Math.round(v * s);
  const safe: Rect = f.safe;
  const sx0 = Math.floor(safe.x * s) - 1;
  const sx1 = Math.ceil((safe.x + safe.w) * s) + 1;
  const sy0 = Math.floor(safe.y * s) - 1;
  const sy1 = Math.ceil((safe.y + safe.h) * s) + 1;
  const left: Side = f.recto ? 'gutter' : 'outside';
  const right: Side = f.recto ? 'outside' : 'gutter';
  if (bleed) {
    const tx0 = px(f.trim.x);
    const tx1 = px(f.trim.x + f.trim.w);
    const strips = [
      band(r, 0, 0, r.width, px(f.trim.y) - 1),
      band(r, 0, px(f.trim.y + f.trim.h) + 1, r.width, r.height),
      f.recto ? band(r, tx1 + 1, 0, r.width, r.height) : band(r, 0, 0, tx0 - 1, r.height),
    ];
    if (strips.every((b) => b.share >= FULL)) return; // full-bleed art: margins may hold art
    const trimBand = f.recto
      ? band(r, tx1 - px(9), 0, tx1 - 1, r.height)
      : band(r, tx0 + 1, 0, tx0 + px(9), r.height);
    if (trimBand.share >= FULL && strips[2].share < 0.5)
      findings.push({
        severity: 'error',
        code: 'bleed-short',
        page,
        message: `The picture stops at the trim on the outside edge instead of running 0.125 in past it`,
        fix: 'Extend the art 0.125 in past the trim on the top, bottom and outside edges, or turn bleed off.',
      });
  }
  const bands: [Side, Dir, ReturnType<typeof band>][] = [
    ['top', 'top', band(r, 0, 0, r.width, sy0)],
    ['bottom', 'bottom', band(r, 0, sy1, r.width, r.height)],
    [left, 'left', band(r, 0, sy0, sx0, sy1)],
    [right, 'right', band(r, sx1, sy0, r.width, sy1)],
  ];
  const hit = bands.filter(([, , b]) => b.share > NOISE && b.count >= 3);
  if (!hit.length) return;
  const where = hit.map(([side, dir, b]) => {
    const margin = marginOn(dir, f) / 72;
    return `${SIDE_WORDS[side]}: ${nearestEdge(b.hits, dir, f, s).toFixed(2)} in from the trim, inside the ${margin.toFixed(3)} in margin, ${Math.round(b.share * 100)} % of the band inked`;
  });
  findings.push({
    severity: 'error',
    code: 'ink-in-margin',
    page,
    message: `Picture or border ink in the margins (${where.join('; ')})`,
    fix: hit.some(([side]) => side === 'gutter')
      ? 'Keep the art inside the margins, away from the fold (the binding swallows the gutter), or make it full bleed.'
      : 'Keep the art inside the margins, or make it full bleed (running 0.125 in past the trim on all outer edges).',
  });
}

const marginOn = (dir: Dir, f: PageFrame) =>
  dir === 'top'
    ? f.safe.y - f.trim.y
    : dir === 'bottom'
      ? f.trim.y + f.trim.h - f.safe.y - f.safe.h
      : dir === 'left'
        ? f.safe.x - f.trim.x
        : f.trim.x + f.trim.w - f.safe.x - f.safe.w;

/** Distance in inches from the trim edge on one side to the nearest inked pixel. */
function nearestEdge(hits: [number, number][], side: Dir, f: PageFrame, s: number) {
  const t = {
    x0: f.trim.x * s,
    x1: (f.trim.x + f.trim.w) * s,
    y0: f.trim.y * s,
    y1: (f.trim.y + f.trim.h) * s,
  };
  let best = Number.POSITIVE_INFINITY;
  for (const [x, y] of hits) {
    const d =
      side === 'top'
        ? y - t.y0
        : side === 'bottom'
          ? t.y1 - (y + 1)
          : side === 'left'
            ? x - t.x0
            : t.x1 - (x + 1);
    best = Math.min(best, d);
  }
  return Math.max(0, best) / s / 72;
}
