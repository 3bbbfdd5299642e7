import type { Figure } from './figures';
import type { HeroLook } from './hero-look-type';
import { r } from './icons';

/**
 * An animal astronaut's space gear ("An astronaut cat fixes the space station", character-design.ts
 * accessory 'space-helmet'): a round glass helmet over the head, a collar ring in the accent colour
 * where it seals at the neck, and an air tank on the back. Before, the cat drew as itself with a bow,
 * a plain pet floating by the space station. Sized from the figure's own hat and neck spots, as the
 * costumes are (costume-worn.ts).
 */
export function spaceHelmet(
  fig: Pick<Figure, 'hat' | 'neck' | 'faces'>,
  look: Pick<HeroLook, 'accent'>,
): string {
  const [hx, hy, hw] = fig.hat;
  const [nx, ny, nw] = fig.neck;
  if (hw <= 0 || nw <= 0) return '';
  const cx = (hx + nx) / 2;
  const cy = (hy + ny) / 2 - 0.5;
  const rad = Math.max(hw, nw) * 0.55 + (ny - hy) * 0.45;
  // The tank sits behind the neck, on the side the figure turns away from.
  const back = fig.faces === 'left' ? 1 : -1;
  const tx = nx + back * nw * 0.75 - 1.8;
  return (
    `<g data-part="space-helmet"><rect x="${r(tx)}" y="${r(ny - 0.5)}" width="3.6" height="7" rx="1.6" fill="#d9dde3" stroke="#7d8794" stroke-width="0.4"/>` +
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fill="#bfe3ff" fill-opacity="0.28" stroke="#f4f7fb" stroke-width="1.1"/>` +
    `<path d="M${r(cx - rad * 0.55)} ${r(cy - rad * 0.35)} Q${r(cx - rad * 0.4)} ${r(cy - rad * 0.7)} ${r(cx)} ${r(cy - rad * 0.78)}" fill="none" stroke="#ffffff" stroke-width="0.9" stroke-linecap="round" opacity="0.85"/>` +
    `<ellipse cx="${r(cx)}" cy="${r(cy + rad * 0.92)}" rx="${r(rad * 0.7)}" ry="1.4" fill="${look.accent}" stroke="#7d8794" stroke-width="0.4"/></g>`
  );
}
