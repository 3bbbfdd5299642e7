import type { Environment } from './environment';
import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';
import { createRng, hashString } from './rng';
import { woods } from './woods';

/**
 * The far edge of a wild region, drawn with its own random draws (from the picture's id) so the rest
 * of the page is laid out as before (issue 14): a savanna was the jungle's green with cacti, a bamboo
 * forest a pine wood, the outback a yellow sand desert. No icon draws an acacia, a bamboo stalk or a
 * gum tree: they are shapes here.
 */
export function regionEdge(
  env: Environment,
  c: Canvas,
  p: Painter,
  groundY: number,
  id: string,
  snow: boolean,
): string {
  if (env === 'forest') return woods(c, p, groundY, id, snow);
  const rng = createRng(hashString(`${id}|${env}`));
  if (env === 'savanna') {
    const x = c.w * (0.12 + rng.next() * 0.2);
    return `<g class="savanna-edge">${acacia(p, x, groundY - 20, 0.75)}${acacia(p, x + c.w * 0.55, groundY - 30, 0.5)}${termiteMound(p, x + c.w * 0.3, groundY - 6)}</g>`;
  }
  if (env === 'bamboo') return bambooGrove(c, p, groundY, rng.int(0, 40));
  if (env === 'outback') {
    const x = c.w * (0.1 + rng.next() * 0.2);
    return `<g class="outback-edge">${redRock(p, x + c.w * 0.45, groundY - 40, c.w * 0.22)}${gumTree(p, x, groundY - 12, 0.7)}${gumTree(p, x + c.w * 0.75, groundY - 20, 0.55)}</g>`;
  }
  return '';
}

/** A flat-topped acacia: a thin forked trunk under a wide flat umbrella of leaves. */
export function acacia(p: Painter, x: number, g: number, scale = 1): string {
  const h = 300 * scale;
  const w = 330 * scale;
  const top = g - h;
  const trunk = p.path(
    `M${r(x - 9 * scale)} ${r(g)} L${r(x - 5 * scale)} ${r(top + h * 0.45)} L${r(x - 60 * scale)} ${r(top + 22 * scale)} L${r(x - 48 * scale)} ${r(top + 18 * scale)} L${r(x)} ${r(top + h * 0.4)} L${r(x + 55 * scale)} ${r(top + 16 * scale)} L${r(x + 66 * scale)} ${r(top + 22 * scale)} L${r(x + 9 * scale)} ${r(top + h * 0.48)} L${r(x + 10 * scale)} ${r(g)} Z`,
    '#6b4a2e',
  );
  const crown = p.path(
    `M${r(x - w / 2)} ${r(top + 24 * scale)} Q${r(x - w * 0.42)} ${r(top - 26 * scale)} ${r(x - w * 0.1)} ${r(top - 22 * scale)} Q${r(x + w * 0.2)} ${r(top - 34 * scale)} ${r(x + w / 2)} ${r(top + 14 * scale)} Q${r(x)} ${r(top + 40 * scale)} ${r(x - w / 2)} ${r(top + 24 * scale)} Z`,
    '#7a8f3a',
  );
  return `<g data-tree="acacia">${trunk}${crown}</g>`;
}

/** A termite mound: a tall knobbly cone of red-brown earth. */
function termiteMound(p: Painter, x: number, g: number): string {
  return `<g data-mound="termite">${p.path(`M${r(x - 38)} ${r(g)} Q${r(x - 26)} ${r(g - 60)} ${r(x - 10)} ${r(g - 96)} Q${r(x + 2)} ${r(g - 112)} ${r(x + 10)} ${r(g - 84)} Q${r(x + 24)} ${r(g - 50)} ${r(x + 40)} ${r(g)} Z`, '#b0703f')}</g>`;
}

/** Tall green segmented bamboo stalks with their narrow leaves, in a soft green mist. */
function bambooGrove(c: Canvas, p: Painter, groundY: number, start: number): string {
  const out: string[] = [];
  for (const [row, colour, step, height] of [
    [0, '#8fc28c', 62, 0.42],
    [1, '#4f9a4a', 96, 0.54],
  ] as const) {
    for (let x = start + row * 23 - 20; x < c.w + 20; x += step) {
      const top = groundY - c.h * height + ((x * 37) % 60);
      const w = row ? 16 : 11;
      out.push(p.rect(x - w / 2, top, w, groundY + 8 - top, colour, w / 2));
      // The stalk's joints, one every few tens of pixels.
      if (!p.lineArt)
        for (let y = top + 40; y < groundY; y += 58)
          out.push(p.rect(x - w / 2 - 2, y, w + 4, 5, row ? '#3c7a38' : '#74a872'));
      const leaf = row ? '#5fb055' : '#9ccc95';
      for (const [dy, side] of [
        [0.15, 1],
        [0.35, -1],
      ] as const) {
        const y = top + (groundY - top) * dy;
        out.push(
          p.path(
            `M${r(x)} ${r(y)} q${r(side * 30)} -18 ${r(side * 62)} -6 q${r(-side * 30)} 8 ${r(-side * 62)} 6 Z`,
            leaf,
          ),
        );
      }
    }
    // Mist between the rows: the far stalks fade into it.
    if (!row && !p.lineArt)
      out.push(
        `<rect x="0" y="${r(groundY - c.h * 0.5)}" width="${c.w}" height="${r(c.h * 0.5)}" fill="#e4f2e0" opacity="0.45"/>`,
      );
  }
  return `<g class="bamboo" data-plant="bamboo">${out.join('')}</g>`;
}

/** A gum tree: a pale smooth trunk and loose blue-green leaves. */
function gumTree(p: Painter, x: number, g: number, scale: number): string {
  const h = 320 * scale;
  const out = [
    p.path(
      `M${r(x - 14 * scale)} ${r(g)} L${r(x - 6 * scale)} ${r(g - h * 0.6)} L${r(x - 40 * scale)} ${r(g - h * 0.82)} L${r(x + 2 * scale)} ${r(g - h * 0.66)} L${r(x + 36 * scale)} ${r(g - h * 0.86)} L${r(x + 8 * scale)} ${r(g - h * 0.55)} L${r(x + 14 * scale)} ${r(g)} Z`,
      '#e8e2d4',
    ),
  ];
  for (const [dx, dy, rr] of [
    [-0.18, -0.86, 0.16],
    [0.14, -0.9, 0.17],
    [0, -1, 0.14],
  ])
    out.push(p.ellipse(x + dx * h, g + dy * h, rr * h * 1.3, rr * h * 0.8, '#7fa38a'));
  return `<g data-tree="gum">${out.join('')}</g>`;
}

/** A big red rock rising from the plain, rounded on top. */
function redRock(p: Painter, x: number, g: number, w: number): string {
  return p.path(
    `M${r(x - w / 2)} ${r(g + 30)} Q${r(x - w / 2 + 10)} ${r(g - w * 0.28)} ${r(x - w * 0.2)} ${r(g - w * 0.3)} L${r(x + w * 0.25)} ${r(g - w * 0.3)} Q${r(x + w / 2 - 8)} ${r(g - w * 0.26)} ${r(x + w / 2)} ${r(g + 30)} Z`,
    '#b5542c',
  );
}
