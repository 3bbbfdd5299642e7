import type { Furnish } from './furnish';

/**
 * The home's other rooms, where a refusal story happens (text/goal-refuse*.ts): the bathroom (a
 * bath book was drawn in the kitchen, by the stove and the bread), the living room (a sofa, not
 * the bed) and the playroom (a toy shelf and a rug, not the bed). The bath itself, the toys or the
 * bed the page names are the page's subjects, drawn in front.
 */
export const HOME_WALLS = {
  bathroom: '#d6eef2',
  'living-room': '#f0dcc4',
  playroom: '#f6e3a8',
  // Painted yellow, as the big one helped Dad do (text/goal-sibling-words.ts).
  nursery: '#f9eebb',
};

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

/** A barred cot with a mobile of a moon and stars above it, a chest of drawers with a bottle and a teddy. */
export const nursery: Furnish = (_c, p, x, g, _rng, dim) => {
  const wood = dim('#c98f5a');
  // The cot left of the room's mark, the chest right of it: both inside the frame.
  const cot = x - 50;
  const out = [
    // The mobile hangs from the ceiling over the cot.
    p.rect(cot - 2, g - 420, 4, 90, dim('#8a6a4a')),
    p.rect(cot - 80, g - 332, 160, 6, dim('#8a6a4a'), 3),
    p.icon('star', cot - 72, g - 290, 46),
    p.icon('crescent-moon', cot, g - 280, 52),
    p.icon('star', cot + 72, g - 290, 46),
    // The cot: two posts, the mattress and its blanket, bars in front.
    p.rect(cot - 140, g - 200, 18, 220, wood, 6),
    p.rect(cot + 122, g - 200, 18, 220, wood, 6),
    p.rect(cot - 122, g - 70, 244, 26, dim('#ffffff'), 8),
    p.rect(cot - 30, g - 84, 140, 30, dim('#f4a6c0'), 10),
    p.rect(cot - 122, g - 190, 244, 12, wood, 6),
    p.rect(cot - 122, g - 44, 244, 14, wood, 6),
  ];
  for (let k = 0; k < 9; k++) out.push(p.rect(cot - 110 + k * 27, g - 180, 8, 140, wood, 4));
  // The chest of drawers beside the cot.
  out.push(
    p.rect(x + 110, g - 150, 150, 170, dim('#f2f2f2'), 8),
    p.rect(x + 124, g - 130, 122, 60, dim('#bfe0f0'), 6),
    p.rect(x + 124, g - 60, 122, 60, dim('#bfe0f0'), 6),
    p.icon('baby-bottle', x + 150, g - 180, 56),
    p.icon('teddy-bear', x + 220, g - 188, 70),
  );
  return out.join('');
};
