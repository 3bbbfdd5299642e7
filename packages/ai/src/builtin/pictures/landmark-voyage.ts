import { r } from './icons';
import type { Family } from './landmark-family';
import type { Spot } from './landmark-spot';

/**
 * A pirate voyage's places (idea/settings-voyage.ts, issue 14): the ship moored at the harbour, its
 * deck on the open sea (planks underfoot, the bulwark, the mast with its sail, crow's nest and flag,
 * the bow and bowsprit over the waves), the island's beach with the ship anchored off it, its palm
 * trees, and the spot marked X. Matched before every other family (landmarks.ts).
 */

const WOOD = '#8a5a3b';
const DARK_WOOD = '#5e3b22';
const SAIL = '#f4ecd8';

/** A pirate ship in profile: hull, mast, sail, flag with its skull; `k` its scale (1 ≈ 440 units long). */
export function pirateShip(s: Spot, x: number, waterline: number, k: number, flip = false) {
  const { p } = s;
  const u = (n: number) => r(n * k);
  const t = flip ? ` transform="translate(${r(2 * x)} 0) scale(-1 1)"` : '';
  return [
    `<g data-part="ship"${t}>`,
    `<g data-part="hull">${p.path(
      `M${r(x - u(220))} ${r(waterline - u(70))} H${r(x + u(240))} L${r(x + u(190))} ${r(waterline + u(20))} H${r(x - u(170))} Z`,
      WOOD,
    )}${p.rect(x - u(225), waterline - u(82), u(470), u(16), DARK_WOOD)}${[-110, -30, 50, 130].map((dx) => p.circle(x + u(dx), waterline - u(30), u(11), '#2d3a4a')).join('')}</g>`,
    `<g data-part="mast">${p.rect(x - u(8), waterline - u(360), u(16), u(290), DARK_WOOD)}${p.rect(x - u(34), waterline - u(330), u(68), u(20), WOOD)}</g>`,
    `<g data-part="sail">${p.path(
      `M${r(x + u(12))} ${r(waterline - u(300))} Q${r(x + u(150))} ${r(waterline - u(220))} ${r(x + u(12))} ${r(waterline - u(110))} Z`,
      SAIL,
    )}${p.path(
      `M${r(x - u(12))} ${r(waterline - u(290))} Q${r(x - u(120))} ${r(waterline - u(210))} ${r(x - u(12))} ${r(waterline - u(120))} Z`,
      SAIL,
    )}</g>`,
    `<g data-part="flag">${p.path(`M${r(x + u(8))} ${r(waterline - u(360))} h${u(70)} l-${u(14)} ${u(22)} l${u(14)} ${u(22)} h-${u(70)} Z`, '#1f1f1f')}${p.circle(x + u(38), waterline - u(338), u(8), '#ffffff')}</g>`,
    '</g>',
  ].join('');
}

/** Waves on the sea's band: white crests so the water reads as moving. */
function crests(s: Spot, y0: number, y1: number) {
  if (s.p.lineArt) return '';
  const out: string[] = [];
  for (let y = y0; y < y1; y += 34)
    for (let x = (y / 34) % 2 ? 20 : 70; x < s.c.w; x += 110)
      out.push(
        `<path d="M${x} ${r(y)} q14 -10 28 0 t28 0" stroke="#e8f7ff" stroke-width="4" fill="none" opacity="0.8"/>`,
      );
  return out.join('');
}

/**
 * On board, on the open sea: deck planks where the ground would be, the bulwark along the horizon
 * (the hull's inside), the mast with its sail, crow's nest and flag, and the bow with its bowsprit
 * pointing out over the waves.
 */
