import type { Light } from '../text/story-light';
import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';

/**
 * A row of houses on the horizon, dark shapes with warm lit windows and a soft glow around each.
 * At `sleep` most windows have gone dark: everyone is going to bed.
 */
export function rooftops(c: Canvas, p: Painter, rng: Rng, groundY: number, light: Light) {
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
  return `<g data-rooftops="houses">${out.join('')}</g>`;
}
