import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readRefuse } from './read-goal-refuse';

/**
 * Review (issue 14): "Noah learns to share his toys with his little sister" was a hunt for a stock
 * kite ("learns to share" is a lesson, so no goal was read). It is the sharing story told from its
 * end: the hero would not share, and comes round.
 */
describe('learns to share', () => {
  it.each([
    ['Noah learns to share his toys with his little sister', 'en'],
    ['A little bear learning to share', 'en'],
    ['Léo apprend à partager ses jouets avec son petit frère', 'fr'],
    ['Une petite souris qui apprend à prêter ses crayons', 'fr'],
  ] as const)('%s', async (description, language) => {
    expect(readRefuse(description)?.refusal).toBe('share');
    const plan = await planStory({
      type: 'story-book',
      description,
      language: language as Language,
      pages: 12,
    });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/kite|cerf-volant|Maple|Érables/);
    expect(text).toMatch(language === 'en' ? /mine!/i : /à moi/);
  });

  it('a skill learnt is still practised, and "learns to be kind" is no refusal', () => {
    expect(readRefuse('Ava learns to ride her bike')).toBeUndefined();
    expect(readRefuse('Tom learns to be kind')).toBeUndefined();
    expect(readRefuse('Nina apprend à nager')).toBeUndefined();
    // After another deed, sharing is the lesson: the quest stays the story.
    expect(
      readRefuse('A dragon named Ember looks for a magic wand at the castle and learns to share.'),
    ).toBeUndefined();
    expect(readRefuse('Un dragon cherche une baguette magique et apprend à partager')).toBeUndefined();
  });
});
