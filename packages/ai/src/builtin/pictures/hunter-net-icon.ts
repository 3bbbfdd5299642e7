/**
 * A hunter's rope net (the fable of the lion and the mouse, text/goal-fable.ts): a dome of knotted
 * rope mesh, its foot on the ground, a loose rope trailing. Drawn alone it is the net found hidden
 * under the leaves; stretched over the big animal's box (standing-animal.ts) it is the lion caught in
 * it. 32×32, flat like the Fluent set; only ropes, so whatever it covers shows through.
 */
const ROPE = '#9a7040';
/** The dome: half an ellipse on the ground line, 30 wide, 26 high. */
const DOME = 'M1 31A15 26 0 0 1 31 31Z';

const mesh = () => {
  let d = '';
  // Diagonal ropes both ways, 3.6 apart, cut to the dome by its clip.
  for (let c = -30; c <= 62; c += 3.6) d += `M${c} 32L${c + 32} 0M${c} 0L${c + 32} 32`;
  return d;
};

const knots = () => {
  let out = '';
  // Where the ropes cross (x + y and x − y both on a rope), inside the dome only.
  for (let a = 2; a <= 64; a += 3.6)
    for (let b = -30; b <= 32; b += 3.6) {
      const x = (a + b) / 2;
      const y = (a - b) / 2;
      if (y < 30.4 && ((x - 16) / 15) ** 2 + ((31 - y) / 26) ** 2 < 0.85)
        out += `<circle cx="${Math.round(x * 10) / 10}" cy="${Math.round(y * 10) / 10}" r="0.45" fill="${ROPE}"/>`;
    }
  return out;
};

export const HUNTER_NET =
  `<clipPath id="dome"><path d="${DOME}"/></clipPath>` +
  `<path d="${mesh()}" clip-path="url(#dome)" fill="none" stroke="${ROPE}" stroke-width="0.55"/>` +
  knots() +
  `<path d="M1 31A15 26 0 0 1 31 31" fill="none" stroke="${ROPE}" stroke-width="1.1"/>` +
  `<path d="M29.5 30.6C31 28 27 27.5 28.6 25" fill="none" stroke="${ROPE}" stroke-width="0.8"/>`;
