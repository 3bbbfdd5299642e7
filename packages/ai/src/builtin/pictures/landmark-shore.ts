import { r } from './icons';
import type { Spot } from './landmark-spot';

/** Landmarks of the shore and the sea: lighthouse, pool, pier, dunes, kelp, a sunken ship. */

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
