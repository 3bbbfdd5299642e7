import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Review (issue 14): "A little star who is afraid of the dark" was a boy at Maple Lane practising
 * courage in the park by day ("pushed a fallen branch off the hill"). Now the star lives in the night
 * sky, hides behind a cloud, meets the moon, an owl, a firefly, and at the turn steps out and shines:
 * its own light is what the dark lets be seen, and guides a lost child home.
 */
describe('a little star afraid of the dark', () => {
  it.each([
    ['A little star who is afraid of the dark', 'en', 'story-book', 8],
    ['A little star who is afraid of the dark', 'en', 'story-book', 12],
    ['Une petite étoile qui a peur du noir', 'fr', 'story-book', 8],
    ['Une petite étoile qui a peur du noir', 'fr', 'bedtime-books', 12],
  ] as const)('%s (%s, %s pages)', async (description, language, type, pages) => {
    const plan = await planStory({ type, description, language: language as Language, pages });
    const en = language === 'en';
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/Maple|Érables|library|bibliothèque|park|parc|branch|branche/);
    expect(plan.pages[0].text).toMatch(en ? /up in the sky/ : /là-haut dans le ciel/);
    expect(plan.pages[1].text).toMatch(en ? /afraid of it/ : /peur du noir/);
    // The night sky on every page after the evening it starts in.
    for (const p of plan.pages.slice(2)) expect(p.hints?.light).not.toBe('day');
    const turn = plan.pages.length - 2;
    expect(plan.pages[turn].text).toMatch(en ? /In the dark, \w+ shone/ : /Dans le noir, \w+ brillait/);
    expect(plan.pages[turn + 1].text).toMatch(
      en ? /your own little light can shine/ : /sa propre petite lumière peut briller/,
    );
    expect(text).toMatch(en ? /the moon|an old owl|firefly/ : /la lune|hibou|luciole/);
    for (const p of plan.pages) expect(p.alt).toMatch(en ? /a little star/ : /une petite étoile/);
  });
});
