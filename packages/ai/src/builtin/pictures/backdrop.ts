import type { Light } from '../text/story-light';
import { ENV_PROPS, type Environment, THEME_PROPS } from './environment';
import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';

type Palette = { sky: [string, string]; far: string; near: string; ground: string; tuft: string };

const DAY: Record<Environment, Palette> = {
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

/** Night skies, top to horizon: indigo to rose at dusk, deep blue at night, near black to sleep. */
const SKIES: Record<Exclude<Light, 'day'>, [string, string, string]> = {
  dusk: ['#262c74', '#76509e', '#f0a48c'],
  night: ['#0e1646', '#27307a', '#464c98'],
  sleep: ['#060a28', '#121a4e', '#262b68'],
};
/** How far hills and ground sink into the night blue. */
const DARKNESS: Record<Light, number> = { day: 0, dusk: 0.42, night: 0.6, sleep: 0.72 };
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

function darken(pal: Palette, t: number): Palette {
  if (!t) return pal;
  const m = (x: string) => mix(x, NIGHT_BLUE, t);
  return { sky: pal.sky, far: m(pal.far), near: m(pal.near), ground: m(pal.ground), tuft: m(pal.tuft) };
}

/** Places with houses behind the hills: at night their windows glow (bedtime "over the rooftops"). */
const ROOFTOPS = new Set<Environment>(['meadow', 'town', 'farm', 'road', 'field', 'snow']);

/**
 * Sky, light, hills, ground and small props on the horizon: the stage every scene stands on.
 * `calmTop` keeps the top third empty (covers: the title goes there). Returns where the ground is.
 * Away from day (`dusk`, `night`, `sleep`) the sky is dark, the moon and stars are out, the land
 * sinks into blue and windows glow; the sun is never drawn then.
 */
export function drawBackdrop(
  c: Canvas,
  p: Painter,
  o: {
    env: Environment;
    theme: string;
    mood: Light;
    rng: Rng;
    calmTop?: boolean;
    id: string;
    /** Which side the hero stands on: a cover's sun or moon goes to the other side. */
    heroLeft?: boolean;
  },
) {
  const { rng, env } = o;
  // Under the sea the light is the sea's; space is always dark.
  const light: Light = env === 'underwater' ? 'day' : env === 'space' && o.mood === 'day' ? 'night' : o.mood;
  const night = light !== 'day';
  const pal = env === 'space' ? DAY[env] : darken(DAY[env], DARKNESS[light]);
  const groundY = c.h * (env === 'underwater' ? 0.8 : 0.7 + rng.next() * 0.06);
  const parts: string[] = [];
  let defs = '';
  if (!p.lineArt) {
    const sky =
      !night || env === 'space' ? [pal.sky[0], mix(pal.sky[0], pal.sky[1], 0.55), pal.sky[1]] : SKIES[light];
    defs += `<linearGradient id="${o.id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.55" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>`;
    parts.push(`<rect width="${c.w}" height="${c.h}" fill="url(#${o.id}-sky)"/>`);
  }
  const top = o.calmTop ? c.h * 0.36 : c.h * 0.06;
  const moon: Moon = {};
  parts.push(lights(c, p, o, light, top, groundY, moon, o.calmTop ? top : 0));
  parts.push(hills(c, p, rng, groundY, pal, env));
  if (night && ROOFTOPS.has(env)) parts.push(rooftops(c, p, rng, groundY, light));
  const propsSvg = props(c, p, o, groundY, night);
  if (night && !p.lineArt && env !== 'space' && propsSvg) {
    // Props are Fluent's daylight colours: dim them to moonlight with one colour matrix.
    const k = 1 - DARKNESS[light] * 0.8;
    defs += `<filter id="${o.id}-dim" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${r(k)} 0 0 0 0.02 0 ${r(k)} 0 0 0.03 0 0 ${r(k + 0.1)} 0 0.08 0 0 0 1 0"/></filter>`;
    parts.push(`<g filter="url(#${o.id}-dim)">${propsSvg}</g>`);
  } else parts.push(propsSvg);
  parts.push(ground(c, p, rng, groundY, pal, env));
  return { body: parts.join(''), defs, groundY, moon };
}

function lights(
  c: Canvas,
  p: Painter,
  o: { env: Environment; rng: Rng; calmTop?: boolean; heroLeft?: boolean },
  light: Light,
  top: number,
  groundY: number,
  moon: Moon,
  starTop: number,
) {
  const { rng } = o;
  const out: string[] = [];
  if (o.env === 'underwater') {
    if (!p.lineArt)
      for (let i = 0; i < 4; i++) {
        const x = rng.int(50, c.w - 150);
        out.push(
          `<path d="M${x} 0 L${x + 90} 0 L${x + 260} ${r(groundY)} L${x + 120} ${r(groundY)} Z" fill="#ffffff" opacity="0.12"/>`,
        );
      }
    for (let i = 0; i < 14; i++)
      out.push(
        p.circle(
          rng.int(20, c.w - 20),
          rng.int(Math.round(top), Math.round(groundY - 40)),
          5 + rng.next() * 12,
          '#d9f4ff',
          p.lineArt ? '' : 'opacity="0.6"',
        ),
      );
    return out.join('');
  }
  if (light !== 'day') {
    // Dusk has only the first stars, high up; the deeper the night, the more stars.
    const stars = p.lineArt ? 0 : light === 'dusk' ? 22 : light === 'night' ? 70 : 90;
    const starFloor = light === 'dusk' ? groundY * 0.45 : groundY * 0.8;
    for (let i = 0; i < stars; i++)
      out.push(
        `<circle cx="${rng.int(0, c.w)}" cy="${rng.int(Math.round(starTop), Math.round(Math.max(starTop + 40, starFloor)))}" r="${r(1.2 + rng.next() * 2.8)}" fill="#fff8d6" opacity="${r(0.5 + rng.next() * 0.5)}"/>`,
      );
    // Line art keeps the twinkles (big enough to colour) but not the dot stars.
    for (let i = 0; i < 5; i++)
      out.push(
        twinkle(
          p,
          rng.int(30, c.w - 30),
          rng.int(Math.round(starTop + 20), Math.round(Math.max(starTop + 60, starFloor * 0.9))),
          8 + rng.next() * 10,
        ),
      );
    const side = skySide(rng, o, 0.18, light === 'dusk');
    if (o.env === 'space') {
      out.push(p.icon('ringed-planet', c.w * side, top + 90, 150));
      return out.join('');
    }
    // The moon rises big and low at dusk, rides high at night.
    const size = light === 'dusk' ? 170 : 150;
    const y = top + (light === 'dusk' ? 150 : 90);
    if (!p.lineArt)
      for (const [k, a] of [
        [2.6, 0.05],
        [1.9, 0.08],
        [1.4, 0.12],
      ])
        out.push(
          `<circle cx="${r(c.w * side)}" cy="${r(y)}" r="${r((size / 2) * k)}" fill="#fff6c8" opacity="${a}"/>`,
        );
    out.push(p.icon(light === 'dusk' ? 'full-moon' : 'crescent-moon', c.w * side, y, size));
    Object.assign(moon, { x: c.w * side, y, size });
    if (light === 'dusk')
      for (let i = 0; i < 2; i++)
        out.push(
          cloud(p, rng.int(100, c.w - 100), top + rng.int(60, 220), 0.6 + rng.next() * 0.5, '#f4b6c2'),
        );
    return out.join('');
  }
  const side = skySide(rng, o, 0.14);
  out.push(p.icon('sun', c.w * side, top + 80, 150));
  for (let i = 0; i < 3; i++)
    out.push(cloud(p, rng.int(100, c.w - 100), top + rng.int(30, 200), 0.7 + rng.next() * 0.6));
  return out.join('');
}

/**
 * Left or right for the sun or moon. On a cover the sky is low (the title is above) and would sit
 * behind the hero's head, so it goes to the hero's far side; so does the low moon at dusk. Other
 * pages pick at random.
 */
function skySide(rng: Rng, o: { calmTop?: boolean; heroLeft?: boolean }, edge: number, low = false) {
  const random = rng.next() < 0.5;
  const onLeft = (o.calmTop || low) && o.heroLeft !== undefined ? !o.heroLeft : random;
  return onLeft ? edge : 1 - edge;
}

/** Where the moon is (night scenes), so things in the sky keep out of its way. */
export type Moon = { x?: number; y?: number; size?: number };

/** A four-pointed twinkle, brighter than the dot stars. */
function twinkle(p: Painter, x: number, y: number, s: number) {
  if (p.lineArt) s *= 2.2;
  const q = s * 0.22;
  return p.path(
    `M${x} ${r(y - s)} Q${r(x + q)} ${r(y - q)} ${r(x + s)} ${y} Q${r(x + q)} ${r(y + q)} ${x} ${r(y + s)} Q${r(x - q)} ${r(y + q)} ${r(x - s)} ${y} Q${r(x - q)} ${r(y - q)} ${x} ${r(y - s)} Z`,
    '#fff3b0',
  );
}

/**
 * A row of houses on the horizon, dark shapes with warm lit windows and a soft glow around each.
 * At `sleep` most windows have gone dark: everyone is going to bed.
 */
function rooftops(c: Canvas, p: Painter, rng: Rng, groundY: number, light: Light) {
  const out: string[] = [];
  const wall = light === 'sleep' ? '#1c2254' : light === 'night' ? '#252c62' : '#3a3770';
  const roof = light === 'sleep' ? '#141a44' : light === 'night' ? '#1b2150' : '#2c2a5c';
  const lit = light === 'sleep' ? 0.3 : light === 'night' ? 0.65 : 0.8;
  let x = rng.int(-40, 20);
  while (x < c.w) {
    const w = 90 + rng.int(0, 70);
    const h = 70 + rng.int(0, 70);
    const base = groundY + 12;
    const topY = base - h;
    const peak = 40 + rng.int(0, 35);
    out.push(p.rect(x, topY, w, h + 20, wall));
    out.push(
      p.path(`M${x - 10} ${r(topY)} L${r(x + w / 2)} ${r(topY - peak)} L${x + w + 10} ${r(topY)} Z`, roof),
    );
    if (rng.next() < 0.5) out.push(p.rect(x + w * 0.68, topY - peak * 0.75, 16, peak * 0.6, roof));
    const cols = w > 130 ? 3 : 2;
    for (let i = 0; i < cols; i++) {
      if (rng.next() > lit) continue;
      const wx = x + ((i + 0.5) / cols) * w - 11;
      const wy = topY + h * 0.28;
      if (!p.lineArt)
        out.push(
          `<rect x="${r(wx - 9)}" y="${r(wy - 9)}" width="40" height="44" rx="10" fill="#ffd56b" opacity="0.22"/>`,
        );
      out.push(p.rect(wx, wy, 22, 26, '#ffd56b', 3));
    }
    x += w + rng.int(14, 60);
  }
  return out.join('');
}

function cloud(p: Painter, x: number, y: number, s: number, fill = '#ffffff') {
  const d = `M${r(x - 90 * s)} ${r(y + 25 * s)} a${r(40 * s)} ${r(40 * s)} 0 0 1 ${r(40 * s)} ${r(-45 * s)} a${r(55 * s)} ${r(55 * s)} 0 0 1 ${r(100 * s)} ${r(-10 * s)} a${r(40 * s)} ${r(40 * s)} 0 0 1 ${r(45 * s)} ${r(55 * s)} Z`;
  return p.path(d, fill, p.lineArt ? '' : `opacity="${fill === '#ffffff' ? 0.92 : 0.55}"`);
}

function hills(c: Canvas, p: Painter, rng: Rng, groundY: number, pal: Palette, env: Environment) {
  if (env === 'underwater' || env === 'space') return '';
  const layer = (y: number, amp: number, fill: string) => {
    const n = 3 + rng.int(0, 2);
    let d = `M0 ${r(c.h)} L0 ${r(y)}`;
    for (let i = 0; i < n; i++) {
      const x0 = (c.w * i) / n;
      const x1 = (c.w * (i + 1)) / n;
      d += ` Q${r((x0 + x1) / 2)} ${r(y - amp * (0.5 + rng.next()))} ${r(x1)} ${r(y + rng.int(-10, 10))}`;
    }
    return p.path(`${d} L${c.w} ${r(c.h)} Z`, fill);
  };
  if (env === 'beach') return p.rect(0, groundY - 90, c.w, 120, pal.far);
  return layer(groundY - 60, 110, pal.far) + layer(groundY - 15, 60, pal.near);
}

function props(
  c: Canvas,
  p: Painter,
  o: { env: Environment; theme: string; rng: Rng },
  groundY: number,
  night: boolean,
) {
  // No rainbow (nor anything sunny) under the moon.
  const pool = [...(ENV_PROPS[o.env] ?? []), ...(THEME_PROPS[o.theme] ?? [])].filter(
    (name) => !night || !DAYLIGHT_ONLY.test(name),
  );
  if (!pool.length) return '';
  const out: string[] = [];
  const n = 3 + o.rng.int(0, 1);
  for (let i = 0; i < n; i++) {
    const size = 90 + o.rng.int(0, 60);
    const x = ((i + 0.5) / n) * c.w + o.rng.int(-60, 60);
    out.push(p.icon(o.rng.pick(pool), x, groundY - size * 0.42, size, o.rng.next() < 0.5));
  }
  return out.join('');
}

/** Icons that belong to daylight: never drawn in a dusk or night scene. */
export const DAYLIGHT_ONLY = /^(sun|sun-.+|.+-sun|sunrise.*|sunflower|rainbow|umbrella-on-ground)$/;

function ground(c: Canvas, p: Painter, rng: Rng, groundY: number, pal: Palette, env: Environment) {
  const out = [
    p.path(
      `M0 ${r(groundY)} Q${c.w / 2} ${r(groundY - 25)} ${c.w} ${r(groundY)} L${c.w} ${c.h} L0 ${c.h} Z`,
      pal.ground,
    ),
  ];
  if (env === 'road') {
    out.push(p.rect(0, groundY + 40, c.w, 90, '#7b8088'));
    if (!p.lineArt)
      out.push(
        `<path d="M0 ${r(groundY + 85)} H${c.w}" stroke="#fff" stroke-width="7" stroke-dasharray="40 30"/>`,
      );
  }
  if (env === 'field' && !p.lineArt)
    out.push(`<path d="M${c.w / 2} ${r(groundY)} V${c.h}" stroke="#fff" stroke-width="6" opacity="0.8"/>`);
  // Texture: tufts or pebbles so the ground reads as painted, not a flat fill.
  const tufts = p.lineArt ? 10 : 45;
  for (let i = 0; i < tufts; i++) {
    const x = rng.int(0, c.w);
    const y = rng.int(Math.round(groundY + 20), c.h - 10);
    const s = 6 + rng.next() * 10;
    if (env === 'underwater' || env === 'beach' || env === 'space' || env === 'snow')
      out.push(p.ellipse(x, y, s * 1.4, s * 0.7, pal.tuft));
    else
      out.push(
        `<path d="M${x - s} ${y} q${r(s * 0.4)} ${r(-s * 1.6)} ${r(s)} ${r(-s * 0.2)} q${r(s * 0.3)} ${r(-s * 1.8)} ${r(s * 0.6)} 0 q${r(s * 0.5)} ${r(-s * 1.4)} ${r(s)} 0" fill="none" stroke="${p.lineArt ? '#000' : pal.tuft}" stroke-width="${p.lineArt ? p.line : 3}" stroke-linecap="round"/>`,
      );
  }
  return out.join('');
}
