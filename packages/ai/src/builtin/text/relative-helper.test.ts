import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../idea/kinds';
import { helperBesides } from './distinct-helper';
import { planBuiltinStory } from './plan-builtin-story';
import { l } from './theme-types';
import { everyday } from './themes-story';

/**
 * Issue 14: "Tom and his grandpa…" meets no stock "wise grandmother" on the way — a stock helper
 * never fills a family role the idea's own relative already fills; another stock helper comes.
 */
const plan = (description: string, language: Language) =>
  planBuiltinStory({
    type: 'story-book',
    language,
    title: 'Kite',
    description,
    pages: 16,
    author: 'T',
  } as Parameters<typeof planBuiltinStory>[0]);
const kind = (id: string) => KINDS.find((k) => k.id === id) ?? KINDS[0];

describe('a stock helper besides the idea’s relatives', () => {
  it.each([
    ['Tom and his grandpa look for a kite in the park', 'en', /grandmother/],
    ['Tom et son papi cherchent un cerf-volant dans le parc', 'fr', /grand-mère/],
    ['Mia and her grandma look for her red ball in the park', 'en', /wise grandmother/],
  ] as const)('%s: no second grandparent is met', async (description, lang, grandparent) => {
    const pages = (await plan(description, lang)).pages;
    const texts = pages.map((p) => p.text).join(' ');
    expect(texts).not.toMatch(grandparent);
    // Someone else is still met on the way (the talking cat of the neighbouring theme).
    expect(texts).toMatch(lang === 'en' ? /talking cat/ : /chat qui parle/);
  });

  it('a friend who is not family keeps the wise grandmother', () => {
    expect(helperBesides(everyday, [kind('dog')]).helper.en).toBe('a wise grandmother');
  });

  it.each([
    ['mother', 'a busy mum'],
    ['father', 'a kind old dad'],
    ['sister', 'a big sister'],
  ])('a %s in the idea: no stock "%s"', (relative, helper) => {
    const theme = { ...everyday, helper: l(helper, helper) };
    expect(helperBesides(theme, [kind(relative)]).helper.en).not.toBe(helper);
    expect(helperBesides(theme, [kind('dog')]).helper.en).toBe(helper);
  });
});
