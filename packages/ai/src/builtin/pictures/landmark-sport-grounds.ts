import type { Spot } from './landmark-spot';

/**
 * The grounds of the sports learnt outdoors and of ice hockey (text/goal-task-ski.ts,
 * goal-task-hockey.ts). Before, a "ski slope" drew a brown mountain, the "beam" nothing and the rink a
 * basketball hoop ("court" matched first).
 */

/** A ski slope: a white hill with a blue piste flag, firs and the button lift's poles and cable. */
export function skiSlope(s: Spot) {
  const { p, x, g } = s;
  const out = [
    p.path(`M${x - 320} ${g + 12} Q${x + 40} ${g - 320} ${x + 330} ${g + 12} Z`, '#f6fbff'),
    p.path(
      `M${x + 60} ${g - 150} Q${x + 220} ${g - 70} ${x + 330} ${g + 12} L${x + 140} ${g + 12} Z`,
      '#dcebf7',
    ),
  ];
  // The lift: three poles up the hill, a cable from one to the next, a button hanging on it.
  const poles = [
    [x - 250, g - 20],
    [x - 130, g - 150],
    [x - 10, g - 230],
  ];
  for (const [px, py] of poles) out.push(p.rect(px - 4, py - 70, 8, 74, '#5a6068'));
  if (!p.lineArt)
    out.push(
      `<path d="M${poles.map(([px, py]) => `${px} ${py - 66}`).join(' L')}" stroke="#3a3f45" stroke-width="3" fill="none"/>`,
    );
  out.push(p.rect(x - 192, g - 130, 4, 40, '#3a3f45'), p.rect(x - 200, g - 92, 20, 8, '#d64545'));
  out.push(p.icon('evergreen-tree', x + 230, g - 70, 120), p.icon('evergreen-tree', x + 150, g - 20, 90));
  return out.join('');
}

/** An ice rink: the pale blue ice with its red centre line and a hockey goal at one end. */
export function iceRink(s: Spot) {
  const { p, c, x, g } = s;
  const out = [p.rect(0, g + 6, c.w, 80, '#dff1fb')];
  if (!p.lineArt)
    out.push(
      `<path d="M0 ${g + 10} H${c.w}" stroke="#ffffff" stroke-width="6"/>`,
      `<path d="M${x} ${g + 10} V${g + 86}" stroke="#d64545" stroke-width="5"/>`,
    );
  // The boards round the rink, then the goal: a red frame with its white net.
  out.push(p.rect(0, g - 40, c.w, 40, '#ffffff'), p.rect(0, g - 44, c.w, 6, '#2d6fb3'));
  out.push(p.rect(x + 170, g - 60, 110, 8, '#d64545'), p.rect(x + 170, g - 60, 8, 70, '#d64545'));
  out.push(p.rect(x + 272, g - 60, 8, 70, '#d64545'));
  if (!p.lineArt)
    for (let k = 1; k < 5; k++)
      out.push(`<path d="M${x + 170 + k * 22} ${g - 52} V${g + 10}" stroke="#9aa3ad" stroke-width="2"/>`);
  return out.join('');
}
