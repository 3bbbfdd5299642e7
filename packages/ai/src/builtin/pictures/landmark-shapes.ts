import { r } from './icons';
import { pondShape } from './landmark-water';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';
import { bareTree } from './winter-trees';

/** Where a landmark stands: its centre x, the horizon (groundY) and the picture's light. */
/** `snow`: the place lies under snow or in falling snow (a big tree is bare then). */
export type Spot = {
  c: Canvas;
  p: Painter;
  x: number;
  g: number;
  rng: Rng;
  night: boolean;
  place: string;
  snow?: boolean;
};

/** Icons in a row along the horizon around x (a market's fruit, a zoo's animals…). */
export function iconRow(s: Spot, names: string[], size: number, spread = 1.1, dy = 0) {
  const n = names.length;
  return names
    .map((name, i) => s.p.icon(name, s.x + (i - (n - 1) / 2) * size * spread, s.g - size * 0.42 + dy, size))
    .join('');
}

/** A red-and-white lighthouse on its rocks; at night its lamp sweeps two beams. */
export function lighthouse(s: Spot) {
  const { p, x, g, c } = s;
  const h = Math.min(c.h * 0.52, g * 0.78);
  const base = g + 10;
  const top = base - h;
  const wB = 70;
  const wT = 44;
  const at = (t: number) => ({ y: base - h * t, w: wB + (wT - wB) * t });
  const out: string[] = [];
  if (s.night && !p.lineArt)
    out.push(
      `<path d="M${x} ${r(top - 20)} L${r(x - 520)} ${r(top - 140)} L${r(x - 520)} ${r(top + 60)} Z M${x} ${r(top - 20)} L${r(x + 520)} ${r(top - 120)} L${r(x + 520)} ${r(top + 80)} Z" fill="#fff3a8" opacity="0.28"/>`,
    );
  out.push(p.ellipse(x, base + 6, 120, 26, '#8a8f98'));
  out.push(
    p.path(
      `M${x - wB / 2} ${base} L${x - wT / 2} ${r(top)} L${x + wT / 2} ${r(top)} L${x + wB / 2} ${base} Z`,
      '#ffffff',
    ),
  );
  for (const [t0, t1] of [
    [0.12, 0.3],
    [0.48, 0.66],
  ]) {
    const a = at(t0);
    const b = at(t1);
    out.push(
      p.path(
        `M${r(x - a.w / 2)} ${r(a.y)} L${r(x - b.w / 2)} ${r(b.y)} L${r(x + b.w / 2)} ${r(b.y)} L${r(x + a.w / 2)} ${r(a.y)} Z`,
        '#e4443f',
      ),
    );
  }
  out.push(p.rect(x - 12, base - 44, 24, 44, '#5b4636', 10));
  out.push(p.rect(x - wT / 2 - 12, top - 8, wT + 24, 12, '#3c3f46'));
  out.push(p.rect(x - wT / 2 + 4, top - 52, wT - 8, 44, s.night ? '#ffe066' : '#fff7c2'));
  out.push(
    p.path(
      `M${x - wT / 2 - 4} ${r(top - 52)} Q${x} ${r(top - 100)} ${x + wT / 2 + 4} ${r(top - 52)} Z`,
      '#e4443f',
    ),
  );
  return out.join('');
}

/** A swimming pool (blue water, tiled edge, ladder; lane ropes for a swimming pool, rocks for an animal's). */
export function pool(s: Spot) {
  const { p, c, g } = s;
  const y = g + 8;
  const h = c.h * 0.08;
  const lanes = /swim|piscine/i.test(s.place);
  const out = [
    p.rect(c.w * 0.04, y - 8, c.w * 0.92, h + 16, '#e8eef2', 8),
    p.rect(c.w * 0.06, y, c.w * 0.88, h, '#3fb6e8', 6),
  ];
  if (!p.lineArt)
    for (let i = 0; i < 6; i++)
      out.push(
        `<path d="M${r(c.w * (0.1 + i * 0.14))} ${r(y + h * 0.35)} q20 -8 40 0 t40 0" stroke="#bff0ff" stroke-width="4" fill="none"/>`,
      );
  if (lanes && !p.lineArt)
    for (const k of [0.33, 0.66])
      out.push(
        `<path d="M${r(c.w * 0.06)} ${r(y + h * k)} H${r(c.w * 0.94)}" stroke="#e4443f" stroke-width="5" stroke-dasharray="14 10"/>`,
      );
  const lx = c.w * 0.86;
  out.push(p.rect(lx, y - 40, 6, 48, '#aab4bd'), p.rect(lx + 30, y - 40, 6, 48, '#aab4bd'));
  out.push(p.rect(lx, y - 28, 36, 5, '#aab4bd'), p.rect(lx, y - 12, 36, 5, '#aab4bd'));
  if (!lanes)
    out.push(p.ellipse(c.w * 0.12, y - 6, 50, 24, '#8a8f98'), p.ellipse(c.w * 0.2, y - 2, 34, 18, '#9aa0a8'));
  return out.join('');
}

