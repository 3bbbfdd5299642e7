import type { Weather } from '../text/story-light';
import type { Rng } from './rng';

/** Rain streaks in rain or a storm, round snowflakes in snow, pale mist bands in fog (window 180 × 200). */
export function windowWeather(weather: Weather, wx: number, wy: number, rng: Rng): string {
  const out: string[] = [];
  if (weather === 'fog')
    // Soft drifting wisps of different lengths, not a blind's even slats.
    for (let i = 0; i < 3; i++)
      out.push(
        `<ellipse class="window-fog" cx="${wx + 90 + rng.int(-10, 10)}" cy="${wy + 40 + i * 60 + rng.int(0, 20)}" rx="${55 + rng.int(0, 20)}" ry="${14 + rng.int(0, 10)}" fill="#eef2f5" opacity="0.4"/>`,
      );
  else if (weather === 'snow')
    for (let i = 0; i < 16; i++)
      out.push(
        `<circle class="window-snow" cx="${wx + 10 + rng.int(0, 160)}" cy="${wy + 8 + rng.int(0, 184)}" r="${3 + rng.int(0, 3)}" fill="#ffffff"/>`,
      );
  else
    for (let i = 0; i < 12; i++) {
      const x = wx + 10 + rng.int(0, 160);
      const y = wy + rng.int(0, 170);
      out.push(`<path class="window-rain" d="M${x} ${y} l-6 22" stroke="#e6f0fa" stroke-width="3"/>`);
    }
  return out.join('');
}
