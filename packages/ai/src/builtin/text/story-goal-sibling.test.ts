import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Issue 14: "The new baby sister" made its hero "a sister" who hunted a stock kite on Maple Lane. A new
 * baby is its own story: the news, the waiting, the baby home and the hero left out, learning to be
 * the big one, the first smile at the turn. The baby is drawn from the day it comes home.
 */
describe('a new baby in the family', () => {
  it.each([
    ['en', 'The new baby sister', 'sister'],
    ['en', 'Tom is going to be a big brother', 'baby'],
    ['fr', 'Léa devient grande sœur', 'baby'],
    ['fr', 'Un petit frère arrive chez Max', 'brother'],
  ] as const)('%s: %s', (lang, description, baby) => {
    const goal = readIdea('', description, lang).goal;
    expect(goal?.kind).toBe('sibling');
    expect(goal?.kind === 'sibling' && goal.baby).toBe(baby);
  });

  it.each([
    ['en', 'Tom is going to be a big brother', 8, /Tom was a big brother now/, /\bkite\b|Maple Lane/],
    ['en', 'The new baby sister', 12, /a baby sister was on the way/, /\bkite\b|Maple Lane|a sister who/],
    ['fr', 'Léa devient grande sœur', 12, /Léa était une grande sœur/, /cerf-volant|allée des Érables/],
    [
      'fr',
      'Un petit frère arrive chez Max',
      24,
      /un petit frère allait arriver/,
      /cerf-volant|allée des Érables/,
    ],
  ] as const)('%s: %s (%i pages)', async (language, description, pages, said, stock) => {
    const plan = await planStory({ type: 'story-book', language, description, pages });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).toMatch(said);
    expect(text).not.toMatch(stock);
    // The baby comes home before the first smile, and is drawn at the hero's side from then on.
    const home = plan.pages.findIndex((p) => /baby came home|bébé arriva à la maison/.test(p.text));
    expect(home).toBeGreaterThan(1);
    expect(home).toBeLessThan(pages - 2);
    expect(plan.pages.at(-2)?.text).toMatch(/smile|sourire/);
    expect(plan.pages.at(-2)?.hints?.companion).toBe('baby');
    expect(plan.pages[1].hints?.companion).toBeUndefined();
    const sentences = splitSentences(text);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});
