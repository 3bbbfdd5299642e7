import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Review (issue 14): 'The day it rained candy' as a comic had the hero say "Where could it be?",
 * "Have you seen it?" and think "So many places to look!" while sweets fell from the sky — a search's
 * bubbles in a story where nothing is lost. A story arc's comic has its own (comic-arc-lines.ts); a
 * quest keeps the search's.
 */
const SEARCH =
  /Where could it be|not here|Have you seen it|places to look|Where did it go|Maybe over there|Keep looking|Is it here|keep looking|Où est-ce que ça peut être|pas ici|Tu l’as vu|endroits où chercher|Où est-ce passé|Peut-être par là|Cherche encore|C’est ici/;

const words = (plan: Awaited<ReturnType<typeof planStory>>) =>
  plan.pages.flatMap((p) =>
    ((p.hints?.panels ?? []) as { line?: string | null; thought?: string }[]).flatMap((x) => [
      x.line ?? '',
      x.thought ?? '',
    ]),
  );

describe('a story arc’s comic has no search bubbles', () => {
  it.each([
    ['The day it rained candy', 'en', 12],
    ['The new baby sister', 'en', 8],
    ['Il pleut des bonbons', 'fr', 12],
    ['Un ours dort tout l’hiver dans sa grotte', 'fr', 8],
  ] as const)('%s (%s, %s pages)', async (description, language, pages) => {
    const plan = await planStory({ type: 'comic-books', description, language: language as Language, pages });
    const said = words(plan).filter(Boolean);
    expect(said.length).toBeGreaterThan(pages);
    for (const x of said) expect(x).not.toMatch(SEARCH);
  });

  it('a quest keeps its search', async () => {
    const plan = await planStory({
      type: 'comic-books',
      description: 'A cat looks for its red ball',
      language: 'en',
      pages: 12,
    });
    expect(words(plan).join(' ')).toMatch(SEARCH);
  });
});
