import { r } from './icons';

/**
 * A hero asleep has its eyes shut: each open eye of its icon is covered by a lid in the colour of
 * the face around it, with a little downward curve of lashes across it. The Fluent icons' eyes are
 * dots inside their own paths, so where they are is measured here, by icon (in its 32×32 box; a
 * face figure's face is that box at the top of its body). An icon not listed keeps its eyes.
 */
type Eyes = { at: [number, number][]; rx: number; ry: number; lid: string };
const eyes = (lid: string, rx: number, ry: number, ...at: [number, number][]): Eyes => ({ at, rx, ry, lid });

const EYES: Record<string, Eyes> = {
  bear: eyes('#a56953', 1, 1.5, [12, 16.47], [20, 16.47]),
  'polar-bear': eyes('#f4f4f4', 1, 1.5, [12.03, 16.47], [20.03, 16.47]),
  panda: eyes('#635994', 1, 1.5, [12.03, 16.5], [20.03, 16.5]),
  koala: eyes('#9b9b9b', 1, 1.5, [10, 17.47], [22, 17.47]),
  'rabbit-face': eyes('#cdc4d6', 1, 1.5, [12, 18.47], [20, 18.47]),
  lion: eyes('#ffb02e', 1, 1.5, [12, 14.5], [20, 14.5]),
  raccoon: eyes('#636363', 1, 1.5, [12, 19.5], [20, 19.5]),
  fox: eyes('#ff822d', 1, 1.5, [12, 18.5], [19, 18.5]),
  // The children's eyes have whites round a brown iris: the lid is the skin's yellow, and wider.
  child: eyes('#ffc83d', 2.1, 1.3, [11.66, 17.8], [20.36, 17.8]),
  boy: eyes('#ffc83d', 2.1, 1.3, [11.66, 17.8], [20.36, 17.8]),
  girl: eyes('#ffc83d', 2.1, 1.3, [11.68, 18.3], [20.37, 18.3]),
  hedgehog: eyes('#f3ad61', 0.8, 0.8, [7.75, 22.75]),
  chipmunk: eyes('#ffdea7', 0.8, 0.8, [6.75, 10.75]),
  bird: eyes('#ca0b4a', 1, 1, [10, 9]),
  monkey: eyes('#e39d89', 0.55, 0.6, [8.51, 9.99], [11, 9.99]),
  penguin: eyes('#ffffff', 0.55, 0.65, [14.5, 7.85], [17.5, 7.85]),
  tiger: eyes('#ff822d', 0.6, 0.8, [5.5, 13.25]),
  elephant: eyes('#9b9b9b', 0.6, 0.8, [5.5, 13.5]),
  parrot: eyes('#e6e6e6', 1.05, 1.05, [11.32, 6.32]),
  // The owl's big round eyes, ring and all.
  owl: eyes('#6d4534', 4.1, 4.1, [10, 9], [22, 9]),
};

/** Where an icon's eyes are (hero-feeling.ts puts a tear under one), or undefined when not measured. */
export const eyesOf = (icon: string): Eyes | undefined => EYES[icon];

const LASH = '#3a2a20';

/** The lids over an icon's eyes (its 32×32 box), or '' when its eyes are not known. */
export function closedEyes(icon: string): string {
  const e = EYES[icon];
  if (!e) return '';
  const lids = e.at.map(([x, y]) => {
    const [w, h] = [e.rx * 1.35, e.ry * 1.3];
    const curve = `M${r(x - w * 0.85)} ${r(y)} Q${r(x)} ${r(y + h * 0.9)} ${r(x + w * 0.85)} ${r(y)}`;
    const line = r(Math.max(0.35, Math.min(0.9, e.ry * 0.35)));
    return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(w)}" ry="${r(h)}" fill="${e.lid}"/><path d="${curve}" fill="none" stroke="${LASH}" stroke-width="${line}" stroke-linecap="round"/>`;
  });
  return `<g data-eyes="closed">${lids.join('')}</g>`;
}
