import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: « Léo cherche une clé dorée dans la forêt » — every page said "in the forest" and drew an
 * open meadow with one or two small trees. A forest page stands before the forest's edge: rows of
 * firs and leafy trees along the horizon (bare or snowy in the snow), in story pages and comic panels.
 */
/** The tree icons inside the picture's woods group (its matching </g>). */
function trees(svg: string): number {
  const from = svg.indexOf('<g class="woods">');
  if (from < 0) return 0;
  const tags = /<g[\s>]|<\/g>/g;
  tags.lastIndex = from + 1;
  let depth = 1;
  let end = svg.length;
  for (let m = tags.exec(svg); m; m = tags.exec(svg)) {
    depth += m[0] === '</g>' ? -1 : 1;
    if (depth === 0) {
      end = m.index;
      break;
    }
  }
  return (svg.slice(from, end).match(/data-icon="(evergreen-tree|deciduous-tree)"/g) ?? []).length;
}

describe('a forest page is drawn in a forest (issue 14)', () => {
  it.each([
    ['story-book', 'fr', 'Léo cherche une clé dorée dans la forêt'],
    ['story-book', 'en', 'A fox looks for a lost key in the forest.'],
    ['comic-books', 'en', 'A fox looks for a lost key in the forest.'],
  ] as const)('%s %s: %s', async (type, language, description) => {
    const plan = await planStory({ type, description, language, pages: 12, seed: 3 });
    let forest = 0;
    plan.pages.forEach((p, i) => {
      if (!/forest/.test(String(p.hints?.place))) return;
      forest++;
      const svg = drawPlanPage(plan, type as BookRequest['type'], i);
      expect(trees(svg), `p${i + 1} ${p.hints?.place}: ${p.text}`).toBeGreaterThanOrEqual(4);
    });
    expect(forest).toBeGreaterThanOrEqual(8);
  });

  it('a park page keeps its open meadow', async () => {
    const plan = await planStory({
      type: 'story-book',
      description: 'Mia looks for her kite in the park.',
      seed: 3,
    });
    for (let i = 0; i < plan.pages.length; i++)
      expect(drawPlanPage(plan, 'story-book', i)).not.toContain('class="woods"');
  });
});
