import { anyFigureById } from './figures';
import { drawHelper, isStandingPerson } from './helper-figure';
import type { HeroLook } from './hero';
import { drawKin, isKinOf, kinGrown } from './kin-figure';
import { feetOnBank, type Water } from './landmark-water';
import type { Painter } from './painter';
import type { Canvas } from './render';

export type CompanionSpot = {
  hero: HeroLook;
  heroX: number;
  /** The hero's feet (lifted in a jump) and the ground the others stand on. */
  feet: number;
  ground: number;
  heroH: number;
  /** The hero stands on the left, looking right. */
  left: boolean;
  /** The shot's scale for a small friend (a close-up's cat is smaller). */
  friendScale: number;
  water?: Water;
};

/**
 * The hero's companion on every page: `behind` is drawn before the hero (someone taller, a step
 * behind), `front` after it (a small friend in front, on the side the hero faces).
 */
export function drawCompanion(
  c: Canvas,
  p: Painter,
  companion: string,
  o: CompanionSpot,
): { behind?: string; front?: string } {
  const side = o.left ? 1 : -1;
  if (isKinOf(companion, o.hero.id)) {
    // An animal hero's mum or grandpa: the hero's own kind, grown, a step behind on the inner side.
    // A whole-body animal is as wide as it is tall: a grown elephant stands clear of the baby, side by
    // side (in a close-up Mum covered half the baby), a fox on its narrow body a step behind.
    const body = anyFigureById(o.hero.id).kind === 'body';
    const x = o.heroX + side * o.heroH * (body ? kinClear(kinGrown(companion, o.hero.id)) : 0.55);
    return { behind: standKin(c, p, companion, { ...o, x, flip: !o.left }) };
  }
  if (isStandingPerson(companion)) {
    // A grandfather or a big sister at the hero's side stands in full, a step behind (issue 14):
    // their icon is only a face, which would lie on the ground at an animal friend's size.
    const x = o.heroX + side * o.heroH * 0.5;
    const flip = !o.left;
    return {
      behind: drawHelper(c, p, companion, { x, ground: o.ground, heroH: o.heroH, water: o.water, flip }),
    };
  }
  // In front of the hero, on the side the hero faces, looking the same way.
  const size = o.heroH * 0.4 * o.friendScale;
  const cx = o.heroX + side * o.heroH * 0.36;
  return { front: p.icon(companion, cx, o.feet - size / 2 + 14, size, o.left) };
}

/**
 * The hero's relative as the hero's own kind, grown (kin-figure.ts), feet at `ground` near `x`: at the
 * hero's side (the companion) or met on the page (Dad lending a hand with the treehouse: scene.ts).
 */
export function standKin(
  c: Canvas,
  p: Painter,
  icon: string,
  o: { hero: HeroLook; x: number; ground: number; heroH: number; water?: Water; flip: boolean },
): string {
  const wanted = o.heroH * kinGrown(icon, o.hero.id);
  const half = wanted * 0.5;
  const x = Math.max(half + 4, Math.min(c.w - half - 4, o.x));
  const baseY = Math.min(c.h - 6, feetOnBank(o.water, x, wanted, o.ground));
  // Never cut by the top of the frame (a close-up's mum lost her head): shorter when the top is near.
  const height = Math.max(o.heroH * 1.05, Math.min(wanted, baseY - 8));
  // Still taller than the frame above its feet (a jump's close-up): a close-up crops the feet, not the head.
  const placed = {
    x,
    baseY: Math.max(baseY, height + 2),
    height,
    flip: o.flip,
    lineArt: p.lineArt,
    linePx: p.line,
  };
  return drawKin(o.hero, icon, placed);
}

/**
 * The page's helper across from the hero: the hero's own family (`kin`: Dad lending a hand with the
 * treehouse) drawn as a grown one of the hero's kind facing it, not a human beside a fox (issue 14);
 * anyone else as drawHelper draws them (a helper of the hero's kind is grown too).
 */
export function pageHelper(
  c: Canvas,
  p: Painter,
  s: { hero: HeroLook; kin?: boolean },
  helper: string,
  o: { x: number; ground: number; heroH: number; water?: Water; flip: boolean },
): string {
  if (s.kin && isKinOf(helper, s.hero.id))
    return standKin(c, p, helper, { ...o, hero: s.hero, flip: !o.flip });
  return drawHelper(c, p, helper, { ...o, grown: helper === anyFigureById(s.hero.id).icon });
}

/** How far from a whole-body hero's centre its grown relative's centre stands: half the hero, a gap, half of it. */
const kinClear = (grown: number) => 0.55 + grown / 2;

/**
 * The tallest the hero may stand with its feet at `feet` so that a grown-up of its kind at its side
 * (kin-figure.ts) still stands its full size taller inside the frame: in a close-up the baby elephant
 * filled the frame and Mum, shortened to fit, was drawn its size (issue 14). A whole-body animal's
 * grown-up also needs `inner`, the width from the hero's centre to the frame on the side it stands:
 * pushed back inside the frame, Mum overlapped the baby. No limit beside anyone else.
 */
export function kinRoom(companion: string | undefined, heroId: string, feet: number, inner: number): number {
  if (!companion || !isKinOf(companion, heroId)) return Number.POSITIVE_INFINITY;
  const grown = kinGrown(companion, heroId);
  const wide = anyFigureById(heroId).kind === 'body' ? (inner - 4) / (kinClear(grown) + grown / 2) : Infinity;
  return Math.min((feet - 10) / grown, wide);
}
