import type { Light, StoryHints } from '../text/story-light';
import { drawBackdrop } from './backdrop';
import type { ConceptCtx } from './concept-art';
import { AIRBORNE, type Environment } from './environment';
import { svgDoc } from './render';

const STAGES = new Set<string>([
  'meadow',
  'forest',
  'underwater',
  'beach',
  'space',
  'snow',
  'road',
  'farm',
  'jungle',
  'volcano',
]);
/** Creatures and machines the horizon must not add: the page draws only the one its caption names. */
const NO_EXTRA = [
  'tropical-fish',
  'fish',
  'crab',
  'sauropod',
  'elephant',
  'giraffe',
  'zebra',
  'tractor',
  'bus',
];
const SPACE_EXTRA = ['ringed-planet', 'comet', 'rocket', 'satellite', 'flying-saucer', 'alien', 'snowman'];

/**
 * A coloring page about one of a group (a farm animal, a truck, a planet): the subject fills most
 * of the frame in bold outlines, a little of its place around it (the barn, the pond, the hay)
 * and the small things its caption names at its feet (the chicks, the carrot). Two subjects share
 * the page side by side.
 */
export function coloringStarSvg(ctx: ConceptCtx, hints: StoryHints, mood: Light) {
  const { c, p, rng } = ctx;
  const stars = hints.subjects ?? [];
  const env = (STAGES.has(hints.stage ?? '') ? hints.stage : 'meadow') as Environment;
  // A group's page of two has no place; the young animals' pair has theirs (the living room).
  const place = hints.place;
  const stage = drawBackdrop(c, p, {
    env,
    theme: 'everyday',
    mood,
    rng,
    id: ctx.id,
    place,
    // The landmark stands on the left, the subject a little right of the middle.
    heroLeft: false,
    avoid: [...NO_EXTRA, ...SPACE_EXTRA, ...stars],
  });
  const parts = [stage.body];
  const bottom = Math.min(c.h * 0.95, stage.groundY + c.h * 0.2);
  const one = stars.length === 1;
  const props = hints.props ?? [];
  // Two with their toy (the kittens and the yarn): a little smaller, the toy between them.
  const between = !one && props.length > 0;
  const size = Math.min(c.w, c.h) * (one ? 0.66 : between ? 0.4 : 0.46);
  stars.slice(0, 2).forEach((name, i) => {
    const cx = one
      ? c.w * (place ? 0.6 : 0.5)
      : c.w * (i === 0 ? (between ? 0.23 : 0.27) : between ? 0.77 : 0.73);
    const cy = AIRBORNE.test(name) ? c.h * 0.46 : bottom - size * 0.47;
    if (one && hints.puddle)
      parts.push(p.ellipse(cx, bottom - size * 0.04, size * 0.55, size * 0.1, '#7a5230'));
    // The pair with their toy face each other (the icons look left).
    parts.push(p.icon(name, cx, cy, size, between ? i === 0 : i === 1));
  });
  props.forEach((name, i) => {
    const s = c.w * (props.length > 1 || between ? 0.16 : 0.22);
    const left = i % 2 === 0;
    const cx = between ? c.w * 0.5 : left ? c.w * 0.14 + i * 20 : c.w * 0.88;
    const cy = AIRBORNE.test(name) ? c.h * 0.2 : bottom - s * 0.45;
    parts.push(p.icon(name, cx, cy, s, !left));
  });
  return svgDoc(c, parts.join(''), stage.defs);
}
