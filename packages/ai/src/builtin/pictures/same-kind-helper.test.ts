import { describe, expect, it } from 'vitest';
import type { BookRequest, PagePlan } from '../../types';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: Coral the little turtle "found a gentle old sea turtle by the sunken ship" — the text and
 * the alt text named her, but the picture drew one turtle: a helper of the hero's own kind was left
 * out (as if it were the hero twice). A helper the scene names is drawn, grown-up sized, facing the hero.
 */
describe('a helper of the hero’s own kind, named by the page, is drawn (issue 14)', () => {
  it.each([
    [
      'ocean-animals',
      'en',
      'Coral the little turtle looks for her mum in the coral reef',
      'turtle',
      /with a gentle old sea turtle/,
    ],
    [
      'dinosaurs',
      'fr',
      'Stella la petite stégosaure cherche son œuf perdu',
      'stegosaurus',
      /avec un vieux stégosaure très sage/,
    ],
  ] as const)('%s %s: %s', async (type, language, description, icon, named) => {
    const plan = await planStory({ type, description, language, pages: 12, seed: 3 });
    expect(plan.character.figure?.id).toBe(icon);
    const met = plan.pages.findIndex((p) => p.hints?.beat === 'helper');
    expect(plan.pages[met].alt).toMatch(named);
    const svg = drawPlanPage(plan, type as BookRequest['type'], met);
    // The hero is drawn as its figure; the helper as the kind's icon beside it, bigger.
    expect(svg).toContain(`data-figure="${icon}"`);
    // The biggest of the kind's icons: a small one far off is scenery (a sauropod by the river).
    const scales = [
      ...svg.matchAll(
        new RegExp(
          `<g transform="translate\\([-\\d.]+ [-\\d.]+\\) scale\\((-?[\\d.]+)[^"]*" data-icon="${icon}"`,
          'g',
        ),
      ),
    ].map((m) => Math.abs(Number(m[1])));
    expect(scales.length, 'the helper is not drawn').toBeGreaterThan(0);
    const hero = /<g id="hero"[^>]*transform="translate\([-\d.]+ [-\d.]+\) scale\((-?[\d.]+)/.exec(svg);
    expect(Math.max(...scales)).toBeGreaterThan(Math.abs(Number(hero?.[1])));
  });

  it('a page that only says “a new friend” does not draw the hero’s kind a second time', async () => {
    const plan = await planStory({
      type: 'ocean-animals',
      description: 'Coral the little turtle looks for her mum in the coral reef',
      seed: 3,
    });
    const page: PagePlan = {
      text: '',
      alt: '',
      layout: 'image-full',
      scene: 'Coral meets a new friend at the coral reef',
      hints: { kind: 'story', beat: 'helper', place: 'the coral reef', subjects: [] },
    };
    expect(drawPlanPage(plan, 'ocean-animals', 4, 400, page)).not.toContain('data-icon="turtle"');
  });
});
