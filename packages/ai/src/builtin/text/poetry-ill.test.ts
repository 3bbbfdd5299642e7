import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIll } from '../idea/read-goal-ill';
import { planStory } from '../testing/story-fixtures';
import { ILL_FILLERS, ILL_FIRST, ILL_LINES } from './poetry-ill-lines';
import { splitSentences } from './sentences';

/**
 * Review: 'Poems for a child who is ill in bed' / « Poèmes pour un enfant malade » sang the stock
 * couplets at the park and the library, a herb on every page (and the French idea was read as no
 * illness at all). Now the poem sings the days in bed in order (poetry-ill-lines.ts): the doctor,
 * the thermometer, medicine, soup, the get-well card, asleep, better, out to play; each couplet
 * drawing what it names, in the bedroom.
 */
const subjectsOf = (p: { hints?: unknown }) => (p.hints as { subjects?: string[] }).subjects ?? [];
const placeOf = (p: { hints?: unknown }) => (p.hints as { place?: string }).place ?? '';
const IDEAS: [string, Language, [RegExp, string][]][] = [
  [
    'Poems for a child who is ill in bed',
    'en',
    [
      [/A hot little head/, 'face-with-thermometer'],
      [/The doctor came/, 'health-worker'],
      [/medicine/, 'pill'],
      [/get-well card/, 'envelope'],
      [/feeling better today/, 'soccer-ball'],
    ],
  ],
  [
    'Poèmes pour un enfant malade',
    'fr',
    [
      [/La tête toute chaude/, 'face-with-thermometer'],
      [/Le docteur entre/, 'health-worker'],
      [/sirop/, 'pill'],
      [/Guéris vite/, 'envelope'],
      [/vive la santé/i, 'soccer-ball'],
    ],
  ],
];
const OWN = new Set([...Object.values(ILL_FIRST), ...ILL_LINES, ...ILL_FILLERS].map((l) => l[1]));

describe('a poem for an ill child sings the days in bed in order', () => {
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
    // In the bedroom until the last page, out to play then.
    expect(placeOf(plan.pages[at[1]])).toMatch(/bedroom/);
    expect(placeOf(plan.pages[pages - 1])).not.toMatch(/bedroom/);
    // Nothing is played in bed after the night's sleep.
    const asleep = plan.pages.findIndex((p) => subjectsOf(p).includes('zzz'));
    const played = new Set(ILL_FILLERS.map((l) => l[1]));
    if (asleep >= 0)
      expect(
        plan.pages
          .slice(asleep)
          .flatMap(subjectsOf)
          .filter((s) => played.has(s)),
      ).toEqual([]);
    if (pages === 12) expect(plan.pages.flatMap(subjectsOf)).not.toContain('herb');
    const runs = plan.pages
      .map((p) => (subjectsOf(p).some((s) => OWN.has(s)) ? '.' : 's'))
      .join('')
      .split('.');
    expect(Math.max(...runs.map((r) => r.length))).toBeLessThanOrEqual(2);
  });

  it('reads poems for an ill child as the child’s illness', () => {
    expect(readIll('Poèmes pour un enfant malade')?.illness).toBe('sick');
    expect(readIll('Rhymes for a sick child')?.illness).toBe('sick');
    expect(readIll('Léa aide un chiot malade')).toBeUndefined();
  });
});