/** A red barn with white trim and a hay loft. */
export function barn(s: Spot) {
  const { p, x, g } = s;
  const w = 300;
  const h = 190;
  const base = g + 12;
  return [
    p.path(
      `M${x - w / 2} ${base} V${base - h} L${x} ${base - h - 110} L${x + w / 2} ${base - h} V${base} Z`,
      '#c8372d',
    ),
    p.path(
      `M${x - w / 2 - 14} ${base - h + 6} L${x} ${base - h - 118} L${x + w / 2 + 14} ${base - h + 6}`,
      '#ffffff',
      'fill-opacity="0" stroke="#ffffff" stroke-width="12"',
    ),
    p.rect(x - 60, base - 130, 120, 130, '#ffffff'),
    p.rect(x - 52, base - 122, 104, 122, '#a82c24'),
    p.path(
      `M${x - 52} ${base - 122} L${x + 52} ${base} M${x + 52} ${base - 122} L${x - 52} ${base}`,
      '#ffffff',
      'stroke="#ffffff" stroke-width="8"',
    ),
    p.rect(x - 30, base - h - 60, 60, 44, '#f2d16b'),
  ].join('');
}

/** Still water on the ground behind the hero: a pond, a lake (frozen: pale ice), a swamp. */
export function pond(s: Spot) {
  const { p, c, x, g } = s;
  const frozen = /frozen|gelé|ice|glace/i.test(s.place);
  const swamp = /swamp|marais/i.test(s.place);
  const { cx, cy, rx, ry } = pondShape(c, x, g);
  const water = frozen ? '#cfeaf7' : swamp ? '#5f8a5a' : '#4aa8d8';
  const out = [p.ellipse(cx, cy, rx, ry, water)];
  if (!p.lineArt)
    out.push(
      frozen
        ? `<path d="M${r(cx - 160)} ${r(g + 30)} l90 -8 M${r(cx + 20)} ${r(g + 44)} l120 -10" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>`
        : `<path d="M${r(cx - 140)} ${r(g + 36)} q30 -8 60 0 M${r(cx + 40)} ${r(g + 26)} q30 -8 60 0" stroke="#d4f1ff" stroke-width="5" fill="none" opacity="0.8"/>`,
    );
  if (!frozen)
    for (const dx of [-0.29, -0.26, 0.27])
      out.push(p.path(`M${r(cx + c.w * dx)} ${r(g + 40)} q-6 -50 4 -80 q2 40 4 80 Z`, '#4f7f3a'));
  if (/duck|canard/i.test(s.place)) out.push(s.p.icon('duck', cx + 60, g + 14, 60));
  return out.join('');
}

/** A river or stream across the land, with stones on its banks. */
export function river(s: Spot) {
  const { p, c, g } = s;
  const y = g + 22;
  const d = `M0 ${r(y)} Q${r(c.w * 0.3)} ${r(y - 24)} ${r(c.w * 0.55)} ${r(y + 6)} T${c.w} ${r(y - 6)} V${r(y + 46)} Q${r(c.w * 0.6)} ${r(y + 60)} ${r(c.w * 0.3)} ${r(y + 40)} T0 ${r(y + 52)} Z`;
  const out = [p.path(d, '#4aa8d8')];
  for (let i = 0; i < 6; i++)
    out.push(p.ellipse(s.rng.int(20, c.w - 20), y + (i % 2 ? 54 : -4), 22, 11, '#9aa0a8'));
  return out.join('');
}

/** A waterfall: a rock cliff, white water falling into a pool. */
export function waterfall(s: Spot) {
  const { p, x, g, c } = s;
  const top = g - c.h * 0.42;
  return [
    p.path(
      `M${x - 200} ${g + 10} L${x - 150} ${r(top)} L${x + 150} ${r(top + 20)} L${x + 210} ${g + 10} Z`,
      '#7d7f86',
    ),
    p.rect(x - 50, top + 6, 100, g - top + 4, '#8fd6f4'),
    p.lineArt
      ? ''
      : `<path d="M${x - 30} ${r(top + 10)} V${r(g)} M${x} ${r(top + 10)} V${r(g)} M${x + 28} ${r(top + 10)} V${r(g)}" stroke="#ffffff" stroke-width="6" opacity="0.8"/>`,
    p.ellipse(x, g + 20, 130, 26, '#4aa8d8'),
  ].join('');
}

