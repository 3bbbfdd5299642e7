import { r } from './icons';
import type { Spot } from './landmark-spot';
import { pondShape } from './landmark-water';

/** Water inland: a pond, a river, a waterfall and the bridges over them. */

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
