import type { Weather } from '../text/page-sky';
import { r } from './icons';
import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';

/** Sky gradients (top, middle, horizon) under rain, storm, snow and fog: grey, never a blue sunny sky. */
export const WEATHER_SKIES: Record<Weather, [string, string, string]> = {
  rain: ['#6f7d90', '#98a4b3', '#c3cbd4'],
  storm: ['#3c4456', '#5d6678', '#8a93a3'],
  snow: ['#aab6c4', '#ccd5de', '#eef2f6'],
  fog: ['#c6ced5', '#d9dfe4', '#eceff1'],
};

const CLOUD: Record<Weather, string> = { rain: '#8592a3', storm: '#4a5262', snow: '#dfe5ec', fog: '#e3e8ec' };

/** Heavy clouds across the top of the sky (drawn where the sun and its white clouds would be). */
export function weatherClouds(c: Canvas, p: Painter, rng: Rng, weather: Weather, top: number) {
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = (i / 5) * c.w + rng.int(-40, 40);
    const y = top + rng.int(10, 90);
    const s = 1 + rng.next() * 0.6;
    out.push(
      p.path(
        `M${r(x - 110 * s)} ${r(y + 30 * s)} a${r(48 * s)} ${r(48 * s)} 0 0 1 ${r(48 * s)} ${r(-54 * s)} a${r(66 * s)} ${r(66 * s)} 0 0 1 ${r(120 * s)} ${r(-12 * s)} a${r(48 * s)} ${r(48 * s)} 0 0 1 ${r(54 * s)} ${r(66 * s)} Z`,
        CLOUD[weather],
        `class="weather-cloud"${p.lineArt ? '' : ' opacity="0.95"'}`,
      ),
    );
  }
  return out.join('');
}

/**
 * What falls in front of the land: rain streaks, a lightning bolt, snowflakes, or bands of fog.
 * Its group's id says which (tests read it).
 */
export function weatherOverlay(c: Canvas, p: Painter, rng: Rng, weather: Weather, groundY: number) {
  const out: string[] = [];
  if (weather === 'rain' || weather === 'storm') {
    if (!p.lineArt) {
      let d = '';
      for (let i = 0; i < 90; i++) d += `M${rng.int(0, c.w)} ${rng.int(60, c.h - 20)} l-10 34 `;
      out.push(`<path d="${d}" stroke="#dce6f2" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`);
    } else
      for (let i = 0; i < 10; i++)
        out.push(p.icon('droplet', rng.int(30, c.w - 30), rng.int(120, Math.round(groundY)), 30));
    if (weather === 'storm') {
      const x = rng.int(Math.round(c.w * 0.2), Math.round(c.w * 0.8));
      out.push(p.path(`M${x} 90 l-50 130 h40 l-40 120 l110 -160 h-45 l40 -90 Z`, '#ffe14d'));
    }
  } else if (weather === 'snow') {
    for (let i = 0; i < (p.lineArt ? 12 : 70); i++) {
      const x = rng.int(0, c.w);
      const y = rng.int(40, c.h - 20);
      out.push(i % 7 === 0 ? p.icon('snowflake', x, y, 34) : p.circle(x, y, 4 + rng.next() * 5, '#ffffff'));
    }
  } else if (!p.lineArt)
    for (let i = 0; i < 4; i++)
      out.push(
        `<rect x="-40" y="${r(groundY - 200 + i * 70)}" width="${c.w + 80}" height="80" rx="40" fill="#f4f6f8" opacity="0.55"/>`,
      );
  return `<g id="weather-${weather}">${out.join('')}</g>`;
}
