import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readFish } from '../idea/read-goal-fish';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Review (issue 14): "Emma and her grandpa go fishing at the lake" was a hunt for a stock boat ("a
 * boat hidden somewhere by the lake"). Now a fishing morning: the rods packed, learning to cast, an old
 * boot and a cheeky duck, patience, and the big fish at the turn, let go; who came along is named.
 */
describe('a fishing trip', () => {
  it.each([
    ['Emma and her grandpa go fishing at the lake', 'en', 12, /Grandpa/],
    ['A little bear goes fishing', 'en', 24, /Dad/],
    ['Léo part à la pêche avec son papi', 'fr', 12, /Papi/],
    ['Une petite loutre va à la pêche', 'fr', 8, /Papa/],
  ] as const)('%s (%s, %s pages)', async (description, language, pages, grown) => {
    const plan = await planStory({ type: 'story-book', description, language: language as Language, pages });
    const en = language === 'en';
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/kite|cerf-volant|hidden somewhere|cach[ée] quelque part|Maple|Érables/);
    expect(plan.pages[1].text).toMatch(en ? /catch a fish/ : /attraper un poisson/);
    expect(plan.pages[1].text).toMatch(grown);
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(en ? /big shiny fish/ : /gros poisson brillant/);
    expect(turn?.hints?.subjects).toEqual(expect.arrayContaining(['fishing-pole', 'fish']));
    expect(turn?.alt).toMatch(en ? /a big fish/ : /un gros poisson/);
    for (const p of plan.pages.slice(1)) expect(p.hints?.subjects).toContain('fishing-pole');
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
    expect(sentences.length - new Set(sentences).size).toBe(0);
  });

  it('reads only a fishing trip', () => {
    expect(readFish('A little fish looks for its home')).toBeUndefined();
    expect(readFish('Le pêcheur et le dauphin')).toBeUndefined();
    expect(readFish('Sam went fishing with Dad')?.kind).toBe('fish');
  });
});
