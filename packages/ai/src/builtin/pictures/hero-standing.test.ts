import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { drawPlanPage, planStory, type StoryPlan } from '../testing/story-fixtures';

/**
 * Issue 14: a wizard, doctor or builder hero ("Max the little wizard learns a new spell") was drawn
 * from its icon, a bust cut at the chest: no legs, no feet, on every page. The hero stands in full —
 * legs (or a robe) and shoes under the bust, feet on the ground inside the frame — in every
 * composition of a story book and in comic panels.
 */
type Drawn = { figure: string; feet: number; shoes: number; top: number };

/** The inside of the group opened just before `from`, up to its matching </g>. */
function groupBody(svg: string, from: number): string {
  const tags = /<g[\s>]|<\/g>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(svg); m; m = tags.exec(svg)) {
    depth += m[0] === '</g>' ? -1 : 1;
    if (depth === 0) return svg.slice(from, m.index);
  }
  return svg.slice(from);
}

/** Every hero drawn on a page: its figure, where its box ends (the feet) and how many shoes it has. */
function heroes(svg: string): Drawn[] {
  return [...svg.matchAll(/<g id="hero" data-figure="([^"]+)"[^>]*transform="([^"]+)">/g)].map((m) => {
    const t = /translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+) ([-\d.]+)\)/.exec(m[2]);
    const ty = Number(t?.[2]);
    const s = Number(t?.[4]);
    const body = groupBody(svg, m.index + m[0].length);
    // Shoes: ellipses below the 32-unit bust, near the bottom of the figure's box (y ≥ 45).
    const shoes = [...body.matchAll(/<ellipse [^>]*cy="([\d.]+)"/g)].filter((e) => Number(e[1]) >= 45);
    // The box: 49 units for a bust on legs; a bust alone is 32 (and then its "feet" are its chest).
    const boxH = shoes.length ? Math.max(...shoes.map((e) => Number(e[1]))) + 2 : 32;
    return { figure: m[1], feet: ty + boxH * s, shoes: shoes.length, top: ty };
  });
}

const withFigure = (plan: StoryPlan, id: string): StoryPlan => ({
  ...plan,
  character: { ...plan.character, figure: { ...plan.character.figure, id } },
});

describe('a wizard, doctor, builder or astronaut hero stands in full (issue 14)', () => {
  it.each([
    ['story-book', 'en', 'Max the little wizard learns a new spell'],
    ['story-book', 'fr', 'Max le petit magicien apprend un nouveau sort'],
    ['comic-books', 'en', 'Max the little wizard learns a new spell'],
    ['comic-books', 'fr', 'Max le petit magicien apprend un nouveau sort'],
    ['jobs', 'fr', 'Le docteur Lena visite le zoo'],
  ] as const)('%s %s “%s”: legs and shoes on every page', async (type, language, description) => {
    const plan = await planStory({ type, description, language, pages: 12, seed: 1 });
    expect(['wizard', 'doctor']).toContain(plan.character.figure?.id);
    let drawn = 0;
    plan.pages.forEach((_, i) => {
      const svg = drawPlanPage(plan, type as BookRequest['type'], i);
      const h = /viewBox="0 0 \d+ (\d+)"/.exec(svg)?.[1];
      for (const d of heroes(svg)) {
        expect(d.shoes, `p${i + 1}: ${d.figure} drawn as a bust with no legs`).toBe(2);
        expect(d.feet, `p${i + 1}: feet below the frame`).toBeLessThanOrEqual(Number(h));
        drawn++;
      }
    });
    expect(drawn).toBeGreaterThanOrEqual(plan.pages.length);
  });

  it.each(['wizard', 'doctor', 'builder', 'astronaut'])(
    'the %s stands in every composition of a story book (wide, close, object, two, action)',
    async (id) => {
      const base = await planStory({
        type: 'story-book',
        description: 'A child looks for a lost kite in the park.',
        pages: 16,
        seed: 3,
      });
      const plan = withFigure(base, id);
      const shots = new Set<string>();
      plan.pages.forEach((p, i) => {
        const svg = drawPlanPage(plan, 'story-book', i);
        const drawn = heroes(svg);
        expect(drawn.length).toBe(1);
        expect(drawn[0].figure).toBe(id);
        expect(drawn[0].shoes, `p${i + 1} ${p.hints?.composition}`).toBe(2);
        shots.add(String(p.hints?.composition));
      });
      for (const shot of ['wide', 'close', 'object', 'two', 'action']) expect(shots).toContain(shot);
    },
  );
});
