import type { Light } from '../text/story-light';
import { mix } from './backdrop-palettes';
import { bedX } from './bed-place';
import { namesChristmasTree } from './christmas-tree';
import { anyFigureById, type Figure } from './figures';
import { r } from './icons';
import { landmarkFor } from './landmarks';
import type { Painter } from './painter';
import type { Canvas } from './render';
import { asleepPose } from './sleeping-pose';

/**
 * A hero asleep in a bedroom (“Mia was fast asleep”, a bedtime book's last page: StoryHints.asleep)
 * lies in the room's bed, head on the pillow, eyes shut, the blanket pulled up to the chin — it was
 * drawn standing by the bed beside a "zzz". The bed is the bedroom's own (interiors.ts): its pillow
 * at the left end, on the side away from the hero (bed-place.ts, on the floor line).
 */
type Bed = { x: number; g: number; light: Light };

type Sleeping = { asleep?: boolean; place?: string; mood: Light; hero: { id: string } };

/** The hero asleep: in the bed of a bedroom, else lying where it stood (sleeping-pose.ts); awake, undefined. */
export function laidToSleep(
  c: Canvas,
  p: Painter,
  s: Sleeping,
  heroSvg: string,
  o: { x: number; feet: number; heroH: number; left: boolean },
  g: number,
  den?: unknown,
): { svg: string; head?: { x: number; y: number } } | undefined {
  if (!s.asleep || den) return undefined;
  const fig = anyFigureById(s.hero.id);
  const bed = bedOf(c, s, o.left, g);
  return bed
    ? { svg: inBed(p, heroSvg, fig, o, bed), head: bedHead(bed) }
    : { svg: asleepPose(heroSvg, fig, o) };
}

/** The hero sleeps in the bedroom's bed (not lying on the floor, not in a den). */
export const sleepsInBed = (s: Omit<Sleeping, 'hero' | 'mood'>) =>
  Boolean(s.asleep && s.place && landmarkFor(s.place)?.room === 'bedroom' && !namesChristmasTree(s.place));

function bedOf(c: Canvas, s: Sleeping, left: boolean, g: number) {
  if (!sleepsInBed(s)) return undefined;
  return { x: bedX(c, left), g, light: s.mood } satisfies Bed;
}

/** Where the sleeper's head lies (the "zzz" rises from there). */
const bedHead = (bed: Bed) => ({ x: bed.x - 166, y: bed.g - 270 });

const DIM: Record<Light, number> = { day: 0, dusk: 0.5, night: 0.78, sleep: 0.86 };

/** The hero (drawn standing at x, feet, heroH) laid in the bed, the blanket over it. */
function inBed(
  p: Painter,
  heroSvg: string,
  fig: Pick<Figure, 'kind'>,
  o: { x: number; feet: number; heroH: number },
  bed: Bed,
): string {
  const { x: bx, g } = bed;
  const blanket = mix('#6a8fd8', '#1b2050', DIM[bed.light] * 0.75);
  const fold = mix('#dce6f7', '#1b2050', DIM[bed.light] * 0.75);
  if (fig.kind === 'head') {
    // Lying on its back along the bed, head to the left on the pillow: 300 long, turned a quarter.
    const k = 300 / o.heroH;
    const t = `translate(${r(bx - 166 + 0.78 * 300)} ${r(g - 100)}) rotate(-90) scale(${r(k)}) translate(${r(-o.x)} ${r(-o.feet)})`;
    const cover = [
      p.rect(bx - 112, g - 150, 346, 135, blanket, 18),
      p.rect(bx - 112, g - 150, 40, 135, fold, 12),
    ].join('');
    return `<g class="in-bed" data-pose="in-bed"><g class="asleep" transform="${t}">${heroSvg}</g>${cover}</g>`;
  }
  // An animal drawn whole curls up on the mattress, the blanket over its back half.
  const k = 170 / o.heroH;
  const t = `translate(${r(bx - 40)} ${r(g - 62)}) scale(${r(k * 1.1)} ${r(k * 0.8)}) translate(${r(-o.x)} ${r(-o.feet)})`;
  const cover = p.rect(bx + 20, g - 110, 214, 95, blanket, 18);
  return `<g class="in-bed" data-pose="in-bed"><g class="asleep" transform="${t}">${heroSvg}</g>${cover}</g>`;
}
