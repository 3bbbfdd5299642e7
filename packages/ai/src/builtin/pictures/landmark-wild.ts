import { r } from './icons';
import type { Spot } from './landmark-spot';
import { bareTree } from './winter-trees';

/** Wild places: a cave, an igloo and a big tree. */

/** A cave mouth in a rock mound (ice cave: pale blue; glowing cave: warm light inside). */
export function cave(s: Spot) {
  const { p, x, g, c } = s;
  const ice = /ice|glace/i.test(s.place);
  const glow = /glow|lumineu/i.test(s.place);
  const h = c.h * 0.34;
  return [
    p.path(
      `M${x - 260} ${g + 16} Q${x - 220} ${r(g - h)} ${x} ${r(g - h - 20)} Q${x + 230} ${r(g - h)} ${x + 270} ${g + 16} Z`,
      ice ? '#bfe3f5' : '#7d7f86',
    ),
    p.path(
      `M${x - 90} ${g + 16} Q${x - 80} ${r(g - h * 0.6)} ${x} ${r(g - h * 0.62)} Q${x + 80} ${r(g - h * 0.6)} ${x + 90} ${g + 16} Z`,
      glow ? '#f5c94a' : ice ? '#4f7ea8' : '#262a33',
    ),
  ].join('');
}

/** An igloo of snow blocks. */
export function igloo(s: Spot) {
  const { p, x, g } = s;
  const out = [p.path(`M${x - 150} ${g + 14} A150 140 0 0 1 ${x + 150} ${g + 14} Z`, '#f4fbff')];
  if (!p.lineArt)
    out.push(
      `<path d="M${x - 140} ${g - 30} H${x + 140} M${x - 115} ${g - 75} H${x + 115} M${x - 70} ${g - 110} H${x + 70} M${x - 40} ${g - 30} V${g + 14} M${x + 60} ${g - 75} V${g - 30}" stroke="#b9d7ea" stroke-width="5"/>`,
    );
  out.push(
    p.path(`M${x + 70} ${g + 14} V${g - 40} A45 45 0 0 1 ${x + 160} ${g - 40} V${g + 14} Z`, '#e6f3fb'),
  );
  out.push(
    p.path(`M${x + 92} ${g + 14} V${g - 30} A23 23 0 0 1 ${x + 138} ${g - 30} V${g + 14} Z`, '#2e4a66'),
  );
  return out.join('');
}

/** A big drawn tree (an oak, a cherry in blossom, an apple tree with red apples). */
export function tree(s: Spot, x = s.x, scale = 1, kind: 'oak' | 'cherry' | 'apple' = 'oak') {
  const { p, g, rng } = s;
  const h = 330 * scale;
  // In the snow no tree is in leaf, blossom or fruit: bare branches with snow along them.
  if (s.snow) return bareTree(p, x, g + 12, h * 1.05);
  const leaf = kind === 'cherry' ? '#f6b4cf' : '#4f9a45';
  const out = [
    p.path(
      `M${r(x - 22 * scale)} ${g + 12} L${r(x - 12 * scale)} ${r(g - h * 0.55)} L${r(x + 12 * scale)} ${r(g - h * 0.55)} L${r(x + 22 * scale)} ${g + 12} Z`,
      '#7a5233',
    ),
  ];
  for (const [dx, dy, rr] of [
    [0, -0.8, 0.3],
    [-0.28, -0.62, 0.24],
    [0.28, -0.62, 0.24],
    [-0.14, -0.5, 0.22],
    [0.16, -0.48, 0.22],
  ])
    out.push(p.circle(x + dx * h, g + dy * h, rr * h, leaf));
  if (kind === 'apple')
    for (let i = 0; i < 7; i++)
      out.push(
        p.circle(x + rng.int(-90, 90) * scale, g - h * (0.5 + rng.next() * 0.35), 11 * scale, '#e4443f'),
      );
  return out.join('');
}
