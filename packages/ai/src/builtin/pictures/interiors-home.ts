import type { Furnish } from './furnish';

/**
 * The home's other rooms, where a refusal story happens (text/goal-refuse*.ts): the bathroom (a
 * bath book was drawn in the kitchen, by the stove and the bread), the living room (a sofa, not
 * the bed) and the playroom (a toy shelf and a rug, not the bed). The bath itself, the toys or the
 * bed the page names are the page's subjects, drawn in front.
 */
export const HOME_WALLS = { bathroom: '#d6eef2', 'living-room': '#f0dcc4', playroom: '#f6e3a8' };

/** Wall tiles, a basin under a mirror, a towel on its rail, the soap and a toothbrush. */
export const bathroom: Furnish = (_c, p, x, g, _rng, dim) => {
  const out: string[] = [];
  // Two rows of tiles along the lower wall.
  for (let k = 0; k < 12; k++)
    for (let row = 0; row < 2; row++)
      out.push(p.rect(x - 330 + k * 56, g - 150 + row * 56, 52, 52, dim(row ? '#bfe3ea' : '#a9d8e2'), 4));
  out.push(
    p.icon('mirror', x - 120, g - 330, 130),
    p.rect(x - 190, g - 190, 140, 30, dim('#ffffff'), 10),
    p.rect(x - 135, g - 160, 30, 180, dim('#e8edf0')),
    p.icon('soap', x - 85, g - 210, 40),
    p.icon('toothbrush', x - 165, g - 215, 44),
    p.rect(x + 110, g - 300, 180, 12, dim('#9aa5ad'), 6),
    p.rect(x + 130, g - 290, 140, 150, dim('#f28ba8'), 8),
    p.rect(x + 130, g - 180, 140, 14, dim('#e0678a')),
  );
  return out.join('');
};

/** A sofa with its lamp, a picture on the wall and a plant. */
export const livingRoom: Furnish = (_c, p, x, g, _rng, dim) =>
  [
    p.icon('framed-picture', x - 20, g - 330, 120),
    p.icon('couch-and-lamp', x, g - 110, 260),
    p.icon('potted-plant', x + 230, g - 60, 110),
  ].join('');

/** Two shelves of toys and a kite on the wall (the toys the page names stand in front). */
export const playroom: Furnish = (_c, p, x, g, _rng, dim) =>
  [
    p.icon('kite', x - 150, g - 320, 110),
    p.rect(x + 20, g - 250, 260, 14, dim('#8a5a3b')),
    p.icon('balloon', x + 60, g - 290, 70),
    p.icon('rocket', x + 150, g - 290, 66),
    p.icon('nesting-dolls', x + 235, g - 288, 66),
    p.rect(x + 20, g - 120, 260, 14, dim('#8a5a3b')),
    p.icon('game-die', x + 70, g - 150, 54),
    p.icon('yo-yo', x + 150, g - 150, 54),
    p.icon('drum', x + 230, g - 155, 54),
  ].join('');