/** An arched bridge over water (wood, stone, rainbow colours, or hung with lanterns). */
export function bridge(s: Spot) {
  const { p, c, x, g } = s;
  const rainbow = /rainbow|arc-en-ciel/i.test(s.place);
  const wood = /wood|bois/i.test(s.place);
  const span = c.w * 0.55;
  const x0 = Math.max(20, Math.min(c.w - span - 20, x - span / 2));
  const out = [p.rect(0, g + 4, c.w, 46, '#4aa8d8')];
  if (rainbow)
    ['#e4443f', '#f59f2b', '#f7d038', '#5cb85c', '#3b82f6', '#8b5cf6'].forEach((col, i) => {
      out.push(
        p.path(
          `M${r(x0 + i * 10)} ${g + 20} Q${r(x0 + span / 2)} ${r(g - 200 + i * 20)} ${r(x0 + span - i * 10)} ${g + 20}`,
          col,
          `fill-opacity="0" stroke="${p.lineArt ? '#000' : col}" stroke-width="${p.lineArt ? p.line : 12}"`,
        ),
      );
    });
  else {
    const col = wood ? '#9a6a3f' : '#a7a39a';
    out.push(
      p.path(
        `M${r(x0)} ${g + 24} Q${r(x0 + span / 2)} ${r(g - 120)} ${r(x0 + span)} ${g + 24} L${r(x0 + span - 30)} ${g + 24} Q${r(x0 + span / 2)} ${r(g - 80)} ${r(x0 + 30)} ${g + 24} Z`,
        col,
      ),
    );
    for (let i = 1; i < 8; i++) {
      const t = i / 8;
      const px = x0 + span * t;
      const py = g + 24 - 4 * t * (1 - t) * 144;
      out.push(p.rect(px - 3, py - 50, 6, 50, col));
      if (/lantern|lanterne/i.test(s.place)) out.push(p.icon('red-paper-lantern', px, py - 66, 36));
    }
  }
  return out.join('');
}

/** A cave mouth in a rock mound (ice cave: pale blue; glowing cave: warm light inside). */
export function cave(s: Spot) {
  const { p, x, g, c } = s;
  const ice = /ice|glace/i.test(s.place);
  const glow = /glow|lumineu/i.test(s.place);
  const h = c.h * 0.34;
  return [
    p.path(
      `M${x - 260} ${g + 16} Q${x - 220} ${r(g - h)} ${x} ${r(g - h - 20)} Q${x + 230} ${r(g - h)} ${x + 270} ${g + 16} Z`,
      ice ? '#bfe3f5' : '#7d7f86',
    ),
    p.path(
      `M${x - 90} ${g + 16} Q${x - 80} ${r(g - h * 0.6)} ${x} ${r(g - h * 0.62)} Q${x + 80} ${r(g - h * 0.6)} ${x + 90} ${g + 16} Z`,
      glow ? '#f5c94a' : ice ? '#4f7ea8' : '#262a33',
    ),
  ].join('');
}

/** An igloo of snow blocks. */
export function igloo(s: Spot) {
  const { p, x, g } = s;
  const out = [p.path(`M${x - 150} ${g + 14} A150 140 0 0 1 ${x + 150} ${g + 14} Z`, '#f4fbff')];
  if (!p.lineArt)
    out.push(
      `<path d="M${x - 140} ${g - 30} H${x + 140} M${x - 115} ${g - 75} H${x + 115} M${x - 70} ${g - 110} H${x + 70} M${x - 40} ${g - 30} V${g + 14} M${x + 60} ${g - 75} V${g - 30}" stroke="#b9d7ea" stroke-width="5"/>`,
    );
  out.push(
    p.path(`M${x + 70} ${g + 14} V${g - 40} A45 45 0 0 1 ${x + 160} ${g - 40} V${g + 14} Z`, '#e6f3fb'),
  );
  out.push(
    p.path(`M${x + 92} ${g + 14} V${g - 30} A23 23 0 0 1 ${x + 138} ${g - 30} V${g + 14} Z`, '#2e4a66'),
  );
  return out.join('');
}

