import type { Weather } from '../text/page-sky';
import type { Light } from '../text/story-light';
import type { Environment } from './environment';
import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';
import { weatherClouds } from './weather';

/**
 * What lights the sky of a backdrop: sun and clouds by day; moon, stars and twinkles from dusk to
 * sleep; shafts of light and bubbles under the sea; a ringed planet in space.
 */
export function skyLights(
  c: Canvas,
  p: Painter,
  o: {
    env: Environment;
    rng: Rng;
    calmTop?: boolean;
    heroLeft?: boolean;
    weather?: Weather;
    avoid?: string[];
  },
  light: Light,
  top: number,
  groundY: number,
  moon: Moon,
  starTop: number,
) {
  const { rng } = o;
  const out: string[] = [];
  if (o.env === 'underwater') {
    // Shafts of sunlight only by day: at dusk and at night the water is dark.
    if (!p.lineArt && light === 'day')
      for (let i = 0; i < 4; i++) {
        const x = rng.int(50, c.w - 150);
        out.push(
          `<path d="M${x} 0 L${x + 90} 0 L${x + 260} ${r(groundY)} L${x + 120} ${r(groundY)} Z" fill="#ffffff" opacity="0.12"/>`,
        );
      }
    for (let i = 0; i < 14; i++)
      out.push(
        p.circle(
          rng.int(20, c.w - 20),
          rng.int(Math.round(top), Math.round(groundY - 40)),
          5 + rng.next() * 12,
          '#d9f4ff',
          p.lineArt ? '' : 'opacity="0.6"',
        ),
      );
    return out.join('');
  }
  // Rain, storm, fog or falling snow: heavy clouds hide the sun (and the moon and stars at night).
  if (o.weather && o.env !== 'space') return weatherClouds(c, p, rng, o.weather, top);
  if (light !== 'day') {
    // An evening sky (dusk under an open sky) has a low sun and at most the first star: the stars'
    // draws are still made (the page's other things keep their places), only not drawn.
    const evening = light === 'dusk' && o.env !== 'space';
    // Dusk has only the first stars, high up; the deeper the night, the more stars.
    const stars = p.lineArt ? 0 : light === 'dusk' ? 22 : light === 'night' ? 70 : 90;
    const starFloor = light === 'dusk' ? groundY * 0.45 : groundY * 0.8;
    for (let i = 0; i < stars; i++) {
      const star = `<circle cx="${rng.int(0, c.w)}" cy="${rng.int(Math.round(starTop), Math.round(Math.max(starTop + 40, starFloor)))}" r="${r(1.2 + rng.next() * 2.8)}" fill="#fff8d6" opacity="${r(0.5 + rng.next() * 0.5)}"/>`;
      if (!evening) out.push(star);
    }
    // Line art keeps the twinkles (big enough to colour) but not the dot stars.
    for (let i = 0; i < 5; i++) {
      const star = twinkle(
        p,
        rng.int(30, c.w - 30),
        rng.int(Math.round(starTop + 20), Math.round(Math.max(starTop + 60, starFloor * 0.9))),
        8 + rng.next() * 10,
      );
      if (!evening || i === 0) out.push(star);
    }
    const side = skySide(rng, o, 0.18, light === 'dusk');
    if (o.env === 'space') {
      // A coloring page keeps to what its caption names: no planet nobody asked to colour.
      if (!p.lineArt) out.push(p.icon('ringed-planet', c.w * side, top + 90, 150));
      return out.join('');
    }
    if (evening) {
      out.push(settingSun(p, c.w * (side < 0.5 ? 0.46 : 0.54), groundY, moon));
      for (let i = 0; i < 2; i++)
        out.push(
          cloud(p, rng.int(100, c.w - 100), top + rng.int(60, 220), 0.6 + rng.next() * 0.5, '#ffc2a6'),
        );
      return out.join('');
    }
    // The moon rides high at night.
    const size = light === 'dusk' ? 170 : 150;
    const y = top + (light === 'dusk' ? 150 : 90);
    const icon = light === 'dusk' ? 'full-moon' : 'crescent-moon';
    if (o.avoid?.includes(icon)) return out.join('');
    if (!p.lineArt)
      for (const [k, a] of [
        [2.6, 0.05],
        [1.9, 0.08],
        [1.4, 0.12],
      ])
        out.push(
          `<circle cx="${r(c.w * side)}" cy="${r(y)}" r="${r((size / 2) * k)}" fill="#fff6c8" opacity="${a}"/>`,
        );
    out.push(p.icon(icon, c.w * side, y, size));
    Object.assign(moon, { x: c.w * side, y, size });
    if (light === 'dusk')
      for (let i = 0; i < 2; i++)
        out.push(
          cloud(p, rng.int(100, c.w - 100), top + rng.int(60, 220), 0.6 + rng.next() * 0.5, '#f4b6c2'),
        );
    return out.join('');
  }
  const side = skySide(rng, o, 0.14);
  out.push(p.icon('sun', c.w * side, top + 80, 150));
  for (let i = 0; i < 3; i++)
    out.push(cloud(p, rng.int(100, c.w - 100), top + rng.int(30, 200), 0.7 + rng.next() * 0.6));
  return out.join('');
}

