import type { Light } from '../text/story-light';
import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';

/**
 * A goodnight round's animal ends asleep in its own home (text/goal-goodnight-den.ts): the text says
 * “snuggled down in the cosy hollow of the old oak”, so the last page draws the hollow, the nest or
 * the burrow big, and the hero small and curled up inside it, its rim in front (it was drawn standing
 * on the grass beside the oak). Only the sleeping end page of a place that names a den.
 */
export type DenKind =
  | 'hollow'
  | 'nest'
  | 'burrow'
  | 'hammock'
  | 'snow-den'
  | 'garage'
  | 'grass'
  | 'herd'
  | 'huddle';
const DENS: [DenKind, RegExp][] = [
  // A parrot's hollow is up a tall jungle tree: the same wide trunk with a round door.
  ['hollow', /^the hollow of the (old oak|tall jungle tree)/],
  ['nest', /^the nest high in the old oak/],
  ['burrow', /^the burrow under the old oak/],
  ['hammock', /^the leafy hammock/],
  ['snow-den', /^the snow den/],
  // A vehicle parks for the night in its shed or garage, its door open on the dark inside.
  ['garage', /^the garage/],
  // A tiger's den of long grass, an elephant among its herd, a penguin in the huddle on the ice.
  ['grass', /^the grass den/],
  ['herd', /^the herd under/],
  ['huddle', /^the huddle on the ice/],
];
type Sleeper = { beat?: string; mood: Light; place?: string };
export const denOf = (s: Sleeper): DenKind | undefined =>
  s.beat === 'ending' && s.mood === 'sleep' ? DENS.find(([, re]) => re.test(s.place ?? ''))?.[0] : undefined;

/** Where the hero lies, and the den drawn behind and in front of it. */
export type InDen = {
  heroX: number;
  feet: number;
  heroH: number;
  back: string;
  front: string;
  parked?: true;
};
const BARK = '#5b3f2a';
const LEAVES = '#2f5a3a';
const DARK = '#1d140d';
const SNOW = '#dfeaf5';

/** The den at the landmark's side (backdrop.ts draws the place's landmark there), or undefined. */
export function inDen(c: Canvas, p: Painter, s: Sleeper, left: boolean, g: number): InDen | undefined {
  const kind = denOf(s);
  if (!kind) return undefined;
  const x = c.w * (left ? 0.7 : 0.3);
  if (kind === 'garage') {
    const wall = /farm/.test(s.place ?? '') ? '#8e3b2f' : '#7d8494';
    const back = [
      p.path(`M${x - 230} ${g - 300} L${x} ${g - 420} L${x + 230} ${g - 300} Z`, '#4a3a36'),
      p.rect(x - 210, g - 300, 420, 320, wall),
      p.rect(x - 150, g - 240, 300, 260, '#1f2630'),
    ].join('');
    return { heroX: x, feet: g + 10, heroH: 190, back, front: '', parked: true };
  }
  const wild = wildDen(kind, p, x, g);
  if (wild) return wild;
  if (kind === 'snow-den' || kind === 'burrow') {
    // A mound (earth under the oak's roots, or a snowdrift) with a dark round door at its foot.
    const mound = kind === 'burrow' ? '#6b4a2f' : SNOW;
    const back = [
      kind === 'burrow' ? oak(p, x, g) : '',
      p.path(
        `M${x - 230} ${g + 30} Q${x - 200} ${g - 190} ${x} ${g - 200} Q${x + 200} ${g - 190} ${x + 230} ${g + 30} Z`,
        mound,
      ),
      p.path(
        `M${x - 95} ${g + 30} Q${x - 95} ${g - 150} ${x} ${g - 150} Q${x + 95} ${g - 150} ${x + 95} ${g + 30} Z`,
        kind === 'burrow' ? DARK : '#2e4a66',
      ),
    ].join('');
    return { heroX: x, feet: g + 20, heroH: 135, back, front: p.ellipse(x, g + 28, 118, 26, mound) };
  }
  if (kind === 'hammock') {
    // A hammock of big leaves slung between two jungle trunks, vines hanging down.
    const [a, b, y] = [x - 190, x + 190, g - 200];
    const back = [
      p.rect(a - 28, g - 470, 56, 490, BARK),
      p.rect(b - 28, g - 470, 56, 490, BARK),
      p.circle(a, g - 470, 115, LEAVES),
      p.circle(b, g - 470, 115, LEAVES),
      p.path(`M${a} ${y - 60} L${x - 120} ${y}`, 'none', `stroke="${BARK}" stroke-width="8"`),
      p.path(`M${b} ${y - 60} L${x + 120} ${y}`, 'none', `stroke="${BARK}" stroke-width="8"`),
    ].join('');
    const front = p.path(
      `M${x - 130} ${y} Q${x} ${y + 95} ${x + 130} ${y} Q${x} ${y + 40} ${x - 130} ${y} Z`,
      '#3f8a3a',
    );
    return { heroX: x, feet: y + 30, heroH: 150, back, front };
  }
  const tree = oak(p, x, g);
  if (kind === 'nest') {
    // The nest sits in the fork of the oak, high up: twigs in front of the bird curled up in it.
    const [nx, ny] = [x, g - 330];
    const back = tree + p.ellipse(nx, ny, 110, 26, '#6e4b2b');
    const front = p.path(
      `M${nx - 120} ${ny} Q${nx} ${ny + 95} ${nx + 120} ${ny} Q${nx} ${ny + 25} ${nx - 120} ${ny} Z`,
      '#8a6136',
    );
    return { heroX: nx, feet: ny + 30, heroH: 120, back, front };
  }
  // The hollow: a dark round door in the old oak's wide trunk, its rim in front of the sleeper.
  const [hy, ry] = [g - 200, 95];
  const back = tree + p.ellipse(x, hy, 80, ry, DARK);
  return { heroX: x, feet: hy + 70, heroH: 140, back, front: p.ellipse(x, hy + 82, 86, 30, BARK) };
}

