import type { Light } from '../text/story-light';
import type { Environment } from './environment';

/** The colours of one place by day: sky gradient, far and near hills, ground and its tufts. */
export type Palette = { sky: [string, string]; far: string; near: string; ground: string; tuft: string };

export const DAY: Record<Environment, Palette> = {
  meadow: {
    sky: ['#7cc8f2', '#e6f6ff'],
    far: '#9fd48a',
    near: '#7cc36e',
    ground: '#6bb35d',
    tuft: '#4f9a45',
  },
  forest: {
    sky: ['#8fd0ee', '#eef9ff'],
    far: '#6fae7a',
    near: '#4f9a5f',
    ground: '#5ea25a',
    tuft: '#3f7f40',
  },
  jungle: {
    sky: ['#86d3d8', '#f0fbf2'],
    far: '#79c07a',
    near: '#52a35a',
    ground: '#6cb255',
    tuft: '#3e8a3c',
  },
  volcano: {
    sky: ['#f6b38a', '#fde9cf'],
    far: '#a58a7a',
    near: '#8d7b63',
    ground: '#9b8a5f',
    tuft: '#6f6443',
  },
  // Golden dunes under a warm, pale sky.
  desert: {
    sky: ['#7fc6ee', '#fdf0d2'],
    far: '#f0cc8a',
    near: '#e6b466',
    ground: '#f2d393',
    tuft: '#d6a456',
  },
  // Golden dry grass under a pale warm sky (it was the jungle's green).
  savanna: {
    sky: ['#9ccfe6', '#fbedcf'],
    far: '#d8b56a',
    near: '#cda153',
    ground: '#e2bf6e',
    tuft: '#b48636',
  },
  // Misty greens among the stalks.
  bamboo: {
    sky: ['#b5dccb', '#f0f8ec'],
    far: '#8cc08e',
    near: '#6aa96c',
    ground: '#78b064',
    tuft: '#4d8a42',
  },
  // Red earth under a hot blue sky.
  outback: {
    sky: ['#72bfe8', '#fbe3c6'],
    far: '#d27a4a',
    near: '#c2653a',
    ground: '#cf7f4c',
    tuft: '#9d5530',
  },
  castle: {
    sky: ['#b9a5f0', '#fbefff'],
    far: '#a9d69a',
    near: '#8cc77d',
    ground: '#7dbb6e',
    tuft: '#5c9b52',
  },
  underwater: {
    sky: ['#1f8fc4', '#63c9e6'],
    far: '#3aa7c9',
    near: '#e9cf93',
    ground: '#f1d9a0',
    tuft: '#d7b775',
  },
  beach: { sky: ['#74c7f0', '#e9f8ff'], far: '#4fb3d9', near: '#f3dca6', ground: '#f5e1ae', tuft: '#e0c07c' },
  space: { sky: ['#0e1440', '#3a2a78'], far: '#56508f', near: '#8e8aa8', ground: '#a7a3bd', tuft: '#85809e' },
  snow: { sky: ['#a9d4f5', '#f3fbff'], far: '#dcecf7', near: '#eef6fb', ground: '#ffffff', tuft: '#c9dff0' },
  road: { sky: ['#86c9f0', '#eaf7ff'], far: '#a8d59a', near: '#8cc77d', ground: '#86c171', tuft: '#5f9f52' },
  field: { sky: ['#7cc4f0', '#e8f6ff'], far: '#8fcf7d', near: '#6dbb5e', ground: '#5fb152', tuft: '#4a9440' },
  town: { sky: ['#8ccaf0', '#eef8ff'], far: '#b5d9a5', near: '#9acb88', ground: '#93c47f', tuft: '#6ea45c' },
  farm: { sky: ['#86cdf2', '#fff5dc'], far: '#b9db86', near: '#9ccd6e', ground: '#8fc45e', tuft: '#6b9f43' },
};

/**
 * Skies away from day, top to horizon: at dusk an evening sky, soft blue to pink to gold round a
 * low sun (it was indigo with a moon and stars, a night at “That evening”); deep blue at night,
 * near black to sleep.
 */
export const SKIES: Record<Exclude<Light, 'day'>, [string, string, string]> = {
  dusk: ['#5d6cb8', '#e48fa2', '#ffc578'],
  night: ['#0e1646', '#27307a', '#464c98'],
  sleep: ['#060a28', '#121a4e', '#262b68'],
};
/** How far hills and ground sink into the night blue (in the evening, only a little). */
export const DARKNESS: Record<Light, number> = { day: 0, dusk: 0.24, night: 0.6, sleep: 0.72 };
const NIGHT_BLUE = '#121845';

/** Mixes two #rrggbb colours (t = 0: a, 1: b). */
export function mix(a: string, b: string, t: number): string {
  const ch = (h: string, i: number) => Number.parseInt(h.slice(1 + i * 2, 3 + i * 2), 16);
  let out = '#';
  for (let i = 0; i < 3; i++)
    out += Math.round(ch(a, i) * (1 - t) + ch(b, i) * t)
      .toString(16)
      .padStart(2, '0');
  return out;
}

/**
 * Snow at dusk catches the sunset: a rosy lavender, still plainly snow. Darkened toward the night blue
 * like every other ground it came out a dull grey (the penguin's last evening on the frozen lake).
 */
export const DUSK_SNOW: Palette = {
  sky: DAY.snow.sky,
  far: '#cfc2e2',
  near: '#e4d8ee',
  ground: '#f1e6f2',
  tuft: '#c4b2d8',
};

export function darken(pal: Palette, t: number): Palette {
  if (!t) return pal;
  const m = (x: string) => mix(x, NIGHT_BLUE, t);
  return { sky: pal.sky, far: m(pal.far), near: m(pal.near), ground: m(pal.ground), tuft: m(pal.tuft) };
}
