import { CROWD } from './crowd';
import { AIRBORNE } from './environment';
import { feetOnBank, type Water } from './landmark-water';
import type { Painter } from './painter';
import { perchedOn, perchTree } from './perched';
import type { Canvas } from './render';
import { SHOTS } from './scene-shots';
import type { SceneSpec } from './scene-spec';
import type { Moon } from './sky-lights';
import { bigStandingSubject, NET_ICON, netOver, type StandingBox, standsWhole } from './standing-animal';

/** What goes up with a flying hero rather than staying on the ground below. */
const RIDES_ALONG = /^(sled|deer)$/;

/** The page's things beside the hero (at most three): on the ground, in the sky, or up with a flying hero. */
export function placeSubjects(
  c: Canvas,
  p: Painter,
  s: SceneSpec,
  x: number,
  feet: number,
  heroH: number,
  crowded: boolean,
  air: number,
  moon: Moon,
  water?: Water,
) {
  const out: string[] = [];
  let standing: StandingBox | undefined;
  const shown = s.subjects.filter((n) => n !== CROWD).slice(0, 3);
  /** Where a thing stands (or floats), before any perches up in a tree. */
  const spot = (name: string, i: number) => {
    const scale = s.scales?.[name];
    // A giant towers over the hero whatever the shot, but its head stays inside the frame.
    const size = scale
      ? Math.min(heroH * scale, feet - 16, c.w * 0.55)
      : heroH * (crowded ? 0.34 : 0.46) * (i === 0 ? (SHOTS[s.composition ?? '']?.thing ?? 1) : 0.75);
    const dx = (i === 0 ? 0 : i === 1 ? -1 : 1) * size * 1.1 + (crowded ? (x < c.w / 2 ? -size : size) : 0);
    const inside = (v: number) => Math.max(size / 2 + 10, Math.min(c.w - size / 2 - 10, v));
    let cx = inside(x + dx);
    const airborne = !scale && AIRBORNE.test(name);
    // Santa's sleigh and its reindeer fly with him, as high as he does.
    const up = RIDES_ALONG.test(name) ? air : 0;
    let cy = airborne
      ? c.h * (s.calmTop ? 0.45 : 0.22) + s.rng.int(0, 80)
      : Math.min(c.h - 6, feetOnBank(water, cx, size * 0.8, feet)) - size / 2 - (i === 0 ? 0 : 12) - up;
    // A star or a kite in front of the moon hides it: it moves aside in the sky, towards the middle
    // (hung below a big low moon it came down onto the grass: "looked up at the first star").
    if (airborne && moon.x !== undefined && moon.y !== undefined && moon.size !== undefined) {
      const clear = (moon.size + size) * 0.75;
      if (Math.abs(cx - moon.x) < clear && Math.abs(cy - moon.y) < clear) {
        cx = inside(moon.x + (moon.x < c.w / 2 ? 1 : -1) * clear);
        // Too little room beside it: below the moon, still well above the ground.
        if (Math.abs(cx - moon.x) < clear) cy = Math.min(moon.y + clear + 10, feet - heroH * 0.55 - size / 2);
      }
    }
    return { scale, size, cx, cy, airborne };
  };
  const tree = perchTree(shown, s.scales);
  const treeSpot = tree === undefined ? undefined : spot(shown[tree], tree);
  // The tree first, so the birds on its branch are drawn in front of its leaves.
  const order = shown.map((_, i) => i).sort((a, b) => Number(b === tree) - Number(a === tree));
  order.forEach((i) => {
    const name = shown[i];
    let { scale, size, cx, cy } = spot(name, i);
    // The crow sits up on the branch with his cheese (it stood on the grass at the trunk's foot).
    const perch = treeSpot && i !== tree ? perchedOn(treeSpot, name, size, c.w) : undefined;
    if (perch) {
      ({ cx, cy } = perch);
      out.push(perch.branch(p));
      scale = undefined;
    }
    const flip = s.rng.next() < 0.3;
    // A big animal whose icon is a face stands whole (the lion beside the mouse); a net thrown over it covers it.
    if (scale && standsWhole(name)) {
      const big = bigStandingSubject(p, name, { cx, cy, size, pageW: c.w });
      standing = big.box;
      out.push(big.svg);
    } else if (name === NET_ICON && standing) out.push(netOver(p, standing));
    else {
      out.push(p.icon(name, cx, cy, size, flip, s.tints?.[name]));
      // A big whole-body icon (the fable's elephant) is caught under the net all the same.
      if (scale) standing = { cx, feetY: cy + size / 2, w: size, h: size * 0.9 };
    }
  });
  return out;
}
