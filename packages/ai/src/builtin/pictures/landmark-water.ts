import type { Canvas } from './render';

/** Where a landmark's water lies on the ground (x0–x1, down to `bottom`): no one stands in it. */
export type Water = { x0: number; x1: number; bottom: number };

/** The pond's ellipse: behind the scene, on the side away from the hero. */
export const pondShape = (c: Canvas, x: number, g: number) => ({
  cx: Math.max(c.w * 0.3, Math.min(c.w * 0.7, x)),
  cy: g + 34,
  rx: c.w * 0.3,
  ry: 44,
});

/** A lake's near edge below the horizon (landmark-lake.ts): its water runs the whole width. */
export const LAKE_DEPTH = 96;

/** The water of a landmark drawn at x on the horizon g (pond, pool, river, waterfall), if it has any. */
export function waterOf(id: string | undefined, c: Canvas, x: number, g: number): Water | undefined {
  switch (id) {
    case 'pond':
    case 'watering-hole': {
      const s = pondShape(c, x, g);
      return { x0: s.cx - s.rx, x1: s.cx + s.rx, bottom: s.cy + s.ry };
    }
    case 'lake':
      return { x0: 0, x1: c.w, bottom: g + LAKE_DEPTH };
    case 'pool':
      return { x0: c.w * 0.04, x1: c.w * 0.96, bottom: g + c.h * 0.08 + 16 };
    case 'river':
      return { x0: 0, x1: c.w, bottom: g + 82 };
    case 'waterfall':
      return { x0: x - 130, x1: x + 130, bottom: g + 46 };
    default:
      return undefined;
  }
}

/**
 * Where something standing at x (width w) puts its feet: on the near bank when the water is behind
 * it — a frog "by the pond" stands on the grass in front of the pond, not as a head in the water.
 */
export function feetOnBank(water: Water | undefined, x: number, w: number, feet: number): number {
  if (!water || x + w / 2 < water.x0 || x - w / 2 > water.x1) return feet;
  return Math.max(feet, water.bottom + Math.max(18, w * 0.25));
}