/** A big drawn tree (an oak, a cherry in blossom, an apple tree with red apples). */
export function tree(s: Spot, x = s.x, scale = 1, kind: 'oak' | 'cherry' | 'apple' = 'oak') {
  const { p, g, rng } = s;
  const h = 330 * scale;
  // In the snow no tree is in leaf, blossom or fruit: bare branches with snow along them.
  if (s.snow) return bareTree(p, x, g + 12, h * 1.05);
  const leaf = kind === 'cherry' ? '#f6b4cf' : '#4f9a45';
  const out = [
    p.path(
      `M${r(x - 22 * scale)} ${g + 12} L${r(x - 12 * scale)} ${r(g - h * 0.55)} L${r(x + 12 * scale)} ${r(g - h * 0.55)} L${r(x + 22 * scale)} ${g + 12} Z`,
      '#7a5233',
    ),
  ];
  for (const [dx, dy, rr] of [
    [0, -0.8, 0.3],
    [-0.28, -0.62, 0.24],
    [0.28, -0.62, 0.24],
    [-0.14, -0.5, 0.22],
    [0.16, -0.48, 0.22],
  ])
    out.push(p.circle(x + dx * h, g + dy * h, rr * h, leaf));
  if (kind === 'apple')
    for (let i = 0; i < 7; i++)
      out.push(
        p.circle(x + rng.int(-90, 90) * scale, g - h * (0.5 + rng.next() * 0.35), 11 * scale, '#e4443f'),
      );
  return out.join('');
}

/** A shop front with a striped awning and its goods in the window (bakery, ramen shop, café…). */
export function shop(s: Spot, goods: string[], stripe = '#e4443f') {
  const { p, x, g } = s;
  const w = 300;
  const base = g + 12;
  const out = [
    p.rect(x - w / 2, base - 250, w, 250, '#f4e3c3'),
    p.rect(x - w / 2 - 10, base - 270, w + 20, 24, '#8a5a3b'),
  ];
  for (let i = 0; i < 8; i++)
    out.push(
      p.path(`M${x - w / 2 - 10 + i * 40} ${base - 246} h40 l-6 40 h-28 Z`, i % 2 ? '#ffffff' : stripe),
    );
  out.push(
    p.rect(x - w / 2 + 20, base - 180, 170, 110, '#bfe3f5'),
    p.rect(x + 70, base - 150, 60, 150, '#8a5a3b'),
  );
  for (const [i, name] of goods.entries()) out.push(p.icon(name, x - w / 2 + 55 + i * 52, base - 110, 56));
  return out.join('');
}

/** Market stalls with striped awnings and crates of fruit and vegetables. */
export function market(s: Spot) {
  const { p, c, g } = s;
  const goods = ['red-apple', 'tangerine', 'carrot', 'watermelon', 'bread', 'cheese-wedge'];
  const out: string[] = [];
  [0.2, 0.5, 0.8].forEach((fx, i) => {
    const x = c.w * fx;
    out.push(p.rect(x - 6 - 100, g - 150, 10, 170, '#8a5a3b'), p.rect(x + 96, g - 150, 10, 170, '#8a5a3b'));
    for (let k = 0; k < 5; k++)
      out.push(
        p.path(
          `M${x - 110 + k * 44} ${g - 160} h44 l-4 36 h-36 Z`,
          k % 2 ? '#ffffff' : ['#e4443f', '#3b82f6', '#5cb85c'][i],
        ),
      );
    out.push(p.rect(x - 100, g - 30, 200, 50, '#c98d54'));
    out.push(p.icon(goods[i * 2], x - 45, g - 44, 60), p.icon(goods[i * 2 + 1], x + 45, g - 44, 60));
  });
  return out.join('');
}

/** A sandy pier on posts running out over the sea, a boat moored at its end. */
export function pier(s: Spot) {
  const { p, c, x, g } = s;
  const toRight = x > c.w / 2;
  const x0 = toRight ? c.w * 0.45 : 0;
  const x1 = toRight ? c.w : c.w * 0.55;
  const out = [p.rect(x0, g - 56, x1 - x0, 16, '#a87a4f')];
  for (let px = x0 + 20; px < x1; px += 60) out.push(p.rect(px, g - 44, 10, 50, '#7a5233'));
  out.push(p.icon('sailboat', toRight ? c.w * 0.9 : c.w * 0.1, g - 110, 110));
  return out.join('');
}

