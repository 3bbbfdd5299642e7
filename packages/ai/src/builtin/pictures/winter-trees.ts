import { NOT_ON_SNOW } from './environment';
import { ICON_BOX, r } from './icons';
import { lineArtGroup } from './line-art';
import type { Painter } from './painter';

/**
 * Trees in the snow (issue 14: a leafy green tree stood in falling snow): on snowy ground or under
 * falling snow a leafy tree is bare — brown branches with snow along them — a fir wears snow on
 * every tier, and a snow-capped mountain stands on snow, not on green grass. Drawn in the icon's
 * 32×32 box, named as the icon they stand for (`data-icon`) plus `data-winter`.
 */
const BARE_TREE = {
  colour:
    '<path d="M13.6 31 L14.7 17 L17.3 17 L18.4 31 Z" fill="#7a5233"/>' +
    '<path d="M16 18 V4.5 M16 14 L9 7.2 L6 8 M11 9.2 L10 5.2 M16 12.2 L23 5.2 M21 7.2 L25.4 7.6 M15.6 20 L8.4 15 L5.6 15.4 M10.6 16.4 L8.2 12.6 M16.4 19 L24.6 14 L27 14.8 M22.4 15.4 L25.6 11.8 M16 9 L12.4 4.4 M16 8.2 L19.6 3.2" stroke="#7a5233" stroke-width="1.6" stroke-linecap="round" fill="none"/>',
  // Snow lying along the upper side of each branch, and a drift at the foot.
  snow:
    '<path d="M16 4.1 V6 M15.8 13.2 L9.4 6.6 M11 8.4 L10.2 5.4 M16.2 11.4 L22.6 4.8 M21.2 6.6 L25 7 M15.4 19.2 L8.6 14.4 M10.6 15.6 L8.6 12.4 M16.6 18.2 L24.4 13.4 M22.6 14.6 L25.2 11.6 M15.8 8.2 L12.6 4.2 M16.2 7.4 L19.4 2.8" stroke="#ffffff" stroke-width="0.9" stroke-linecap="round" fill="none"/>' +
    '<ellipse cx="16" cy="31" rx="7" ry="1.6" fill="#ffffff"/>',
};

/** Snow caps on the three tiers of Fluent's evergreen tree (apex at 16, 6; tiers from y 13.5 and 19.5). */
const FIR_SNOW =
  '<path d="M16 6.2 L13.9 10.3 Q15 9.4 16 10 Q17 9.4 18.1 10.3 Z" fill="#ffffff"/>' +
  '<path d="M11 16.6 Q11.4 13.8 14.4 13.4 L17.6 13.4 Q20.6 13.8 21 16.6 Q19.6 15.4 18.2 16.2 Q17 15 16 15.9 Q15 15 13.8 16.2 Q12.4 15.4 11 16.6 Z" fill="#ffffff"/>' +
  '<path d="M7.8 23.4 Q8.4 19.8 12.4 19.3 L19.6 19.3 Q23.6 19.8 24.2 23.4 Q22.6 21.8 20.8 22.8 Q19.6 21.4 18 22.4 Q16.8 21.2 16 22.2 Q15.2 21.2 14 22.4 Q12.4 21.4 11.2 22.8 Q9.4 21.8 7.8 23.4 Z" fill="#ffffff"/>';

/** A mountain all in snow: blue-grey rock, a wide white cap, snowy slopes at its foot. */
const SNOWY_MOUNTAIN =
  '<path d="M2 27 L12 10 L16.4 15 L20.6 8 L30 27 Z" fill="#8d9db5"/>' +
  '<path d="M8.6 15.8 L12 10 L16.4 15 L20.6 8 L25.2 17.4 Q22.8 15.6 21.2 17.2 Q19.4 14.8 17.6 17 Q15.6 15.4 14 17.2 Q12.2 15 10.6 17 Q9.8 15.6 8.6 15.8 Z" fill="#ffffff"/>' +
  '<path d="M0 27 Q8 22.6 16 25 Q24 22.4 32 26.4 V30 H0 Z" fill="#f4f9fc"/>';

/** A drawing of the 32×32 box centred at (cx, cy), `size` wide, as icons are placed. */
const place = (
  p: Painter,
  body: string,
  attrs: string,
  cx: number,
  cy: number,
  size: number,
  flip = false,
) => {
  const s = size / ICON_BOX;
  const x = cx - size / 2;
  const y = cy - size / 2;
  const t = flip
    ? `translate(${r(x + size)} ${r(y)}) scale(${r(-s)} ${r(s)})`
    : `translate(${r(x)} ${r(y)}) scale(${r(s)})`;
  return `<g transform="${t}" ${attrs}>${p.lineArt ? lineArtGroup(body, s, p.line) : body}</g>`;
};

// Line art keeps the branches' outline only: the snow along them would be drawn as ink.
const bareBody = (p: Painter) => BARE_TREE.colour + (p.lineArt ? '' : BARE_TREE.snow);
const WINTER = 'data-winter="snow"';

/** A big bare tree in the snow, its foot on baseY, `height` tall (a park's big oak in winter). */
export const bareTree = (p: Painter, cx: number, baseY: number, height: number) => {
  // The drawing stands from y 2.8 to its foot at y 31 of the box.
  const size = (height * ICON_BOX) / 28.2;
  return place(p, bareBody(p), `data-tree="bare" ${WINTER}`, cx, baseY - (size * 15) / ICON_BOX, size);
};

/** The same painter, with trees and mountains as they stand in the snow. */
export function wintry(p: Painter): Painter {
  return {
    ...p,
    icon(name, cx, cy, size, flip = false, tint) {
      // Nothing of summer stands in the snow (a landmark's tulips, a palm).
      if (NOT_ON_SNOW.test(name)) return '';
      if (name === 'deciduous-tree')
        return place(p, bareBody(p), `data-icon="${name}" ${WINTER}`, cx, cy, size, flip);
      if (name === 'snow-capped-mountain')
        return place(p, SNOWY_MOUNTAIN, `data-icon="${name}" ${WINTER}`, cx, cy, size, flip);
      if (name === 'evergreen-tree' && !p.lineArt)
        return (
          p.icon(name, cx, cy, size, flip, tint) +
          place(p, FIR_SNOW, `class="fir-snow" ${WINTER}`, cx, cy, size, flip)
        );
      return p.icon(name, cx, cy, size, flip, tint);
    },
  };
}

/** Flower beds under snow: three white mounds in their wooden edging, a few dry stems poking out. */
export function snowyBeds({ p, x, g }: { p: Painter; x: number; g: number }) {
  const out: string[] = [];
  for (const dx of [-200, 0, 200]) {
    const bx = x + dx;
    out.push(p.rect(bx - 80, g + 4, 160, 22, '#8a5a3b', 4));
    out.push(
      p.path(
        `M${bx - 84} ${g + 8} Q${bx} ${g - 40} ${bx + 84} ${g + 8} Z`,
        '#f6fbff',
        p.lineArt ? '' : 'stroke="#c9dceb" stroke-width="4"',
      ),
    );
    if (!p.lineArt)
      out.push(
        `<path d="M${bx - 40} ${g - 8} l-6 -34 M${bx + 10} ${g - 18} l4 -30 M${bx + 50} ${g - 6} l8 -26" stroke="#7a5233" stroke-width="4" stroke-linecap="round"/>`,
      );
  }
  return out.join('');
}
