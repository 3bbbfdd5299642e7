import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

// A skill wished for is learnt like one. Before, 'A dog who wants to fly' and « Un petit cochon qui
// rêve de voler » went looking for a stock kite.
describe('a wished-for skill', () => {
  it.each([
    ['en', 'A dog who wants to fly', 'fly'],
    ['en', 'A little penguin dreams of flying', 'fly'],
    ['fr', 'Un petit cochon qui rêve de voler', 'voler'],
    ['fr', 'Une tortue qui veut danser', 'danser'],
  ] as const)('%s: %s', (lang, description, skill) => {
    const goal = readIdea('', description, lang).goal;
    expect(goal?.kind).toBe('learn');
    expect(goal?.kind === 'learn' && goal.skill[lang]).toBe(skill);
  });

  it('flying a kite is still flying a kite', () => {
    expect(readIdea('', 'Tom wants to fly a kite', 'en').goal?.kind).toBe('task');
  });

  it.each([
    ['en', 'A dog who wants to fly', /could fly/, /\bkite\b|Everyone seemed to know/],
    [
      'fr',
      'Un petit cochon qui rêve de voler',
      /(sut|savait enfin) voler/,
      /cerf-volant|Tout le monde avait l’air/,
    ],
  ] as const)('%s: %s learns, and nobody else is said to fly', async (language, description, turn, stock) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(stock);
    expect(plan.pages.at(-2)?.text).toMatch(turn);
  });
});
