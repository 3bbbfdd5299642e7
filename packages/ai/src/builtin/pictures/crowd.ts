import { CROWD } from '../text/defend-crowd';
import { drawStandingPerson } from './helper-figure';
import type { Painter } from './painter';

export { CROWD };

/** Who stands in the crowd, left to right: grown-ups, an old man, children. */
const PEOPLE = ['woman', 'old-man', 'girl', 'man', 'boy'];

/**
 * The villagers a threat story's page names (text/defend-crowd.ts: "everyone in the village cheered
 * for Mia"): five people standing a step back, smaller than the hero, shoulder to shoulder on the
 * hero's outer side, behind the hero and the threat. Each keeps its `data-icon`; the group says
 * how many (`data-crowd`).
 */
export function drawCrowd(
  c: { w: number },
  p: Painter,
  at: { heroX: number; left: boolean; feet: number; heroH: number },
): string {
  const height = at.heroH * 0.62;
  const gap = height * 0.42;
  const half = ((PEOPLE.length - 1) / 2) * gap + height * 0.3;
  // Beside the hero on the side away from the threat, inside the frame: half of them peep past the hero.
  const want = at.heroX + (at.left ? -1 : 1) * at.heroH * 0.45;
  const cx = Math.max(half + 6, Math.min(c.w - half - 6, want));
  const back = at.feet - at.heroH * 0.12;
  const people = PEOPLE.map((icon, i) =>
    drawStandingPerson(icon, {
      x: cx + (i - (PEOPLE.length - 1) / 2) * gap,
      // Every other one a little further back, so heads do not line up like a fence.
      baseY: back - (i % 2) * height * 0.08,
      height: height * (icon === 'girl' || icon === 'boy' ? 0.82 : 1),
      // They look towards the middle of the page, at the hero and the threat.
      flip: !at.left,
      lineArt: p.lineArt,
      linePx: p.line,
    }).replace('data-figure="helper"', 'data-figure="villager"'),
  );
  return `<g data-crowd="${PEOPLE.length}">${people.join('')}</g>`;
}
