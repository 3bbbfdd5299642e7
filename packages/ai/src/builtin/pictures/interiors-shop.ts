import type { Furnish } from './furnish';

/**
 * The supermarket (text/goal-shop.ts): tall shelves of goods along the wall, and what the page's
 * aisle holds — fruit and vegetables in crates, loaves on the bakery counter, a blue freezer, teddies
 * and toys, the checkout's belt and till, the trolleys by the entrance, the information desk.
 */
export const SHOP_WALLS = { supermarket: '#eef3f6' };

/** Each aisle's goods, on the two shelves: [words of the place, top row, bottom row]. */
const AISLES: [RegExp, string[], string[]][] = [
  [
    /fruit|légumes/,
    ['red-apple', 'banana', 'pear', 'grapes', 'lemon'],
    ['carrot', 'broccoli', 'tangerine', 'watermelon', 'strawberry'],
  ],
  [
    /bakery|boulangerie/,
    ['baguette-bread', 'croissant', 'bread', 'baguette-bread', 'croissant'],
    ['cupcake', 'doughnut', 'cookie', 'bread', 'doughnut'],
  ],
  [
    /frozen|surgelés/,
    ['ice-cream', 'soft-ice-cream', 'ice', 'pizza', 'ice-cream'],
    ['ice', 'ice-cream', 'ice', 'soft-ice-cream', 'ice'],
  ],
  [
    /toy|jouets/,
    ['teddy-bear', 'teddy-bear', 'teddy-bear', 'teddy-bear', 'teddy-bear'],
    ['soccer-ball', 'racing-car', 'yo-yo', 'kite', 'teddy-bear'],
  ],
];
const GROCERIES: [string[], string[]] = [
  ['cheese-wedge', 'red-apple', 'package', 'bread', 'banana'],
  ['package', 'glass-of-milk', 'carrot', 'package', 'cookie'],
];

export const supermarket: Furnish = (_c, p, x, g, _rng, dim, place) => {
  const aisle = AISLES.find(([re]) => re.test(place));
  const [top, bottom] = aisle ? [aisle[1], aisle[2]] : GROCERIES;
  const frozen = /frozen|surgelés/.test(place);
  const out = [
    // The shelving unit (a freezer's glass door is blue), its two shelves.
    p.rect(x - 330, g - 420, 660, 420, dim(frozen ? '#bfe3f7' : '#d9dee3'), 10),
    p.rect(x - 330, g - 300, 660, 14, dim('#8d99a6')),
    p.rect(x - 330, g - 170, 660, 14, dim('#8d99a6')),
  ];
  for (const [i, name] of top.entries()) out.push(p.icon(name, x - 260 + i * 130, g - 334, 70));
  for (const [i, name] of bottom.entries()) out.push(p.icon(name, x - 260 + i * 130, g - 204, 70));
  if (/checkout|caisse/.test(place))
    // The checkout: the belt, the till.
    out.push(p.rect(x - 420, g - 90, 300, 70, dim('#3c3f46'), 8), p.icon('receipt', x - 170, g - 130, 70));
  if (/entrance|entrée/.test(place))
    // The trolleys waiting in a row by the doors.
    out.push(p.icon('shopping-cart', x - 420, g - 60, 120), p.icon('shopping-cart', x - 370, g - 60, 120));
  if (/information|accueil/.test(place))
    out.push(
      p.rect(x - 440, g - 110, 240, 110, dim('#e0443e'), 8),
      p.icon('loudspeaker', x - 320, g - 150, 70),
    );
  return out.join('');
};