/** The wild dens: long grass round a flattened bed, the herd under its tree, the penguins' huddle. */
function wildDen(kind: DenKind, p: Painter, x: number, g: number): InDen | undefined {
  if (kind === 'grass') {
    const blades = (y: number, h: number, fill: string) =>
      Array.from({ length: 13 }, (_, i) => {
        const bx = x - 210 + i * 35;
        return p.path(
          `M${bx - 14} ${y} Q${bx + 6} ${y - h * 0.6} ${bx + (i % 2 ? 22 : -18)} ${y - h} Q${bx + 4} ${y - h * 0.5} ${bx + 14} ${y} Z`,
          fill,
        );
      }).join('');
    const back = p.ellipse(x, g + 10, 220, 40, '#a88c4a') + blades(g + 10, 210, '#6f8f3a');
    return { heroX: x, feet: g + 12, heroH: 170, back, front: blades(g + 40, 70, '#8aa64a') };
  }
  if (kind === 'herd') {
    // A wide flat-topped tree, and two grown elephants either side of the little one.
    const back = [
      p.rect(x - 30, g - 380, 60, 400, BARK),
      p.ellipse(x, g - 400, 300, 70, LEAVES),
      p.icon('elephant', x - 190, g - 120, 280),
      p.icon('elephant', x + 190, g - 120, 280, true),
    ].join('');
    return { heroX: x, feet: g + 15, heroH: 150, back, front: '' };
  }
  if (kind === 'huddle') {
    // A floe of ice, the grown penguins pressed close round the little one.
    const back = [
      p.ellipse(x, g + 20, 260, 45, '#e6f2fb'),
      p.icon('penguin', x - 120, g - 110, 200),
      p.icon('penguin', x + 120, g - 110, 200, true),
      p.icon('penguin', x, g - 150, 170),
    ].join('');
    return { heroX: x, feet: g + 22, heroH: 150, back, front: '' };
  }
  return undefined;
}

/** A wide old oak, big enough to hold a sleeper: trunk, roots and a round crown. */
function oak(p: Painter, x: number, g: number): string {
  const trunk = `M${x - 140} ${g + 20} Q${x - 100} ${g - 10} ${x - 95} ${g - 60} L${x - 90} ${g - 380} L${x + 90} ${g - 380} L${x + 95} ${g - 60} Q${x + 100} ${g - 10} ${x + 140} ${g + 20} Z`;
  return [
    p.circle(x - 150, g - 420, 130, LEAVES),
    p.circle(x + 150, g - 420, 130, LEAVES),
    p.circle(x, g - 500, 170, LEAVES),
    p.path(trunk, BARK),
  ].join('');
}

/** The hero curled up (a little squashed) between the den's back and its rim; a vehicle parked as it is. */
export const curledIn = (den: InDen | undefined, heroSvg: string): string =>
  den?.parked
    ? `<g class="den">${den.back}<g class="parked">${heroSvg}</g>${den.front}</g>`
    : den
      ? `<g class="den">${den.back}<g class="curled" transform="translate(0 ${r(den.feet * 0.15)}) scale(1 0.85)">${heroSvg}</g>${den.front}</g>`
      : heroSvg;
