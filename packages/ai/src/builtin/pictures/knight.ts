import type { HeroLook } from './hero-look-type';

/**
 * A knight hero (issue 14: "Sir Tom the brave knight", « un chevalier nommé Arthur » was drawn as a
 * plain boy): the boy's face under a steel helmet with a nose guard and a plume, armour on arms and
 * legs, a tunic in the design's colour over it, a shield in the accent colour held in one hand and a
 * sword in the other. Drawn in the head figures' 32-wide box (hero.ts: head 0–32, feet at 60).
 */
const STEEL = '#b9c2cc';
const STEEL_DARK = '#7d8791';
const GOLD = '#d9a93a';

/** The knight figures: the boy's face or the girl's under the helmet. */
export const isKnight = (figure: string) => figure === 'knight' || figure === 'knight-girl';

/** The armour under the tunic: the person body in steel, gauntlets and boots darker. */
export const knightArmour = (_c: HeroLook) => ({
  shirt: STEEL,
  pants: STEEL,
  accent: STEEL_DARK,
  shoes: '#545b63',
});

/** The tunic over the breastplate, belted, with a little gold emblem. */
export const knightTunic = (c: HeroLook) =>
  `<path d="M10.6 28.6 L21.4 28.6 L23 47.5 Q16 49.2 9 47.5 Z" fill="${c.shirt}"/><rect x="9.6" y="39.5" width="12.8" height="2.2" rx="0.8" fill="#6b4a2f"/><path d="M16 31.5 L18.2 34 L16 36.5 L13.8 34 Z" fill="${GOLD}"/>`;

/** The helmet over the face: a steel dome with cheek guards, a brow band, a nose guard and a plume. */
export const knightHelmet = (c: HeroLook) =>
  `<path d="M16 0.6 Q20 -7 26.5 -6.5 Q21.5 -3.2 18.6 1.4 Z" fill="${c.shirt}"/><path d="M3.4 20.5 L3.4 13.5 Q3.4 0.8 16 0.8 Q28.6 0.8 28.6 13.5 L28.6 20.5 L25 20.5 L25 12.8 Q16 10.4 7 12.8 L7 20.5 Z" fill="${STEEL}" stroke="${STEEL_DARK}" stroke-width="0.5"/><rect x="6.6" y="10.6" width="18.8" height="2.2" rx="1" fill="${STEEL_DARK}"/><rect x="15.1" y="11.5" width="1.8" height="7.5" rx="0.8" fill="${STEEL_DARK}"/>`;

/** A princess's long gown over the legs, flaring to the shoes, with a hem in the accent colour. */
export const royalGown = (c: { shirt: string; accent: string }) =>
  `<path d="M9.2 40 Q16 38.6 22.8 40 L26.6 56.2 Q16 58.4 5.4 56.2 Z" fill="${c.shirt}"/><path d="M5.8 54.6 Q16 56.8 26.2 54.6 L26.6 56.2 Q16 58.4 5.4 56.2 Z" fill="${c.accent}"/>`;

/** The shield on the left hand (accent colour, a light cross) and the sword up from the right hand. */
export const knightArms = (c: HeroLook) =>
  `<path d="M26 45 L26 22 L27.4 20.4 L28.8 22 L28.8 45 Z" fill="#e6ebef" stroke="${STEEL_DARK}" stroke-width="0.4"/><rect x="23.9" y="43.6" width="7" height="1.7" rx="0.6" fill="${GOLD}"/><rect x="26.6" y="45.3" width="1.6" height="3.6" fill="#6b4a2f"/><circle cx="27.4" cy="49.4" r="1" fill="${GOLD}"/><path d="M-0.6 36.5 L11 36.5 L11 43.5 Q11 50.5 5.2 53.4 Q-0.6 50.5 -0.6 43.5 Z" fill="${c.accent}" stroke="${STEEL_DARK}" stroke-width="0.6"/><path d="M4.4 38 H6 V51.6 H4.4 Z M0.8 42.2 H9.6 V43.8 H0.8 Z" fill="#fff3c4"/>`;