export function deck(s: Spot) {
  const { p, c, g, x } = s;
  const top = g + 6;
  const out = [crests(s, g - 80, g - 4)];
  out.push(`<g data-part="deck">${p.rect(0, top, c.w, c.h - top, '#b07a4c')}`);
  if (!p.lineArt)
    for (let y = top + 40; y < c.h; y += 46)
      out.push(`<path d="M0 ${r(y)} H${c.w}" stroke="#8d5d36" stroke-width="4"/>`);
  out.push('</g>');
  // The bulwark: the hull's top along the deck, with the rail on its posts.
  const bowLeft = x > c.w / 2;
  out.push(
    `<g data-part="hull">${p.path(
      `M0 ${r(top + 10)} V${r(top - 46)} H${c.w} V${r(top + 10)} Z`,
      WOOD,
    )}${p.rect(0, top - 58, c.w, 14, DARK_WOOD)}${p.path(
      // The bow rises at one end, its bowsprit reaching out over the sea.
      bowLeft
        ? `M0 ${r(top + 10)} V${r(top - 150)} Q90 ${r(top - 70)} 190 ${r(top - 46)} V${r(top + 10)} Z`
        : `M${c.w} ${r(top + 10)} V${r(top - 150)} Q${c.w - 90} ${r(top - 70)} ${c.w - 190} ${r(top - 46)} V${r(top + 10)} Z`,
      WOOD,
    )}${p.path(
      bowLeft
        ? `M0 ${r(top - 140)} L-40 ${r(top - 190)} L-30 ${r(top - 200)} L20 ${r(top - 150)} Z`
        : `M${c.w} ${r(top - 140)} L${c.w + 40} ${r(top - 190)} L${c.w + 30} ${r(top - 200)} L${c.w - 20} ${r(top - 150)} Z`,
      DARK_WOOD,
    )}</g>`,
  );
  // The mast from the deck, its big sail, the crow's nest and the flag.
  const mastTop = Math.max(c.h * 0.06, g - c.h * 0.62);
  out.push(
    `<g data-part="mast">${p.rect(x - 12, mastTop, 24, top - mastTop, DARK_WOOD)}${p.rect(x - 150, mastTop + 70, 300, 14, WOOD)}${p.path(
      `M${x - 46} ${r(mastTop + 40)} H${x + 46} L${x + 36} ${r(mastTop + 70)} H${x - 36} Z`,
      WOOD,
    )}</g>`,
    `<g data-part="sail">${p.path(
      `M${x - 140} ${r(mastTop + 84)} Q${x} ${r(mastTop + 150)} ${x + 140} ${r(mastTop + 84)} L${x + 160} ${r(top - 150)} Q${x} ${r(top - 90)} ${x - 160} ${r(top - 150)} Z`,
      SAIL,
    )}</g>`,
    `<g data-part="flag">${p.path(`M${x + 12} ${r(mastTop)} h90 l-18 26 l18 26 h-90 Z`, '#1f1f1f')}${p.circle(x + 50, mastTop + 26, 10, '#ffffff')}</g>`,
  );
  // At the wheel, the ship's wheel on its post; up in the crow's nest, a spyglass resting on its rim.
  const side = x > c.w / 2 ? x - 250 : x + 250;
  if (/wheel/i.test(s.place))
    out.push(
      `<g data-part="wheel">${p.rect(side - 10, top - 120, 20, 130, DARK_WOOD)}${p.circle(side, top - 130, 62, 'none', `fill-opacity="0" stroke="${p.lineArt ? '#000' : WOOD}" stroke-width="12"`)}${[0, 45, 90, 135].map((a) => `<path d="M${r(side - 80 * Math.cos((a * Math.PI) / 180))} ${r(top - 130 - 80 * Math.sin((a * Math.PI) / 180))} L${r(side + 80 * Math.cos((a * Math.PI) / 180))} ${r(top - 130 + 80 * Math.sin((a * Math.PI) / 180))}" stroke="${p.lineArt ? '#000' : DARK_WOOD}" stroke-width="8" stroke-linecap="round"/>`).join('')}${p.circle(side, top - 130, 14, DARK_WOOD)}</g>`,
    );
  if (/crow/i.test(s.place))
    out.push(
      p.path(`M${x - 80} ${r(mastTop + 20)} H${x + 80} L${x + 64} ${r(mastTop + 74)} H${x - 64} Z`, WOOD),
    );
  return out.join('');
}

