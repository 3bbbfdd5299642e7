import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';

/** A room's furniture around x on the floor line g, dimmed with the light; `place` picks the room's corner. */
export type Furnish = (
  c: Canvas,
  p: Painter,
  x: number,
  g: number,
  rng: Rng,
  dim: (c: string) => string,
  place: string,
) => string;
