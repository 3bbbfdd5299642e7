import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * New-user review: waiting for Santa drew the Christmas tree as a 32-px icon beside the figures, and
 * the pages set "by the Christmas tree" showed the kitchen with no tree at all. By the tree, the tree
 * is the room's: taller than the hero, a star on top, presents under it once Santa has come.
 */
const heroTop = (svg: string) =>
  Number(/<g id="hero"[^>]*transform="translate\([-\d.]+ ([-\d.]+)\)/.exec(svg)?.[1]);

describe('by the Christmas tree, a tall decorated tree (new-user review)', () => {
  it.each([
    ['en', 'Mia waits for Santa on Christmas Eve', /Christmas tree|the tree\b/],
    ['fr', 'Une fille nommée Léa attend le père Noël', /sapin/],
  ] as const)('%s: %s', async (language, description, tree) => {
    const plan = await planStory({ type: 'holiday', description, language, pages: 16 });
    const turn = plan.pages.findIndex((p) => p.hints?.beat === 'turn');
    let byTree = 0;
    plan.pages.forEach((page, i) => {
      const svg = drawPlanPage(plan, 'holiday', i);
      const at = String(page.hints?.place);
      if (!/Christmas tree/.test(at)) {
        expect(svg, `page ${i + 1}: ${page.text}`).not.toContain('id="christmas-tree"');
        return;
      }
      byTree++;
      const top = Number(/id="christmas-tree" data-top="([-\d.]+)"/.exec(svg)?.[1]);
      expect(top, `page ${i + 1}: ${page.text}`).toBeLessThan(heroTop(svg));
      expect(svg).toContain('id="tree-star"');
      // Not drawn twice: no small tree icon among the page's things.
      expect(svg).not.toContain('data-icon="christmas-tree"');
      // Presents once Santa has come, none while "not one yet" lies under the tree.
      expect(svg.includes('class="tree-present"'), `page ${i + 1}`).toBe(i >= turn);
    });
    expect(byTree).toBeGreaterThan(2);
    // Every page whose text says the tree is drawn by it (Santa at the turn, "by the tree").
    plan.pages.forEach((page, i) => {
      if (tree.test(page.text ?? ''))
        expect(drawPlanPage(plan, 'holiday', i), page.text).toContain('id="christmas-tree"');
    });
  });
});
