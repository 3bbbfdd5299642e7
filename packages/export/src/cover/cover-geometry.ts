import {
  BARCODE_AREA,
  BLEED,
  COVER_SAFE_INSET,
  coverWrapSize,
  type PaperType,
  SPINE_TEXT_CLEARANCE,
  type TrimSize,
  trimDimensions,
} from '@bookloom/core';
import { PT, type Rect } from '../pdf/page-geometry';

export type CoverGeometry = {
  width: number;
  height: number;
  spineWidth: number;
  trim: Rect;
  back: Rect;
  spine: Rect;
  front: Rect;
  /** Front panel including its bleed on top, bottom and the outer edge (art fills it). */
  frontBleed: Rect;
  backSafe: Rect;
  frontSafe: Rect;
  spineSafe: Rect;
  barcode: Rect;
};

const shrink = (r: Rect, d: number): Rect => ({ x: r.x + d, y: r.y + d, w: r.w - 2 * d, h: r.h - 2 * d });

/** The paperback wrap (back, spine, front) in points, top-left origin, per DESIGN.md §6. */
export function coverGeometry(trim: TrimSize, pageCount: number, paper: PaperType): CoverGeometry {
  const { width: W, height: H } = trimDimensions(trim);
  const size = coverWrapSize(trim, pageCount, paper);
  const b = BLEED * PT;
  const w = W * PT;
  const h = H * PT;
  const s = size.spine * PT;
  const back = { x: b, y: b, w, h };
  const spine = { x: b + w, y: b, w: s, h };
  const front = { x: b + w + s, y: b, w, h };
  const safe = COVER_SAFE_INSET * PT;
  const bw = BARCODE_AREA.width * PT;
  const bh = BARCODE_AREA.height * PT;
  return {
    width: size.width * PT,
    height: size.height * PT,
    spineWidth: s,
    trim: { x: b, y: b, w: 2 * w + s, h },
    back,
    spine,
    front,
    frontBleed: { x: front.x, y: 0, w: w + b, h: h + 2 * b },
    backSafe: shrink(back, safe),
    frontSafe: shrink(front, safe),
    spineSafe: {
      x: spine.x + SPINE_TEXT_CLEARANCE * PT,
      y: b + safe,
      w: Math.max(0, s - 2 * SPINE_TEXT_CLEARANCE * PT),
      h: h - 2 * safe,
    },
    barcode: { x: back.x + w - safe - bw, y: back.y + h - safe - bh, w: bw, h: bh },
  };
}