/**
 * Left or right for the sun or moon. On a cover the sky is low (the title is above) and would sit
 * behind the hero's head, so it goes to the hero's far side; so does the low moon at dusk. Other
 * pages pick at random.
 */
function skySide(rng: Rng, o: { calmTop?: boolean; heroLeft?: boolean }, edge: number, low = false) {
  const random = rng.next() < 0.5;
  const onLeft = (o.calmTop || low) && o.heroLeft !== undefined ? !o.heroLeft : random;
  return onLeft ? edge : 1 - edge;
}

/** The night's moons (dusk's full moon, night's crescent): left out when the hero is the moon. */
export const SKY_MOONS = ['full-moon', 'crescent-moon'];

/** Where the moon is (night scenes), so things in the sky keep out of its way. */
export type Moon = { x?: number; y?: number; size?: number };

/**
 * The evening sun, big and low above the hills, near the middle (the far side's landmark, an old
 * oak, hid it), in a warm glow; things in the sky keep out of its way as they do the moon's.
 */
function settingSun(p: Painter, x: number, groundY: number, moon: Moon) {
  const [y, size] = [groundY - 200, 150];
  Object.assign(moon, { x, y, size });
  if (p.lineArt) return p.circle(x, y, size / 2, '#fff');
  const glow = [
    [2.4, 0.1],
    [1.7, 0.16],
    [1.25, 0.25],
  ]
    .map(
      ([k, a]) =>
        `<circle cx="${r(x)}" cy="${r(y)}" r="${r((size / 2) * k)}" fill="#ffe3a3" opacity="${a}"/>`,
    )
    .join('');
  return `<g class="setting-sun">${glow}${p.circle(x, y, size / 2, '#ff9a47')}</g>`;
}

/** A four-pointed twinkle, brighter than the dot stars. */
function twinkle(p: Painter, x: number, y: number, s: number) {
  if (p.lineArt) s *= 2.2;
  const q = s * 0.22;
  return p.path(
    `M${x} ${r(y - s)} Q${r(x + q)} ${r(y - q)} ${r(x + s)} ${y} Q${r(x + q)} ${r(y + q)} ${x} ${r(y + s)} Q${r(x - q)} ${r(y + q)} ${r(x - s)} ${y} Q${r(x - q)} ${r(y - q)} ${x} ${r(y - s)} Z`,
    '#fff3b0',
  );
}

function cloud(p: Painter, x: number, y: number, s: number, fill = '#ffffff') {
  const d = `M${r(x - 90 * s)} ${r(y + 25 * s)} a${r(40 * s)} ${r(40 * s)} 0 0 1 ${r(40 * s)} ${r(-45 * s)} a${r(55 * s)} ${r(55 * s)} 0 0 1 ${r(100 * s)} ${r(-10 * s)} a${r(40 * s)} ${r(40 * s)} 0 0 1 ${r(45 * s)} ${r(55 * s)} Z`;
  return p.path(d, fill, p.lineArt ? '' : `opacity="${fill === '#ffffff' ? 0.92 : 0.55}"`);
}
