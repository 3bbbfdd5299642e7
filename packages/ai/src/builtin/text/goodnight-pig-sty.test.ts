import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import type { StoryHints } from './story-light';

/**
 * 'Goodnight to all the animals on the farm' said goodnight to the pig in the big red barn, and drew
 * it there. Now the pig's page is by its sty: the mud and the low fence drawn (pictures/landmark-scenes.ts),
 * "by the pigsty", « près de la porcherie » said.
 */
const CASES: [Language, string, RegExp][] = [
  ['en', 'Goodnight to all the animals on the farm', /by the pigsty/],
  ['fr', 'Bonne nuit à tous les animaux de la ferme', /près de la porcherie/],
];

describe('the farm pig is said goodnight to by its sty', () => {
  it.each(CASES)('%s: %s', async (language, description, said) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'farm-animals', language, description, pages });
      const pig = plan.pages
        .map((p, i) => [p, i] as const)
        .filter(([p]) => (p.hints as StoryHints).subjects?.includes('pig'));
      expect(pig.length).toBeGreaterThan(0);
      for (const [p, i] of pig) {
        const svg = drawPlanPage(plan, 'farm-animals', i);
        expect(svg, p.text).toContain('id="landmark-sty"');
        expect(svg).toContain('data-part="sty-mud"');
        expect(svg).toContain('data-part="sty-fence"');
        expect(svg).not.toContain('id="landmark-barn"');
        expect(p.alt, p.text).toMatch(said);
      }
    }
  });
});
