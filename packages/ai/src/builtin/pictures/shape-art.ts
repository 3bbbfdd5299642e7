import { inSkin } from './chameleon-skin';
import type { ConceptCtx } from './concept-art';
import { drawHero } from './hero';
import { r } from './icons';

const COLOUR_WORDS: Record<string, string> = {
  red: '#e63946',
  orange: '#f77f00',
  yellow: '#ffd60a',
  green: '#52b788',
  blue: '#3a86ff',
  purple: '#8338ec',
  pink: '#ff70a6',
  brown: '#8d5b3b',
  black: '#222222',
  white: '#f8f9fa',
  grey: '#9aa0a6',
  gray: '#9aa0a6',
};

/** Path of a named shape centred at (cx, cy) with radius rad. */
export function shapePath(name: string, cx: number, cy: number, rad: number): string {
  const poly = (n: number, inner = 0, rot = -Math.PI / 2) => {
    const pts: string[] = [];
    const k = inner ? n * 2 : n;
    for (let i = 0; i < k; i++) {
      const rr = inner && i % 2 ? rad * inner : rad;
      const a = rot + (i * 2 * Math.PI) / k;
      pts.push(`${r(cx + rr * Math.cos(a))} ${r(cy + rr * Math.sin(a))}`);
    }
    return `M${pts.join(' L')} Z`;
  };
  switch (name) {
    case 'square':
      return `M${r(cx - rad * 0.8)} ${r(cy - rad * 0.8)} h${r(rad * 1.6)} v${r(rad * 1.6)} h${r(-rad * 1.6)} Z`;
    case 'rectangle':
      return `M${r(cx - rad)} ${r(cy - rad * 0.6)} h${r(rad * 2)} v${r(rad * 1.2)} h${r(-rad * 2)} Z`;
    case 'triangle':
      return poly(3);
    case 'star':
      return poly(5, 0.45);
    case 'diamond':
    case 'rhombus':
      return `M${r(cx)} ${r(cy - rad)} L${r(cx + rad * 0.7)} ${r(cy)} L${r(cx)} ${r(cy + rad)} L${r(cx - rad * 0.7)} ${r(cy)} Z`;
    case 'pentagon':
      return poly(5);
    case 'hexagon':
      return poly(6, 0, 0);
    case 'octagon':
      return poly(8, 0, Math.PI / 8);
    case 'oval':
      return `M${r(cx - rad)} ${r(cy)} a${r(rad)} ${r(rad * 0.65)} 0 1 0 ${r(rad * 2)} 0 a${r(rad)} ${r(rad * 0.65)} 0 1 0 ${r(-rad * 2)} 0 Z`;
    case 'heart':
      return `M${r(cx)} ${r(cy + rad * 0.9)} C${r(cx - rad * 1.4)} ${r(cy)} ${r(cx - rad * 0.8)} ${r(cy - rad * 1.1)} ${r(cx)} ${r(cy - rad * 0.45)} C${r(cx + rad * 0.8)} ${r(cy - rad * 1.1)} ${r(cx + rad * 1.4)} ${r(cy)} ${r(cx)} ${r(cy + rad * 0.9)} Z`;
    case 'crescent':
      return `M${r(cx + rad * 0.3)} ${r(cy - rad)} A${r(rad)} ${r(rad)} 0 1 0 ${r(cx + rad * 0.3)} ${r(cy + rad)} A${r(rad * 0.75)} ${r(rad * 0.75)} 0 1 1 ${r(cx + rad * 0.3)} ${r(cy - rad)} Z`;
    default:
      return `M${r(cx - rad)} ${r(cy)} a${r(rad)} ${r(rad)} 0 1 0 ${r(rad * 2)} 0 a${r(rad)} ${r(rad)} 0 1 0 ${r(-rad * 2)} 0 Z`;
  }
}

/** Shapes and ideas: the big shape (or a splash of the colour) next to a thing that has it. */
export function shapeArt(
  ctx: ConceptCtx,
  shape: string | undefined,
  concept: string | undefined,
  icons: string[],
) {
  const { c, p, rng } = ctx;
  const colour =
    COLOUR_WORDS[concept ?? ''] ?? rng.pick(['#ff8fab', '#4cc9f0', '#ffd166', '#80ed99', '#b8a1e3']);
  const parts: string[] = [];
  if (!p.lineArt) parts.push(`<rect width="${c.w}" height="${c.h}" fill="#fffaf0"/>`);
  const cx = c.w * 0.38;
  const cy = c.h * 0.36;
  if (concept === 'clock') {
    // A workbook's clock: a white face with its 12 numbers and no hands (the child draws them).
    const rad = Math.min(c.w * 0.26, c.h * 0.4);
    parts.push(clockFace(cx, c.h * 0.5, rad, p.lineArt));
  } else {
    // On a wide picture the shape's top point would leave the frame: its radius stays under cy.
    const rad = Math.min(c.w * 0.26, cy * 0.9);
    const d = shape
      ? shapePath(shape, cx, cy, rad)
      : splash(cx, cy, Math.min(c.w * 0.24, cy * 0.8), rng.next);
    parts.push(p.path(d, colour, p.lineArt ? '' : `stroke="#333" stroke-width="8" stroke-linejoin="round"`));
  }
  if (icons[0]) parts.push(p.icon(icons[0], c.w * 0.78, c.h * 0.3, c.w * 0.3));
  const hero = drawHero(ctx.hero, {
    x: c.w * 0.74,
    baseY: c.h - 25,
    height: c.h * 0.34,
    flip: true,
    lineArt: p.lineArt,
    linePx: p.line,
  });
  // "Learn the colours with a chameleon": the chameleon takes the page's colour (red on the red page).
  const named = COLOUR_WORDS[concept ?? ''];
  parts.push(named && !p.lineArt ? inSkin(hero, named) : hero);
  return parts.join('');
}

function clockFace(cx: number, cy: number, rad: number, lineArt: boolean) {
  const size = rad * 0.2;
  const marks = Array.from({ length: 12 }, (_, i) => {
    const a = ((i + 1) * Math.PI) / 6 - Math.PI / 2;
    const x = cx + rad * 0.78 * Math.cos(a);
    const y = cy + rad * 0.78 * Math.sin(a) + size * 0.35;
    return `<text x="${r(x)}" y="${r(y)}" text-anchor="middle" font-family="Andika" font-size="${r(size)}" fill="#222">${i + 1}</text>`;
  });
  return [
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fill="${lineArt ? 'none' : '#fff'}" stroke="#333" stroke-width="8"/>`,
    ...marks,
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad * 0.04)}" fill="#333"/>`,
  ].join('');
}

function splash(cx: number, cy: number, rad: number, next: () => number) {
  const n = 12;
  let d = '';
  for (let i = 0; i <= n; i++) {
    const a = (i / n) * Math.PI * 2;
    const rr = rad * (0.75 + next() * 0.35);
    d += `${i ? 'L' : 'M'}${r(cx + rr * Math.cos(a))} ${r(cy + rr * Math.sin(a))} `;
  }
  return `${d}Z`;
}
