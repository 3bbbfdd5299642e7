import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { MOVE_FILLERS } from './poetry-move-fillers';
import { MOVE_LINES } from './poetry-move-lines';
import { splitSentences } from './sentences';

/**
 * Review: 'Poems about moving to a new house' / « Des poèmes sur le déménagement » sang the stock
 * couplets (« Dans le jardin, le soleil brille bien haut »), a herb on every page. Now it sings the
 * move in order (poetry-move-lines.ts): boxes, goodbye to the old house, the van, the road, the bare
 * room, homesick, the girl next door, the new room made home; each couplet drawing what it names.
 */
const subjectsOf = (p: { hints?: unknown }) => (p.hints as { subjects?: string[] }).subjects ?? [];
const placeOf = (p: { hints?: unknown }) => (p.hints as { place?: string }).place ?? '';
const IDEAS: [string, Language, [RegExp, string, RegExp][]][] = [
  [
    'Poems about moving to a new house',
    'en',
    [
      [/Boxes and boxes/, 'package', /old bedroom/],
      [/moving van/, 'delivery-truck', /old house/],
      [/long road/, 'automobile', /long road/],
      [/I’m Zoe/, 'soccer-ball', /new street/],
      [/new friend too/, 'house', /new garden/],
    ],
  ],
  [
    'Des poèmes sur le déménagement',
    'fr',
    [
      [/Des cartons, des cartons/, 'package', /old bedroom/],
      [/camion de déménagement/, 'delivery-truck', /old house/],
      [/Sur la longue route/, 'automobile', /long road/],
      [/Je m’appelle Zoé/, 'soccer-ball', /new street/],
      [/nouvelle amie/, 'house', /new garden/],
    ],
  ],
];
const OWN = new Set([...MOVE_LINES, ...MOVE_FILLERS].map((l) => l[1]));

describe('a moving poem sings the move in its order', () => {
  const cases = IDEAS.flatMap((f) => [12, 24, 50].map((pages) => [...f, pages] as const));
  it.each(cases)('%s (%s) %#', async (idea, lang, order, pages) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language: lang, pages });
    const texts = plan.pages.map((p) => p.text);
    expect(new Set(texts).size).toBe(pages);
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text.replace(/\n/g, ' ')));
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(texts[0]).toMatch(order[0][0]);
    expect(texts.at(-1)).toMatch(order.at(-1)?.[0] as RegExp);
    const at = order.map(([re]) => texts.findIndex((t) => re.test(t)));
    expect(at.every((k) => k >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Each couplet draws what it names, where it happens.
    at.forEach((k, i) => {
      expect(subjectsOf(plan.pages[k])).toContain(order[i][1]);
      expect(placeOf(plan.pages[k])).toMatch(order[i][2]);
    });
    if (pages === 12) expect(plan.pages.flatMap(subjectsOf)).not.toContain('herb');
    const runs = plan.pages
      .map((p) => (subjectsOf(p).some((s) => OWN.has(s)) ? '.' : 's'))
      .join('')
      .split('.');
    expect(Math.max(...runs.map((r) => r.length))).toBeLessThanOrEqual(2);
  });
});
