import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { namedHelper } from '../pictures/page-helpers';
import { planStory } from '../testing/story-fixtures';
import { PUPPY_FILLERS, PUPPY_LINES } from './poetry-puppy-lines';
import { splitSentences } from './sentences';

/**
 * Review: 'Rhymes about our new puppy' / « Comptines sur notre nouveau chiot » sang the stock
 * couplets, a herb on every page. Now it sings the puppy's first days in order
 * (poetry-puppy-lines.ts): the box, the name, the bowl, the puddle, "Sit!", the chewed shoe, the
 * first night, the first walk; each couplet drawing the puppy and what it names. The bowl's page
 * drew an owl ("with a bowl": page-helpers.ts read the owl in "bowl").
 */
const subjectsOf = (p: { hints?: unknown }) => (p.hints as { subjects?: string[] }).subjects ?? [];
const IDEAS: [string, Language, [RegExp, string][]][] = [
  [
    'Rhymes about our new puppy',
    'en',
    [
      [/A box that wiggled/, 'package'],
      [/Then Pepper!/, 'dog'],
      [/A bowl of water/, 'bowl-with-spoon'],
      [/“Sit!”/, 'bone'],
      [/The first walk/, 'dog'],
      [/of the family, our puppy/, 'dog'],
    ],
  ],
  [
    'Comptines sur notre nouveau chiot',
    'fr',
    [
      [/Une caisse qui bouge/, 'package'],
      [/Alors, Poivre/, 'dog'],
      [/Une gamelle d’eau/, 'bowl-with-spoon'],
      [/« Assis/, 'bone'],
      [/La première promenade/, 'dog'],
      [/partie de la famille/, 'dog'],
    ],
  ],
];
const OWN = new Set([...PUPPY_LINES, ...PUPPY_FILLERS].map((l) => l[1]));

describe('a new puppy’s poem sings its first days in order', () => {
  const cases = IDEAS.flatMap((f) => [12, 24, 50].map((pages) => [...f, pages] as const));
  it.each(cases)('%s (%s) %#', async (idea, lang, order, pages) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language: lang, pages });
    const texts = plan.pages.map((p) => p.text);
    expect(new Set(texts).size).toBe(pages);
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text.replace(/\n/g, ' ')));
    expect(new Set(sentences).size).toBe(sentences.length);
    const at = order.map(([re]) => texts.findIndex((t) => re.test(t)));
    expect(at[0]).toBe(0);
    expect(at.at(-1)).toBe(pages - 1);
    expect(at.every((k) => k >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    at.forEach((k, i) => {
      expect(subjectsOf(plan.pages[k])).toContain(order[i][1]);
    });
    // Pepper is named before any couplet calls the puppy so.
    const named = at[1];
    expect(texts.findIndex((t) => /Pepper|Poivre/.test(t))).toBe(named);
    if (pages === 12) expect(plan.pages.flatMap(subjectsOf)).not.toContain('herb');
    const runs = plan.pages
      .map((p) => (subjectsOf(p).some((s) => OWN.has(s)) ? '.' : 's'))
      .join('')
      .split('.');
    expect(Math.max(...runs.map((r) => r.length))).toBeLessThanOrEqual(2);
  });

  it('draws no owl beside a bowl', () => {
    expect(namedHelper('Lila in the kitchen, with a bowl')).toBeUndefined();
    expect(namedHelper('Lila in the garden, with a growl')).toBeUndefined();
    expect(namedHelper('Lila in the barn, with an owl')).toBe('owl');
    expect(namedHelper('Lila in the forest, with a snowy owl')).toBe('owl');
  });
});
