import { r } from './icons';
import type { Painter } from './painter';

/** How far above the ground a flying hero is drawn, as a share of the canvas height. */
export const AIR_LIFT = 0.2;

/**
 * A hero that flies on its page (a dog who learnt to fly: StoryHints.airborne) is drawn up in the
 * air, not standing on the grass (issue 14): tilted nose up, its soft shadow on the ground far
 * below, a few swoosh lines trailing behind it, and `data-pose="flying"` on its group.
 */
export function inFlight(
  hero: string,
  p: Painter,
  o: { x: number; feet: number; ground: number; heroH: number; left: boolean },
): string {
  const shadow = `<ellipse data-shadow="flying" cx="${r(o.x)}" cy="${r(o.ground)}" rx="${r(o.heroH * 0.3)}" ry="${r(o.heroH * 0.05)}" fill="#1a1a1a" opacity="0.18"/>`;
  // The lines trail on the side the hero flies away from (it looks into the page).
  const back = o.left ? -1 : 1;
  const stroke = p.lineArt ? '#000000' : '#ffffff';
  const width = r(Math.max(2, o.heroH * 0.025));
  const lines = [0.3, 0.5, 0.7].map((t, i) => {
    const y = o.feet - o.heroH * t;
    const len = o.heroH * (0.3 + 0.12 * (i % 2));
    return `<path d="M${r(o.x + back * o.heroH * 0.4)} ${r(y)} q${r((back * len) / 2)} ${r(-o.heroH * 0.04)} ${r(back * len)} 0" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
  });
  // Tilted nose up into the page, as it soars (standing straight in the air read as a jump).
  const tilt = `rotate(${o.left ? -12 : 12} ${r(o.x)} ${r(o.feet - o.heroH / 2)})`;
  const flying = hero.replace('<g id="hero"', '<g id="hero" data-pose="flying"');
  return `${shadow}${lines.join('')}<g transform="${tilt}">${flying}</g>`;
}
