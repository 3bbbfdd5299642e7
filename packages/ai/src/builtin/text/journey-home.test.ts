import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

describe('a journey to the place the book’s theme lives in starts from an everyday home (issue 14)', () => {
  it.each([
    // A visit with a deed named (feeds the giraffes) is the zoo's own day: story-goal-visit.test.ts.
    ['en', 'Zara goes to the zoo with her grandma', /zoo/i],
    ['fr', 'Zoé va au zoo avec son papi', /zoo/i],
  ] as const)('%s: %s', async (language, description, place) => {
    const plan = await planStory({ type: 'zoo-animals', language, description, pages: 12 });
    const turn = plan.pages.length - 2;
    // She does not live at the zoo she sets off to, and the way there passes no zoo spot.
    expect(plan.pages[0].text).not.toMatch(place);
    for (const p of plan.pages.slice(1, turn))
      expect(p.alt, p.text).not.toMatch(/lion|giraffe house|penguin|monkey trees|girafes|manchots|singes/);
    expect(plan.pages[turn].alt).toMatch(place);
  });
});
