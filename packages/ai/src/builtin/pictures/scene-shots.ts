/** How a story page is framed (scene.ts). */

/** The tallest a hero is drawn beside a giant, as a share of the canvas height. */
export const GIANT_BESIDE = 0.28;

/** Shot sizes: hero height share, lift (jump), companion and first-thing scale. */
export const SHOTS: Record<string, { hero: number; lift: number; friend: number; thing: number }> = {
  default: { hero: 0.42, lift: 0, friend: 1, thing: 1 },
  wide: { hero: 0.28, lift: 0, friend: 1, thing: 1 },
  close: { hero: 0.56, lift: 0, friend: 0.9, thing: 0.9 },
  object: { hero: 0.36, lift: 0, friend: 1, thing: 1.7 },
  two: { hero: 0.42, lift: 0, friend: 1.5, thing: 0.8 },
  action: { hero: 0.42, lift: 0.06, friend: 1, thing: 1 },
};
