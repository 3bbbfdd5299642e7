import { shop } from './landmark-built';
import type { Family } from './landmark-family';
import type { Spot } from './landmark-spot';

/** The carousel: a striped roof on its pole over a round platform, painted horses going round. */
function carousel(s: Spot) {
  const { p, x, g } = s;
  const out = [p.ellipse(x, g + 4, 230, 34, '#c8372d'), p.rect(x - 10, g - 300, 20, 300, '#e2b13c')];
  for (let i = 0; i < 8; i++)
    out.push(p.path(`M${x} ${g - 400} L${x - 240 + i * 60} ${g - 300} h60 Z`, i % 2 ? '#ffffff' : '#e4443f'));
  out.push(p.rect(x - 240, g - 306, 480, 22, '#e2b13c'));
  for (const dx of [-150, 0, 150]) out.push(p.rect(x + dx - 3, g - 284, 6, 200, '#e2b13c'));
  out.push(
    p.icon('carousel-horse', x - 150, g - 110, 110),
    p.icon('carousel-horse', x + 150, g - 130, 110, true),
  );
  return out.join('');
}

/**
 * The funfair's spots (idea/settings-visit.ts), outdoors: the carousel, the big wheel, the candy
 * floss stand, the hook-a-duck pool and the bumper cars.
 */
export const FAIR_FAMILIES: Family[] = [
  { id: 'carousel', re: /carousel|manège/i, draw: carousel },
  {
    id: 'big-wheel',
    re: /big wheel|grande roue/i,
    draw: (s) => s.p.icon('ferris-wheel', s.x, s.g - 190, 400),
  },
  {
    id: 'candy-floss',
    re: /candy floss|barbe à papa/i,
    draw: (s) => shop(s, ['lollipop', 'candy', 'popcorn'], '#f48fb1'),
  },
  {
    id: 'hook-a-duck',
    re: /hook-a-duck|pêche aux canards/i,
    draw: (s) =>
      s.p.ellipse(s.x, s.g - 10, 220, 50, '#c8372d') +
      s.p.ellipse(s.x, s.g - 16, 196, 36, '#4fb3d9') +
      [-120, -40, 40, 120].map((dx, i) => s.p.icon('duck', s.x + dx, s.g - 40, 60, i % 2 === 1)).join(''),
  },
  {
    id: 'bumper-cars',
    re: /bumper cars|autos tamponneuses/i,
    draw: (s) =>
      s.p.rect(s.x - 260, s.g - 30, 520, 50, '#7a8b99', 10) +
      s.p.icon('racing-car', s.x - 120, s.g - 40, 110) +
      s.p.icon('automobile', s.x + 120, s.g - 30, 100, true),
  },
];
