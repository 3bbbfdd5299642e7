import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * « Lila était si grognon de fatigue »: a bed refusal's line said the masculine for a girl. It agrees
 * with the hero ({neN}, fr-group.ts); English has nothing to agree.
 */
describe('a bed refusal’s grumpy night agrees with the hero', () => {
  it.each([
    ['fr', 'Lila ne veut pas aller au lit', /Lila était si grognonne de fatigue/],
    ['fr', 'Zoé refuse d’aller se coucher', /Zoé était si grognonne de fatigue/],
    ['fr', 'Un petit ours qui ne veut pas aller au lit', /Milo était si grognon de fatigue/],
    ['en', 'A little bear who won’t go to bed', null],
  ] as const)('%s: %s', async (language, description, said) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join(' ');
    if (said) expect(text).toMatch(said);
    expect(text).not.toMatch(/[{}]/);
  });
});
