import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: in comics a thought cloud ("Think, think…") trailed its little puffs towards the
 * panel's middle wherever the hero stood. The puffs lead from the thinker's head: the smallest by
 * the head, growing towards the cloud.
 */
type Puff = { x: number; y: number; r: number };
const num = (s: string, k: string) => Number(new RegExp(` ${k}="([-\\d.]+)"`).exec(s)?.[1]);

describe('a comic thought cloud leads from the thinker’s head (issue 14)', () => {
  it.each([
    ['en', 'Emma looks for her lost kite in the park.'],
    ['fr', 'Léo cherche une clé dorée dans la forêt.'],
  ] as const)('%s: %s', async (language, description) => {
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      const plan = await planStory({ type: 'comic-books', description, language, pages: 16, seed });
      // The figure's box is 59.5 units high for a girl or a boy standing on a body.
      expect(['girl', 'boy']).toContain(plan.character.figure?.id);
      plan.pages.forEach((page, i) => {
        const svg = drawPlanPage(plan, 'comic-books', i, 500);
        for (const frame of svg.split('<svg x=').slice(1)) {
          if (!frame.includes('class="thought" data-box')) continue;
          const hero =
            /<g id="hero"[^>]*transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+) ([-\d.]+)\)/.exec(
              frame,
            );
          expect(hero, page.text).not.toBeNull();
          const [tx, ty, sx, sy] = (hero?.slice(1) ?? []).map(Number);
          const heroX = tx + 16 * sx;
          const heroH = 59.5 * sy;
          const head = { x: heroX, y: ty + heroH * 0.25 };
          const cloud = /<g class="thought" data-box[^>]*>(.*?)<\/g>/.exec(frame)?.[1] ?? '';
          const puffs: Puff[] = [...cloud.matchAll(/<circle [^>]*>/g)].map((m) => ({
            x: num(m[0], 'cx'),
            y: num(m[0], 'cy'),
            r: num(m[0], 'r'),
          }));
          expect(puffs.length, page.text).toBeGreaterThanOrEqual(2);
          const dist = (p: Puff) => Math.hypot(p.x - head.x, p.y - head.y);
          // The smallest puff is the one by the head, beside it (not out in the panel's middle)…
          const nearest = puffs.reduce((a, b) => (dist(b) < dist(a) ? b : a));
          expect(nearest.r, page.text).toBe(Math.min(...puffs.map((p) => p.r)));
          expect(Math.abs(nearest.x - head.x), `p${i + 1} ${page.text}`).toBeLessThan(heroH * 0.4);
          // …and they grow along the way to the cloud.
          const byDistance = [...puffs].sort((a, b) => dist(a) - dist(b));
          for (let k = 1; k < byDistance.length; k++)
            expect(byDistance[k].r).toBeGreaterThanOrEqual(byDistance[k - 1].r);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});

/**
 * Issue 14, the same for speech: a bubble's tail pointed at the panel's middle whoever spoke, and a
 * close-up's bubble sat on the hero's face. The tail points at the speaker's head; the bubble is clear of it.
 */
describe('a comic speech bubble points at its speaker (issue 14)', () => {
  it.each([
    ['en', 'Emma looks for her lost kite in the park.'],
    ['fr', 'Léo cherche une clé dorée dans la forêt.'],
  ] as const)('%s: %s', async (language, description) => {
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      const plan = await planStory({ type: 'comic-books', description, language, pages: 16, seed });
      plan.pages.forEach((page, i) => {
        const panels = (page.hints?.panels ?? []) as { who?: string; line?: string | null }[];
        const frames = drawPlanPage(plan, 'comic-books', i, 500).split('<svg x=').slice(1);
        frames.forEach((frame, k) => {
          if (!panels[k]?.line || panels[k].who !== 'hero') return;
          const hero =
            /<g id="hero"[^>]*transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+) ([-\d.]+)\)/.exec(
              frame,
            );
          const tail =
            /<g class="bubble"[^>]*><path d="M([-\d.]+) ([-\d.]+) L([-\d.]+) ([-\d.]+) L([-\d.]+) [-\d.]+ Z"/.exec(
              frame,
            );
          const rect =
            /<g class="bubble"[^>]*>.*?<rect x="([-\d.]+)" y="([-\d.]+)" width="([-\d.]+)" height="([-\d.]+)"/.exec(
              frame,
            );
          expect(hero && tail && rect, page.text).toBeTruthy();
          if (!hero || !tail || !rect) return;
          const [tx, ty, sx, sy] = hero.slice(1).map(Number);
          const head = { x: tx + 16 * sx, y: ty + 59.5 * sy * 0.27 };
          const [b1, by, tipX, tipY, b2] = tail.slice(1).map(Number);
          const base = { x: (b1 + b2) / 2, y: by };
          // The tail heads for the head: within 45° of the way from its foot to the head…
          const [ux, uy] = [tipX - base.x, tipY - base.y];
          const [vx, vy] = [head.x - base.x, head.y - base.y];
          const cos = (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy));
          expect(cos, `seed ${seed} p${i + 1} panel ${k + 1}: ${panels[k].line}`).toBeGreaterThan(0.7);
          // …and the bubble does not sit on the face.
          const [rx, ry, rw, rh] = rect.slice(1).map(Number);
          const onFace = head.x > rx && head.x < rx + rw && head.y > ry && head.y < ry + rh;
          expect(onFace, `seed ${seed} p${i + 1} panel ${k + 1}`).toBe(false);
          checked++;
        });
      });
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });
});
