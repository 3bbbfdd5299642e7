import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: « Une licorne qui ne sait pas voler » hunted a stock kite on Maple Lane. A skill the hero
 * cannot do yet is learnt, as one wished for is: practice, a tip, and flying at the turn.
 */
describe('a skill the hero cannot do yet', () => {
  it.each([
    ['fr', 'Une licorne qui ne sait pas voler', 'voler', /savait enfin voler|vol/, /cerf-volant/],
    ['fr', 'Un petit canard qui n’arrive pas à nager', 'nager', /nager/, /cerf-volant/],
    ['en', 'A little penguin who can’t swim', 'swim', /swim/, /\bkite\b/],
    ['en', 'A baby bird who cannot fly', 'fly', /fly/, /\bkite\b/],
  ] as const)('%s: %s', async (language, description, skill, said, stock) => {
    const goal = readIdea('', description, language).goal;
    expect(goal?.kind).toBe('learn');
    expect(goal?.kind === 'learn' && goal.skill[language]).toBe(skill);
    const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(plan.pages.at(-2)?.text).toMatch(said);
    expect(text).not.toMatch(stock);
  });

  it('a bear who cannot sleep is still a sleepless night', () => {
    expect(readIdea('', 'A little bear who cannot sleep', 'en').goal?.kind).toBe('brave');
  });
});
