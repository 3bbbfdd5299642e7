import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Review (issue 14): "A kind monster under the bed" hunted a stock kite at Maple Lane, and « Un gentil
 * monstre vit sous le lit de Léa » became a deed « lire de Léa » ("lit" read as the verb). Now a night
 * in the bedroom: the noise, the torch, Dad finding only socks, the signs that it is kind, and at the
 * turn, in a storm, the monster's paw holding the hero's hand; the monster is drawn from then on.
 */
describe('the monster under the bed', () => {
  it.each([
    ['A kind monster under the bed', 'en', 'story-book', 12],
    ['Lily is afraid of the monster under her bed', 'en', 'bedtime-books', 12],
    ['Un gentil monstre vit sous le lit de Léa', 'fr', 'story-book', 12],
    ['Il y a un monstre sous mon lit', 'fr', 'bedtime-books', 24],
  ] as const)('%s (%s, %s, %s pages)', async (description, language, type, pages) => {
    const plan = await planStory({ type, description, language: language as Language, pages });
    const en = language === 'en';
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/kite|cerf-volant|Maple|Érables|lire de|library|bibliothèque/);
    expect(plan.pages[1].text).toMatch(en ? /monster under my bed/ : /monstre sous mon lit/);
    expect(text).toMatch(en ? /torch/ : /lampe de poche/);
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(en ? /kindest monster/ : /plus gentil monstre/);
    expect(turn?.hints?.subjects).toContain('monster');
    expect(turn?.alt).toMatch(en ? /a kind monster/ : /un gentil monstre/);
    // The hero is the child whose bed it is, never the monster itself.
    expect(plan.character.figure?.id).not.toBe('monster');
    for (const p of plan.pages) expect(p.hints?.mood).toBe('night');
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
    expect(sentences.length - new Set(sentences).size).toBe(0);
  });

  it('a monster elsewhere is still a monster story', async () => {
    const plan = await planStory({
      type: 'story-book',
      description: 'A brave knight saves the town from a monster',
      language: 'en',
    });
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/under my bed/);
  });
});
