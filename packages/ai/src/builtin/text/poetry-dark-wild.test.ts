import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { hasIcon } from '../pictures/icons';
import { planStory } from '../testing/story-fixtures';
import { DARK_WILD_FILLERS } from './poetry-dark-wild-fillers';
import { DARK_WILD_LINES } from './poetry-dark-wild-lines';
import { splitSentences } from './sentences';

/**
 * Review: 'A little owl who is afraid of the dark' / « Une petite chouette qui a peur du noir » as a
 * poem sang the stock daytime couplets ("The sun shone warm on the park today", « Au parc, la petite
 * chouette s'amuse ») with a herb on the page, by day. Now its own night in order, at its old oak, the
 * stream and the mossy path, every page at night; a 50-page poem weaves night-forest couplets between.
 */
const subjectsOf = (p: { hints?: unknown }) => (p.hints as { subjects?: string[] }).subjects ?? [];
const TOWN = /\b(park|library|garden|hill)\b|\b(parc|bibliothèque|jardin|colline)\b/i;

const CASES: [Language, string, RegExp[]][] = [
  [
    'en',
    'A little owl who is afraid of the dark',
    [/hollow tree/, /hedgehog/, /frog/, /shadows/, /hug/, /full of stars/, /yawned/],
  ],
  [
    'fr',
    'Une petite chouette qui a peur du noir',
    [/creux du chêne/, /hérisson/, /grenouille/, /ombres/, /câlin/, /plein d’étoiles/, /s’endort aussitôt/],
  ],
];

describe('the owl afraid of the dark sings its own night', () => {
  const cases = CASES.flatMap((c) => [4, 12, 24, 50].map((pages) => [...c, pages] as const));
  it.each(cases)('%s: %s (%s pages)', async (language, description, order, pages) => {
    const plan = await planStory({ type: 'poetry-rhymes', language, description, pages });
    const texts = plan.pages.map((p) => p.text);
    const sentences = texts.flatMap((t) => splitSentences(t.replace(/\n/g, ' ')));
    expect(new Set(sentences).size).toBe(sentences.length);
    for (const [i, p] of plan.pages.entries()) {
      expect(p.hints?.mood, `p${i + 1}`).toBe('night');
      expect(String(p.hints?.place), `p${i + 1}`).toMatch(/in the forest/);
      expect(`${p.text} ${p.alt}`, `p${i + 1}`).not.toMatch(TOWN);
      expect(subjectsOf(p), `p${i + 1}`).not.toContain('herb');
      // Fluent's night-with-stars is a city skyline: none in the forest.
      expect(subjectsOf(p), `p${i + 1}`).not.toContain('night-with-stars');
    }
    expect(texts.join(' ')).not.toMatch(/\bsun shone\b|soleil brille/i);
    // Its night in order: the hollow, the friends, the shadows, the hug, the stars, asleep.
    const at = order.map((re) => texts.findIndex((t) => re.test(t)));
    const found = at.filter((k) => k >= 0);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
    if (pages < 24) return;
    expect(at.every((k) => k >= 0)).toBe(true);
    // What a couplet names is drawn and said: the hedgehog, the frog.
    expect(subjectsOf(plan.pages[at[1]])).toContain('hedgehog');
    expect(subjectsOf(plan.pages[at[2]])).toContain('frog');
    expect(plan.pages[at[1]].alt).toMatch(language === 'en' ? /hedgehog/ : /hérisson/);
  });

  it('draws only icons it has', () => {
    for (const [, subject, , , drawn] of [...DARK_WILD_LINES, ...DARK_WILD_FILLERS])
      for (const x of [subject, ...(drawn?.also ?? [])]) expect(hasIcon(x), x).toBe(true);
  });
});
