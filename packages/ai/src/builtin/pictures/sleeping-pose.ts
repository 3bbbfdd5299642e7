import type { Figure } from './figures';
import { r } from './icons';

/**
 * A hero whose page says it sleeps (“slept and slept”, « Milo dormait », StoryHints.asleep) is drawn
 * asleep where it is, not standing up beside a "zzz": a figure on drawn legs (a bear cub in a blue
 * top) lies down on its side where it stood, head towards the middle of the page; an
 * animal drawn whole (a hedgehog, an owl) settles low, curled up. Its eyes are shut (closed-eyes.ts).
 */
export type Sleeper = { x: number; feet: number; heroH: number; left: boolean };

export function asleepPose(heroSvg: string, fig: Pick<Figure, 'kind'>, o: Sleeper): string {
  if (fig.kind === 'head') {
    // The figure's box is 32 wide by 59.5 high (hero.ts): lying, its width becomes its height.
    const thick = (o.heroH * 32) / 59.5;
    // Centred where it stood (not reaching into the middle, where the page's things are).
    const t = `translate(${r(((o.left ? -1 : 1) * o.heroH) / 2)} ${r(-thick / 2)}) rotate(${o.left ? 90 : -90} ${r(o.x)} ${r(o.feet)})`;
    return `<g class="asleep" data-pose="lying" transform="${t}">${heroSvg}</g>`;
  }
  const t = `translate(${r(o.x)} ${r(o.feet)}) scale(1.1 0.72) translate(${r(-o.x)} ${r(-o.feet)})`;
  return `<g class="asleep" data-pose="curled" transform="${t}">${heroSvg}</g>`;
}
