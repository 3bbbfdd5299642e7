import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { anyFigureById } from './figures';

/**
 * Issue 14: « Léo a peur de l’eau et apprend à nager avec papa » drew the child and Dad standing on
 * top of a thin strip of pool on every page, even « fit l’étoile de mer », the float board, « nagea
 * jusqu’à Papa »; 'A piglet who refuses to take a bath' said "climbed in", "splashed in the bath" and
 * drew the pig standing beside a tiny tub. Where the words have the hero in the water, the hero is
 * drawn in it (StoryHints.inWater): waist-deep, the water's band with its wavy top drawn over the
 * lower body; in the bathtub, the tub's front over it, foam on top. Elsewhere (the changing room, the
 * towel, the badge, the refusals) it stands as before.
 */
const SIZE = 600;
const inWaterOf = (p: { hints?: unknown }) => (p.hints as { inWater?: string }).inWater;

/** The hero's box: its top and its feet (a person's box is 59.5 high, a whole-body animal's 32). */
function heroBox(svg: string) {
  const m =
    /<g id="hero"[^>]*data-figure="([^"]+)"[^>]*transform="translate\([-\d.]+ (-?[\d.]+)\) scale\(-?([\d.]+)/.exec(
      svg,
    );
  const top = Number(m?.[2]);
  const box = anyFigureById(m?.[1] ?? '').kind === 'head' ? 59.5 : 32;
  return { top, feet: top + box * Number(m?.[3]) };
}

/** The water line of the band (or the tub) drawn in front of the hero, and where it is in the SVG. */
function front(svg: string, kind: 'front' | 'tub') {
  const at = svg.indexOf(`data-water="${kind}"`);
  const line = Number(new RegExp(`data-water="${kind}" data-line="([\\d.]+)"`).exec(svg)?.[1]);
  return { at, line };
}

describe('the hero in the water (issue 14)', () => {
  it.each([
    ['fr', 'Léo a peur de l’eau et apprend à nager avec papa', /étoile de mer|planche|nagea jusqu’à Papa/],
    ['en', 'Tom learns to swim with Mum', /starfish|float board|swam all the way to Mum/],
    ['en', 'Tom learns to swim', /starfish|float board|swam all the way to the swimming teacher/],
  ] as const)('%s: %s is waist-deep in the pool', async (language, description, swims) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const wet = plan.pages.filter((p) => inWaterOf(p) === 'water');
      expect(wet.length, `${pages} pages`).toBeGreaterThan(3);
      // In the water wherever the words have the child in it, the turn too…
      for (const p of plan.pages.filter((x) => swims.test(x.text)))
        expect(inWaterOf(p), p.text).toBe('water');
      expect(inWaterOf(plan.pages.at(-2) ?? {})).toBe('water');
      // …not in the changing room, in the towel, at the badge, nor at home.
      for (const p of plan.pages.filter((x) =>
        /changing room|vestiaire|towel|serviette|badge|swim bag|sac de bain|one toe|un seul orteil/.test(
          x.text,
        ),
      ))
        expect(inWaterOf(p), p.text).toBeUndefined();
      plan.pages.forEach((page, i) => {
        const svg = drawPlanPage(plan, 'story-book', i, SIZE);
        if (inWaterOf(page) !== 'water') {
          expect(svg, page.text).not.toContain('data-pose="in-water"');
          return;
        }
        expect(svg, page.text).toContain('data-pose="in-water"');
        // The water behind everyone, and its band drawn after the hero, its line across the hero's body.
        const hero = svg.indexOf('<g id="hero"');
        expect(svg.indexOf('data-water="behind"')).toBeLessThan(hero);
        const band = front(svg, 'front');
        expect(band.at, page.text).toBeGreaterThan(hero);
        const box = heroBox(svg);
        expect(band.line).toBeGreaterThan(box.top + (box.feet - box.top) * 0.5);
        expect(band.line).toBeLessThan(box.feet - (box.feet - box.top) * 0.2);
      });
    }
  });

  it('a bear learning at the lake is in the lake', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'A little bear learns to swim',
    });
    const turn = plan.pages.length - 2;
    expect(inWaterOf(plan.pages[turn])).toBe('water');
    const svg = drawPlanPage(plan, 'story-book', turn, SIZE);
    expect(front(svg, 'front').at).toBeGreaterThan(svg.indexOf('<g id="hero"'));
  });

  it.each([
    ['en', 'A piglet who refuses to take a bath', /climbed in|splashed|went in up to|beard of foam/],
    [
      'fr',
      'Le petit cochon qui ne voulait pas se laver',
      /entra dans l’eau|éclaboussa|jusqu’aux genoux|barbe de mousse/,
    ],
  ] as const)('%s: %s sits in the bathtub where the words say so', async (language, description, inTub) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const tub = plan.pages.filter((p) => inTub.test(p.text));
      expect(tub.length, `${pages} pages`).toBeGreaterThan(1);
      plan.pages.forEach((page, i) => {
        const svg = drawPlanPage(plan, 'story-book', i, SIZE);
        if (!inTub.test(page.text)) {
          // Refusing, dipping one toe, by the bath: standing as before.
          expect(inWaterOf(page), page.text).toBeUndefined();
          expect(svg, page.text).not.toContain('data-pose="in-water"');
          return;
        }
        expect(inWaterOf(page), page.text).toBe('tub');
        expect(svg).toContain('data-pose="in-water"');
        // One tub, the hero's: its front drawn after the hero, over its lower body; no small tub beside.
        expect(svg).not.toMatch(/data-icon="bathtub(-duck)?"/);
        const t = front(svg, 'tub');
        expect(t.at).toBeGreaterThan(svg.indexOf('<g id="hero"'));
        const box = heroBox(svg);
        expect(t.line).toBeGreaterThan(box.top + (box.feet - box.top) * 0.5);
        expect(t.line).toBeLessThan(box.feet);
        // The duck the words name floats on the foam.
        if (/duck|canard/.test(page.text)) expect(svg).toContain('data-icon="rubber-duck"');
      });
    }
  });
});
