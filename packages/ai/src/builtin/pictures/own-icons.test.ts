import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { iconBody } from './icons';

/**
 * Issue 14 review: "Finn the pirate looks for a treasure chest" drew a blue gem where the chest was
 * found, and "Trixie the triceratops" was drawn as the long-necked dinosaur. Both have their own
 * drawing now (own-icons.ts), found by the idea's words in English and French.
 */
const icons = (svg: string) => [...svg.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]);

describe('drawings the icon set lacks (issue 14)', () => {
  it.each([
    ['en', 'Finn the pirate looks for a treasure chest'],
    ['fr', 'Finn le pirate cherche un coffre au trésor'],
  ] as const)('%s: the treasure chest is drawn as a chest, not a gem', async (language, description) => {
    const plan = await planStory({ type: 'story-book', description, language, title: 'Finn', seed: 2 });
    const shown = plan.pages
      .map((p, i) => (p.hints?.subjects as string[] | undefined)?.includes('treasure-chest') && i)
      .filter((i): i is number => typeof i === 'number');
    expect(shown.length, 'no page shows the chest').toBeGreaterThan(0);
    for (const i of shown) {
      const svg = drawPlanPage(plan, 'story-book', i);
      expect(icons(svg)).toContain('treasure-chest');
      expect(svg).toContain(iconBody('treasure-chest'));
      expect(icons(svg)).not.toContain('gem-stone');
    }
  });

  it('the chest has a lid, a lock and coins; the triceratops a frill and three horns', () => {
    const chest = iconBody('treasure-chest');
    // The keyhole's dark circle on a gold lock plate, and gold coins.
    expect(chest).toMatch(/<rect[^>]*fill="#f7c52b"[^>]*\/><circle[^>]*fill="#3a2a20"/);
    expect(chest.match(/<circle[^>]*fill="#ffc83d"/g)?.length).toBeGreaterThanOrEqual(3);
    // Three ivory horns.
    expect(iconBody('triceratops').match(/fill="#fff3d6"/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['en', 'Rex the T-rex meets Trixie the triceratops'],
    ['fr', 'Rex le T-rex rencontre Trixie le tricératops'],
  ] as const)('%s: Trixie the triceratops is drawn as a triceratops', async (language, description) => {
    const plan = await planStory({ type: 'story-book', description, language, title: 'Rex', seed: 2 });
    const met = plan.pages.findIndex(
      (p) => /Trixie/.test(p.text) && ((p.hints?.subjects as string[] | undefined) ?? []).length > 0,
    );
    expect(met, 'no page meets Trixie').toBeGreaterThanOrEqual(0);
    const drawn = icons(drawPlanPage(plan, 'story-book', met));
    expect(drawn).toContain('triceratops');
  });

  it.each([
    ['en', 'Dot the diplodocus looks for her lost egg'],
    ['fr', 'Dot le diplodocus cherche son œuf perdu'],
  ] as const)('%s: the wise old stegosaurus met is a stegosaurus', async (language, description) => {
    const plan = await planStory({ type: 'dinosaurs', description, language, title: 'Dot', seed: 3 });
    const met = plan.pages.findIndex((p) => /stegosaurus|stégosaure/.test(p.alt ?? ''));
    expect(met, 'no page meets the stegosaurus').toBeGreaterThanOrEqual(0);
    expect(icons(drawPlanPage(plan, 'dinosaurs', met))).toContain('stegosaurus');
  });

  it.each([
    ['en', 'Tops the triceratops looks for her lost egg'],
    ['fr', 'Tops la tricératops cherche son œuf perdu'],
  ] as const)('%s: a triceratops hero is a triceratops on every page', async (language, description) => {
    const plan = await planStory({ type: 'dinosaurs', description, language, title: 'Tops', seed: 1 });
    expect(plan.character.figure?.id).toBe('triceratops');
    expect(drawPlanPage(plan, 'dinosaurs', 1)).toContain('data-figure="triceratops"');
  });
});
