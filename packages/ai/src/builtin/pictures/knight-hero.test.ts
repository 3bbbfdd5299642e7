import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "Sir Tom the brave knight", « un chevalier nommé Arthur » were drawn as a plain boy in a
 * top and a scarf. A knight is drawn in armour — a steel helmet with a plume, a tunic in his colour,
 * a shield in the accent colour and a sword — and the look says so; a princess wears a gown.
 */
const hero = (svg: string) => svg.slice(svg.indexOf('<g id="hero"'));

describe('a knight looks like a knight', () => {
  it.each([
    [
      'Sir Tom the brave knight rides to the castle',
      'en',
      /^a knight in shining armour and an? \S+ tunic with an? \S+ shield/,
    ],
    [
      'Un chevalier nommé Arthur part à l’aventure',
      'fr',
      /^un chevalier en armure, vêtu d’une tunique \S+, avec un bouclier \S+/,
    ],
  ] as const)('%s', async (description, language, look) => {
    const plan = await planStory({
      type: 'story-book',
      description,
      language: language as Language,
      pages: 8,
    });
    expect(plan.character.look).toMatch(look);
    expect(plan.character.figure?.id).toBe('knight');
    expect(plan.character.figure?.accessory).toBe('shield');
    const svg = hero(drawPlanPage(plan, 'story-book', 0));
    expect(svg).toContain('data-figure="knight"');
    // The helmet and armour are steel, the tunic is the design's colour, the shield its accent.
    expect(svg).toContain('#b9c2cc');
    expect(svg).toContain(`fill="${plan.character.figure?.shirt}"`);
    expect(svg).toContain(`fill="${plan.character.figure?.accent}" stroke="#7d8791"`);
  });

  it('a princess wears a gown in her colour, not a top and trousers', async () => {
    const plan = await planStory({
      type: 'story-book',
      description: 'Princess Rose and the dragon',
      pages: 8,
    });
    expect(plan.character.look).toMatch(/^a princess in an? \S+ gown with an? \S+ little crown/);
    const svg = hero(drawPlanPage(plan, 'story-book', 0));
    expect(svg).toContain('M9.2 40 Q16 38.6 22.8 40');
  });
});
