import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Review: "A boy who can't stop saying no" / « Le petit garçon qui disait toujours non » was a hunt
 * for a kite ("Everyone talked about a kite hidden somewhere") or a plan "to always say no", done.
 * Now the refusal arc: the hero says no to everything, misses out, then a first "yes".
 */
describe('the hero who always says no has the refusal arc', () => {
  it.each([
    ['en', "A boy who can't stop saying no", /“No!”/, /“Yes\.”/],
    ['en', 'A little girl who always says no', /“No!”/, /“Yes\.”/],
    ['fr', 'Le petit garçon qui disait toujours non', /«\s*Non\s*!\s*»/, /«\s*Oui\s*»/],
    ['fr', 'Une petite fille qui dit non à tout', /«\s*Non\s*!\s*»/, /«\s*Oui\s*»/],
  ] as [Language, string, RegExp, RegExp][])('%s: %s', async (language, description, no, yes) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const texts = plan.pages.map((p) => p.text);
    const all = texts.join(' ');
    expect(all).not.toMatch(/kite|cerf-volant/);
    const firstNo = texts.findIndex((t) => no.test(t));
    const firstYes = texts.findIndex((t) => yes.test(t));
    expect(firstNo).toBeGreaterThan(0);
    expect(firstYes).toBeGreaterThan(firstNo);
    expect(plan.pages[firstNo].hints?.place).not.toMatch(/Maple Lane/);
  });
});
