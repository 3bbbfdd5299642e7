import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Review: "Sam the pirate sails to a treasure island", « Le pirate Sam navigue vers l’île au trésor »
 * were drawn as a plain boy. A pirate wears a tricorn hat, an eyepatch and a striped top (pirate.ts).
 */
const hero = (svg: string) => svg.slice(svg.indexOf('<g id="hero"'));

describe('a pirate looks like a pirate', () => {
  it.each([
    ['Sam the pirate sails to a treasure island', 'en', /^a pirate /],
    ['Le pirate Sam navigue vers l’île au trésor', 'fr', /^un pirate /],
  ] as const)('%s', async (description, language, look) => {
    const plan = await planStory({
      type: 'story-book',
      description,
      language: language as Language,
      pages: 8,
    });
    expect(plan.character.look).toMatch(look);
    expect(plan.character.figure?.id).toBe('pirate');
    const svg = hero(drawPlanPage(plan, 'story-book', 0));
    expect(svg).toContain('data-figure="pirate"');
    expect(svg).toContain('data-part="pirate-hat"');
    expect(svg).toContain('data-part="eyepatch"');
  });

  it('a plain boy wears no pirate hat', async () => {
    const plan = await planStory({ type: 'story-book', description: 'Tom the boy finds a kite', pages: 8 });
    expect(hero(drawPlanPage(plan, 'story-book', 0))).not.toContain('pirate-hat');
  });
});
