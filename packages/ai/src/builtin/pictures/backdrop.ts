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

const NIGHT_SKY: [string, string] = ['#16205a', '#4b4f9c'];

/**
 * Sky, light, hills, ground and small props on the horizon: the stage every scene stands on.
 * `calmTop` keeps the top third empty (covers: the title goes there). Returns where the ground is.
 */
export function drawBackdrop(
  c: Canvas,
  p: Painter,
  o: { env: Environment; theme: string; mood: 'day' | 'night'; rng: Rng; calmTop?: boolean; id: string },
) {
  const { rng, env } = o;
  const pal = DAY[env];
  const night = o.mood === 'night' && env !== 'underwater';
  const groundY = c.h * (env === 'underwater' ? 0.8 : 0.7 + rng.next() * 0.06);
  const parts: string[] = [];
  let defs = '';
  const sky = night ? NIGHT_SKY : pal.sky;
  if (!p.lineArt) {
    defs += `<linearGradient id="${o.id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`;
    parts.push(`<rect width="${c.w}" height="${c.h}" fill="url(#${o.id}-sky)"/>`);
  }
  const top = o.calmTop ? c.h * 0.36 : c.h * 0.06;
  parts.push(lights(c, p, o, night || env === 'space', top, groundY));
  parts.push(hills(c, p, rng, groundY, pal, env));
  parts.push(props(c, p, o, groundY));
  parts.push(ground(c, p, rng, groundY, pal, env));
  return { body: parts.join(''), defs, groundY };
}

function lights(
  c: Canvas,
  p: Painter,
  o: { env: Environment; rng: Rng },
  dark: boolean,
  top: number,
  groundY: number,
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
  if (dark) {
    for (let i = 0; i < (p.lineArt ? 0 : 60); i++)
      out.push(
        `<circle cx="${rng.int(0, c.w)}" cy="${rng.int(0, Math.round(groundY * 0.8))}" r="${r(1.2 + rng.next() * 2.8)}" fill="#fff8d6" opacity="${r(0.5 + rng.next() * 0.5)}"/>`,
      );
    const side = rng.next() < 0.5 ? 0.18 : 0.82;
    out.push(p.icon(o.env === 'space' ? 'ringed-planet' : 'crescent-moon', c.w * side, top + 90, 150));
    return out.join('');
  }
  const side = rng.next() < 0.5 ? 0.14 : 0.86;
  out.push(p.icon('sun', c.w * side, top + 80, 150));
  for (let i = 0; i < 3; i++)
    out.push(cloud(p, rng.int(100, c.w - 100), top + rng.int(30, 200), 0.7 + rng.next() * 0.6));
  return out.join('');
}

function cloud(p: Painter, x: number, y: number, s: number) {
  const d = `M${r(x - 90 * s)} ${r(y + 25 * s)} a${r(40 * s)} ${r(40 * s)} 0 0 1 ${r(40 * s)} ${r(-45 * s)} a${r(55 * s)} ${r(55 * s)} 0 0 1 ${r(100 * s)} ${r(-10 * s)} a${r(40 * s)} ${r(40 * s)} 0 0 1 ${r(45 * s)} ${r(55 * s)} Z`;
  return p.path(d, '#ffffff', p.lineArt ? '' : 'opacity="0.92"');
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

function props(c: Canvas, p: Painter, o: { env: Environment; theme: string; rng: Rng }, groundY: number) {
  const pool = [...(ENV_PROPS[o.env] ?? []), ...(THEME_PROPS[o.theme] ?? [])];
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
