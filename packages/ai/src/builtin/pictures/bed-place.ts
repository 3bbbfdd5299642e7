import type { Canvas } from './render';

/**
 * Where a bedroom's bed stands (its middle), away from the hero's side: interiors.ts draws it there
 * and bed-sleep.ts lays the sleeping hero in it. On the left it stood at 30% of the width, so the
 * pillow — and a sleeping hero's head on it — touched the picture's left edge and the bedside table
 * was cut off (issue 14); at 37% the whole bed, its table and the head are inside the frame.
 */
export const bedX = (c: Canvas, heroLeft: boolean) => c.w * (heroLeft ? 0.68 : 0.37);
