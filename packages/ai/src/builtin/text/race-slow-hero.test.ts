import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Review (issue 14): 'A little turtle who wants to win the race' practised at the library and asked a
 * coach at Maple Lane. A slow hero racing nobody named races the hare (goal-task-script.ts): the
 * hare's boast, the start line, the hare's nap, the finish line first; the hare is drawn.
 */
describe('a slow hero races the hare', () => {
  it.each([
    ['A little turtle who wants to win the race', 'en', 12],
    ['A snail wants to win the big race', 'en', 8],
    ['Un petit escargot veut gagner la course', 'fr', 12],
    ['Une tortue qui veut gagner la course', 'fr', 10],
  ] as const)('%s (%s, %s pages)', async (description, language, pages) => {
    const plan = await planStory({ type: 'story-book', description, language: language as Language, pages });
    const en = language === 'en';
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/library|bibliothèque|coach|entraîneur|Maple|Érables/);
    expect(plan.pages.filter((p) => (en ? /the hare/i : /le lièvre/i).test(p.text)).length).toBeGreaterThan(
      3,
    );
    for (const p of plan.pages.slice(1)) expect(p.hints?.subjects).toContain('rabbit');
    expect(text).toMatch(en ? /nap/ : /sieste/);
    expect(plan.pages.at(-2)?.text).toMatch(en ? /crossed the finish line/ : /franchit la ligne d’arrivée/);
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
    expect(sentences.length - new Set(sentences).size).toBe(0);
  });

  it('a fast hero keeps its own race', async () => {
    const plan = await planStory({
      type: 'story-book',
      description: 'A little fox who wants to win the race',
      language: 'en',
    });
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/the hare/);
  });
});
