import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import type { ArcLine } from './poetry-arc-kit';
import { MEMORIES_LINES } from './poetry-memories-lines';
import { PARENT_JOB_LINES } from './poetry-parent-job-lines';
import { SEASIDE_LINES } from './poetry-seaside-lines';
import { SWIM_LINES } from './poetry-swim-lines';
import { TOOTH_LINES } from './poetry-tooth-lines';
import { splitSentences } from './sentences';

/**
 * Review: 'A day at the seaside' / « Une journée à la mer » sang the stock couplets ("At the
 * lighthouse, Milo gave a little wave, / And felt so happy and so brave") with a herb drawn on all
 * 12 pages: a stock place couplet drew a herb wherever it was sung. Now the day sings its own
 * couplets in order (poetry-seaside-lines.ts), each drawing what it names; and a long poem of an arc
 * sings its stock couplets two at most in a row, between the arc's own.
 */
const subjectsOf = (p: { hints?: unknown }) => (p.hints as { subjects?: string[] }).subjects ?? [];

/** Is a page one of the arc's own couplets? Its first line is one of the arc's, slots filled. */
const ownOf = (lines: ArcLine[], lang: Language) => {
  const res = lines.map((l) => {
    // Slots ({name}, {visitor}) match anything; French spaces may be narrow no-break ones.
    const parts = l[lang === 'en' ? 2 : 3][0]
      .split(/\{\w+\}/)
      .map((x) => x.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
    return new RegExp(`^${parts.join('.*')}`, 'i');
  });
  return (text: string) => res.some((re) => re.test(text.split('\n')[0]));
};

const SEASIDE: [string, Language, RegExp[], string[]][] = [
  [
    'A day at the seaside',
    'en',
    [/spade/, /towels/, /sandcastle, the best/, /wave, splash/, /crab/, /tide/, /sunset/],
    ['bucket', 'umbrella-on-ground', 'sandcastle', 'water-wave', 'crab', 'kite'],
  ],
  [
    'Une journée à la mer',
    'fr',
    [/pelle/, /serviettes/, /pont-levis/, /Voilà une vague/, /crabe/, /marée/, /coucher du soleil/],
    ['bucket', 'umbrella-on-ground', 'sandcastle', 'water-wave', 'crab', 'kite'],
  ],
];

describe('a day at the seaside sings its own day', () => {
  const cases = SEASIDE.flatMap((s) => [4, 12, 24, 50].map((pages) => [...s, pages] as const));
  it.each(cases)('%s (%s) %#', async (idea, lang, order, draws, pages) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language: lang, pages });
    const texts = plan.pages.map((p) => p.text);
    expect(new Set(texts).size).toBe(pages);
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text.replace(/\n/g, ' ')));
    expect(new Set(sentences).size).toBe(sentences.length);
    // No herb on the sand, at any length.
    expect(plan.pages.flatMap(subjectsOf)).not.toContain('herb');
    const own = ownOf(SEASIDE_LINES, lang);
    expect(own(texts[0])).toBe(true);
    expect(own(texts.at(-1) ?? '')).toBe(true);
    if (pages <= 24) expect(texts.filter((t) => !own(t))).toEqual([]);
    // Packing, the sand, the castle, the waves, the crab, the tide, the sunset: in that order.
    const at = order.map((re) => texts.findIndex((t) => re.test(t)));
    const found = at.filter((k) => k >= 0);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
    if (pages < 24) return;
    expect(at.every((k) => k >= 0)).toBe(true);
    const subjects = plan.pages.flatMap(subjectsOf);
    for (const x of draws) expect(subjects).toContain(x);
    // What a couplet names is drawn: the crab by the crab, the castle by the tide, the sunset at dusk.
    expect(subjectsOf(plan.pages[at[4]])).toContain('crab');
    expect(subjectsOf(plan.pages[at[5]])).toContain('sandcastle');
    expect(plan.pages[at[4]].alt).toMatch(/crab/);
    expect(plan.pages[at[6]].hints?.light).not.toBe('day');
  });
});

describe('a stock place couplet on the shore draws no herb', () => {
  it.each([
    ['A little fox plays at the beach', 'en'],
    ['Un petit renard joue à la plage', 'fr'],
  ] as const)('%s', async (idea, lang) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language: lang, pages: 12 });
    const subjects = plan.pages.flatMap(subjectsOf);
    expect(subjects).not.toContain('herb');
    expect(subjects).toContain('spiral-shell');
  });
});

/** The longest run of pages in a row that `own` says are not the arc's. */
const longestStock = (texts: string[], own: (t: string) => boolean) =>
  texts.reduce(([run, best], t) => (own(t) ? [0, best] : [run + 1, Math.max(best, run + 1)]), [0, 0])[1];

describe('a long arc poem sings two stock couplets in a row at most', () => {
  it.each([
    ['A day at the seaside', 'en', SEASIDE_LINES],
    ['Une journée à la mer avec Mamie', 'fr', SEASIDE_LINES],
    ['A little girl loses her first tooth', 'en', TOOTH_LINES],
    ['Une petite fille perd sa première dent', 'fr', TOOTH_LINES],
    ['Grandpa tells stories about when he was a boy', 'en', MEMORIES_LINES],
    ['Mamie raconte quand elle était petite', 'fr', MEMORIES_LINES],
    ['Tom learns to swim with Mum', 'en', SWIM_LINES],
    ['Léo a peur de l’eau et apprend à nager avec papa', 'fr', SWIM_LINES],
    ['My mum is a baker', 'en', PARENT_JOB_LINES],
    ['Mon papa est pompier', 'fr', PARENT_JOB_LINES],
  ] as const)('%s (%s)', async (idea, lang, lines) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language: lang, pages: 50 });
    const texts = plan.pages.map((p) => p.text);
    const own = ownOf(lines, lang);
    expect(texts.filter(own).length).toBeGreaterThanOrEqual(24);
    expect(longestStock(texts, own)).toBeLessThanOrEqual(2);
  });
});