/** Sand dunes with tufts of marram grass. */
export function dunes(s: Spot) {
  const { p, c, g } = s;
  const out = [
    p.path(`M0 ${g + 10} Q${r(c.w * 0.2)} ${g - 150} ${r(c.w * 0.45)} ${g + 10} Z`, '#ecd08e'),
    p.path(`M${r(c.w * 0.35)} ${g + 10} Q${r(c.w * 0.65)} ${g - 190} ${c.w} ${g + 10} Z`, '#f2d99c'),
  ];
  for (const fx of [0.15, 0.22, 0.6, 0.7, 0.8])
    out.push(
      p.path(
        `M${r(c.w * fx)} ${g - 40} q-10 -40 -20 -50 M${r(c.w * fx)} ${g - 40} q4 -44 10 -56`,
        '#6c9a3c',
        `fill-opacity="0" stroke="${p.lineArt ? '#000' : '#6c9a3c'}" stroke-width="${p.lineArt ? p.line : 5}"`,
      ),
    );
  return out.join('');
}

/** A running track: red lanes with white lines across the ground. */
export function track(s: Spot) {
  const { p, c, g } = s;
  const out = [p.rect(0, g + 6, c.w, 80, '#c9553c')];
  if (!p.lineArt)
    for (const k of [0, 26, 52, 78])
      out.push(`<path d="M0 ${g + 6 + k} H${c.w}" stroke="#ffffff" stroke-width="4"/>`);
  return out.join('');
}

/** A basketball hoop on its post, a ball beside it. */
export function hoop(s: Spot) {
  const { p, x, g } = s;
  return [
    p.rect(x - 8, g - 300, 16, 320, '#5a6068'),
    p.rect(x - 90, g - 380, 180, 110, '#ffffff'),
    p.rect(x - 40, g - 340, 80, 50, '#ffffff'),
    p.ellipse(x, g - 282, 46, 10, '#f26b1d'),
    p.lineArt
      ? ''
      : `<path d="M${x - 44} ${g - 280} L${x - 26} ${g - 220} L${x + 26} ${g - 220} L${x + 44} ${g - 280}" stroke="#ffffff" stroke-width="4" fill="none"/>`,
    p.icon('basketball', x + 130, g - 10, 70),
  ].join('');
}

/** Tall kelp swaying up from the sea floor. */
export function kelp(s: Spot) {
  const { p, c, g } = s;
  const out: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = c.w * (0.08 + i * 0.14) + s.rng.int(-20, 20);
    const h = c.h * (0.4 + s.rng.next() * 0.25);
    out.push(
      p.path(
        `M${x} ${g + 20} q-40 ${r(-h / 4)} 0 ${r(-h / 2)} q40 ${r(-h / 4)} 0 ${r(-h / 2)} l18 0 q40 ${r(h / 4)} 0 ${r(h / 2)} q-40 ${r(h / 4)} 0 ${r(h / 2)} Z`,
        '#4c9a4a',
      ),
    );
  }
  return out.join('');
}

/** A sunken ship on the sea floor, tilted, its mast broken. */
export function wreck(s: Spot) {
  const { p, x, g } = s;
  return [
    `<g transform="rotate(-12 ${x} ${g})">`,
    p.path(`M${x - 220} ${g - 90} H${x + 220} L${x + 170} ${g + 10} H${x - 170} Z`, '#6b4a2f'),
    p.rect(x - 200, g - 110, 400, 22, '#8a5a3b'),
    p.rect(x - 10, g - 330, 20, 230, '#5a3d26'),
    p.path(`M${x + 10} ${g - 320} L${x + 150} ${g - 200} L${x + 10} ${g - 190} Z`, '#d8cfb8'),
    p.circle(x - 110, g - 50, 18, '#2d3a4a'),
    p.circle(x + 80, g - 50, 18, '#2d3a4a'),
    '</g>',
  ].join('');
}

/** A bandstand: a round roof on slender posts. */
export function bandstand(s: Spot) {
  const { p, x, g } = s;
  const out = [p.rect(x - 150, g - 30, 300, 40, '#e9e2d0')];
  for (const dx of [-130, -45, 45, 130]) out.push(p.rect(x + dx - 6, g - 210, 12, 190, '#ffffff'));
  out.push(p.path(`M${x - 170} ${g - 200} Q${x} ${g - 330} ${x + 170} ${g - 200} Z`, '#3f8f5f'));
  return out.join('');
}

/** A wooden fence in front of an animal's enclosure. */
export function fence(s: Spot, x0: number, x1: number) {
  const { p, g } = s;
  const out = [p.rect(x0, g - 40, x1 - x0, 10, '#a87a4f'), p.rect(x0, g - 10, x1 - x0, 10, '#a87a4f')];
  for (let x = x0; x <= x1; x += 50) out.push(p.rect(x, g - 56, 12, 72, '#8a5a3b'));
  return out.join('');
}
