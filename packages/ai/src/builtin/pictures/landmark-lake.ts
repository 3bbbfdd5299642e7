import { r } from './icons';
import type { Spot } from './landmark-shapes';
import { LAKE_DEPTH } from './landmark-water';

/**
 * A lake (idea/settings.ts's 'lake': "by the lake", « au bord du lac »): its water runs right across
 * the back of the picture with the far bank's hills above it and reeds on the near bank, so every
 * page reads as the same lake; each spot adds its own thing — the jetty and its rowing boat, the
 * water lilies, the willow, the fishing rod, the pebbles. A pond in a park or on a farm stays a small pond (L.pond).
 */

const WATER = '#4aa8d8';
const ICE = '#cfeaf7';
const WOOD = '#a87a4f';
const POST = '#7a5233';

/** A clump of reeds with brown cattail heads, standing on the near bank at x. */
function reeds(s: Spot, x: number, y: number, scale = 1) {
  const out: string[] = [];
  for (const [dx, h] of [
    [-14, 70],
    [-4, 92],
    [8, 80],
    [18, 60],
  ]) {
    const top = y - h * scale;
    out.push(
      s.p.path(
        `M${r(x + dx - 3)} ${r(y)} Q${r(x + dx)} ${r(top + 20)} ${r(x + dx + 1)} ${r(top)} L${r(x + dx + 4)} ${r(y)} Z`,
        '#4f7f3a',
      ),
    );
    if (h > 70) out.push(s.p.rect(x + dx - 3, top - 4, 8, 24 * scale, '#7a4a28', 4));
  }
  return out.join('');
}

/** A wooden jetty running from the near bank out over the water, on its posts. */
function jetty(s: Spot, near: number, far: number) {
  const { p, x } = s;
  const out = [
    p.path(
      `M${r(x - 70)} ${r(near + 14)} L${r(x - 34)} ${r(far)} L${r(x + 34)} ${r(far)} L${r(x + 70)} ${r(near + 14)} Z`,
      WOOD,
    ),
  ];
  for (const dx of [-1, 1]) {
    out.push(p.rect(x + dx * 62 - 5, near, 10, 34, POST));
    out.push(p.rect(x + dx * 31 - 3, far, 6, 16, POST));
  }
  if (!p.lineArt)
    for (let i = 1; i < 5; i++) {
      const y = far + ((near + 14 - far) * i) / 5;
      const half = 34 + (36 * i) / 5;
      out.push(`<path d="M${r(x - half)} ${r(y)} H${r(x + half)}" stroke="${POST}" stroke-width="3"/>`);
    }
  return out.join('');
}

/** A weeping willow on the bank: a trunk under a fall of long green strands. */
function willow(s: Spot) {
  const { p, x, g } = s;
  const out = [p.rect(x - 12, g - 150, 24, 170, '#7a5233', 8), p.ellipse(x, g - 170, 120, 70, '#7fae4e')];
  for (let i = -4; i <= 4; i++)
    out.push(
      p.path(
        `M${r(x + i * 26 - 8)} ${r(g - 170)} Q${r(x + i * 30)} ${r(g - 90)} ${r(x + i * 34)} ${r(g - 30)} L${r(x + i * 34 + 12)} ${r(g - 40)} Q${r(x + i * 30 + 10)} ${r(g - 100)} ${r(x + i * 26 + 8)} ${r(g - 170)} Z`,
        '#6b9c3f',
      ),
    );
  return out.join('');
}

/** The lake and the spot the page names (Spot.place, English: "the old jetty by the lake"). */
export function lake(s: Spot) {
  const { p, c, g, x, place } = s;
  const frozen = Boolean(s.snow);
  const near = g + LAKE_DEPTH;
  const far = g - 6;
  const water = `M0 ${r(far + 4)} Q${r(c.w * 0.5)} ${r(far - 8)} ${c.w} ${r(far + 4)} V${r(near - 6)} Q${r(c.w * 0.7)} ${r(near + 8)} ${r(c.w * 0.4)} ${r(near - 2)} T0 ${r(near)} Z`;
  const out = [p.path(water, frozen ? ICE : WATER)];
  if (!p.lineArt)
    out.push(
      `<path d="M${r(c.w * 0.1)} ${r(far + 22)} q40 -8 80 0 M${r(c.w * 0.46)} ${r(far + 34)} q40 -8 80 0 M${r(c.w * 0.74)} ${r(far + 18)} q30 -6 60 0" stroke="#d4f1ff" stroke-width="5" fill="none" opacity="0.8"/>`,
    );
  // The reeds at both ends of the near bank, away from the spot's own thing.
  if (!frozen) out.push(reeds(s, c.w * 0.05, near + 10), reeds(s, c.w * 0.95, near + 10, 0.9));
  // The jetty with its rowing boat moored alongside.
  if (/jetty/.test(place)) out.push(p.icon('canoe', x + 130, g + 34, 130), jetty(s, near, far + 18));
  else if (/lil(y|ies)/.test(place))
    for (const [dx, dy] of [
      [-120, 24],
      [-20, 40],
      [90, 20],
      [170, 44],
    ])
      out.push(p.ellipse(x + dx, g + dy + 8, 34, 10, '#5b9a3c'), p.icon('lotus', x + dx, g + dy - 6, 44));
  else if (/willow/.test(place)) out.push(willow(s));
  else if (/fishing/.test(place))
    out.push(p.icon('fishing-pole', x - 30, near - 10, 130), p.icon('bucket', x + 70, near + 6, 60));
  else if (/pebbl/.test(place))
    for (let i = 0; i < 7; i++)
      out.push(p.ellipse(x - 180 + i * 60, near + 8 + (i % 2) * 10, 24, 12, '#9aa0a8'));
  else if (/reed/.test(place)) out.push(reeds(s, x - 60, near + 12, 1.3), reeds(s, x + 50, near + 12, 1.1));
  // A duck out on the open water, on the far side from the spot.
  if (!frozen && !s.night) out.push(p.icon('duck', x > c.w / 2 ? c.w * 0.3 : c.w * 0.7, far + 28, 50));
  return out.join('');
}
