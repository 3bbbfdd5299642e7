import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { iconBody } from './icons';

/**
 * Review: "the jungle clearing" matched the space family's /rings?\b/ (clea-ring), so a ringed planet
 * hung in the daytime sky over the jungle. Only the word "ring" or "rings" draws Saturn's rings.
 */
const SATURN = iconBody('ringed-planet').slice(0, 60);

describe('a jungle clearing has no ringed planet', () => {
  it.each([
    ['A chameleon changes colours in the jungle', 'en'],
    ['Un caméléon change de couleur dans la jungle', 'fr'],
  ] as const)('%s', async (description, language) => {
    const plan = await planStory({ type: 'story-book', description, language: language as Language });
    const clearings = plan.pages.flatMap((p, i) => (/clearing/.test(String(p.hints?.place)) ? [i] : []));
    expect(clearings.length).toBeGreaterThan(0);
    for (const i of clearings) expect(drawPlanPage(plan, 'story-book', i)).not.toContain(SATURN);
  });
});
