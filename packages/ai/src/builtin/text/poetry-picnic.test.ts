import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Review: « Zoé et son chien partent en pique-nique » sang the stock couplets (« Dans le jardin, Zoé
 * compte jusqu’à trois », « Avec le chien, main dans la main »), a herb on every page, and "A picnic
 * in the park with Grandma" "The sun shone warm on the playground today". Now the picnic sings its
 * own day in order (poetry-picnic-lines.ts), each couplet drawing what it names.
 */
const subjectsOf = (p: { hints?: unknown }) => (p.hints as { subjects?: string[] }).subjects ?? [];

const STOCK =
  /counts to three|danced the clouds|gave a little wave|compte jusqu’à trois|main dans la main|s’amuse|se repose/;

type Case = [idea: string, lang: 'en' | 'fr', who: RegExp, order: RegExp[]];
const CASES: Case[] = [
  [
    'A picnic in the park with Grandma',
    'en',
    /with Grandma/i,
    [
      /basket and squeezed/,
      /led the way/,
      /blanket/,
      /ducks/,
      /daisy/,
      /rolled/,
      /ants/,
      /rain!/,
      /chocolate cake/,
      /rainbow/,
    ],
  ],
  [
    'Zoé et son chien partent en pique-nique',
    'fr',
    /Avec .*chien, en chemin/,
    [
      /remplit le panier/,
      /en chemin/,
      /la nappe est mise/,
      /canards/,
      /Pâquerette/,
      /roule, roule/,
      /fourmis/,
      /plic, ploc/,
      /partage le gâteau/,
      /arc-en-ciel/,
    ],
  ],
];

describe('a picnic sings its own day', () => {
  const cases = CASES.flatMap((c) => [4, 12, 24].map((pages) => [...c, pages] as const));
  it.each(cases)('%s (%s) %#', async (idea, lang, who, order, pages) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language: lang, pages });
    const texts = plan.pages.map((p) => p.text);
    expect(texts.filter((t) => STOCK.test(t))).toEqual([]);
    expect(new Set(texts).size).toBe(pages);
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text.replace(/\n/g, ' ')));
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(plan.pages.flatMap(subjectsOf)).not.toContain('herb');
    const at = order.map((re) => texts.findIndex((t) => re.test(t)));
    const found = at.filter((k) => k >= 0);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
    if (pages < 12) return;
    // The whole day, in order, and who came named on the walk.
    expect(at.every((k) => k >= 0)).toBe(true);
    expect(texts[at[1]]).toMatch(who);
    const page = (k: number) => plan.pages[at[k]];
    expect(subjectsOf(page(3))).toContain('duck');
    expect(subjectsOf(page(4))).toContain('blossom');
    expect(subjectsOf(page(6))).toContain('ant');
    expect(subjectsOf(page(8))).toContain('shortcake');
    expect(subjectsOf(page(9))).toContain('rainbow');
    expect(page(3).hints?.place).toMatch(/pond/);
    expect(page(5).hints?.place).toMatch(/hill/);
    expect(page(8).hints?.place).toMatch(/bandstand/);
    // It rains on the rain's page, not on the rainbow's.
    expect(page(7).alt).toMatch(lang === 'en' ? /in the rain/ : /sous la pluie/);
    expect(page(9).alt).not.toMatch(/in the rain|sous la pluie/);
    // A longer poem's games (the swing, the ball) come before the rain, at their own spots.
    if (pages < 24) return;
    const swing = plan.pages.findIndex((p) => subjectsOf(p).includes('swing'));
    expect(swing).toBeGreaterThan(at[2]);
    expect(swing).toBeLessThan(at[7]);
    expect(plan.pages[swing].hints?.place).toMatch(/playground/);
  });
});
