/**
 * A starfish (the Fluent set has none, and its yellow star reads as a star in the sky): five plump
 * coral arms with rounded tips, a paler middle and the little bumps along each arm, in the 32×32 box.
 */
const C = 16;
const CY = 16.8;
const at = (r: number, deg: number) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return `${(C + r * Math.cos(a)).toFixed(1)} ${(CY + r * Math.sin(a)).toFixed(1)}`;
};

// Each arm: from the notch before it, curving out to a rounded tip and back to the next notch.
const arms = (outer: number, inner: number) =>
  Array.from({ length: 5 }, (_, i) => {
    const d = i * 72;
    return `${i ? 'L' : 'M'}${at(inner, d - 36)} Q${at(outer * 0.55, d - 14)} ${at(outer, d - 6)} Q${at(outer + 1.6, d)} ${at(outer, d + 6)} Q${at(outer * 0.55, d + 14)} ${at(inner, d + 36)}`;
  }).join(' ');

const bumps = Array.from({ length: 5 }, (_, i) =>
  [5.5, 9]
    .map((r) => {
      const [x, y] = at(r, i * 72).split(' ');
      return `<circle cx="${x}" cy="${y}" r="1.1" fill="#ffd1a8"/>`;
    })
    .join(''),
).join('');

export const STARFISH = `<path d="${arms(14.5, 6.2)}Z" fill="#f27a54"/><path d="${arms(10, 4.2)}Z" fill="#f79a6e"/>${bumps}<circle cx="${C}" cy="${CY}" r="2" fill="#ffd1a8"/>`;