/** The harbour: a wooden quay, the pirate ship moored beside it, an anchor and a barrel. */
export function harbour(s: Spot) {
  const { p, c, x, g } = s;
  const out = [crests(s, g - 80, g - 10)];
  out.push(pirateShip(s, x, g - 20, 0.75, x < c.w / 2));
  out.push(p.rect(0, g - 12, c.w, 26, '#a87a4f'));
  for (let px = 30; px < c.w; px += 120) out.push(p.rect(px, g + 10, 14, 30, '#7a5233'));
  out.push(p.icon('anchor', x < c.w / 2 ? c.w * 0.9 : c.w * 0.1, g - 40, 80));
  return out.join('');
}

/** The island's beach: palm trees on the sand, the ship anchored out on the sea. */
export function islandBeach(s: Spot) {
  const { p, c, x, g } = s;
  return [
    crests(s, g - 80, g - 10),
    pirateShip(s, x < c.w / 2 ? c.w * 0.2 : c.w * 0.8, g - 40, 0.38),
    p.icon('palm-tree', x, g - 150, 320),
  ].join('');
}

/** The island's palm grove: three tall palms. */
export const palmGrove = (s: Spot) =>
  [-190, 0, 190]
    .map((dx, i) => s.p.icon('palm-tree', s.x + dx, s.g - 160 + (i % 2) * 30, i === 1 ? 360 : 300))
    .join('');

/** The island's jungle: tall palms close together, big ferns at their feet. */
export const jungle = (s: Spot) =>
  [-260, -90, 90, 260]
    .map((dx, i) => s.p.icon('palm-tree', s.x + dx * 0.9, s.g - 170 + (i % 2) * 40, 340 - (i % 2) * 40))
    .join('') + [-200, 0, 200].map((dx) => s.p.icon('herb', s.x + dx, s.g + 10, 120)).join('');

/** The spot marked X: a red cross on the sand, a spade stuck beside it and a heap of dug sand. */
export function spotX(s: Spot) {
  const { p, x, g } = s;
  const y = g + 40;
  return [
    s.p.icon('palm-tree', x + 160, g - 150, 300),
    p.ellipse(x - 20, y + 30, 150, 34, '#e9cf93'),
    `<g data-part="x-mark">${p.path(`M${x - 70} ${y} L${x + 30} ${y + 60} L${x + 44} ${y + 48} L${x - 56} ${y - 12} Z`, '#d62f2f')}${p.path(`M${x + 30} ${y - 12} L${x - 70} ${y + 48} L${x - 56} ${y + 60} L${x + 44} ${y} Z`, '#d62f2f')}</g>`,
    `<g data-part="spade">${p.rect(x + 70, y - 150, 12, 130, DARK_WOOD)}${p.path(`M${x + 56} ${y - 24} H${x + 96} V${y + 10} Q${x + 76} ${y + 34} ${x + 56} ${y + 10} Z`, '#9aa3ad')}</g>`,
  ].join('');
}

/** Matched before every other family: the voyage's places say "open sea", "pirate ship", "treasure island". */
export const VOYAGE_FAMILIES: Family[] = [
  { id: 'ship-deck', re: /on the open sea/i, draw: deck, bare: true },
  { id: 'pirate-harbour', re: /pirate ship is moored/i, draw: harbour },
  { id: 'spot-x', re: /spot marked X/i, draw: spotX },
  { id: 'island-palms', re: /palm trees of the treasure island/i, draw: palmGrove },
  { id: 'island-beach', re: /sandy beach of the treasure island/i, draw: islandBeach },
  { id: 'island-jungle', re: /jungle of the island/i, draw: jungle },
];
