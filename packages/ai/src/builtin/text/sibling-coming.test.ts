import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * « Tom va avoir un petit frère » was a task « aller avoir un petit frère » at the library, with
 * « un frère » met in the garden; « Léa va être grande sœur » a task « aller être grande sœur ».
 * The news said as what is coming is the new-baby arc, with the sibling the idea names.
 */
describe('a baby brother or sister on the way', () => {
  it.each([
    ['fr', 'Tom va avoir un petit frère', /un petit frère allait arriver/, /Tom était un grand frère/],
    ['fr', 'Léa va être grande sœur', /un bébé allait arriver/, /Léa était une grande sœur/],
    ['en', 'Mia is going to have a little brother', /a baby brother was on the way/, /Mia was a big sister/],
    [
      'en',
      'Mia is going to be a big sister',
      /a baby brother or sister was on the way/,
      /Mia was a big sister/,
    ],
  ] as const)('%s: %s', async (language, description, news, end) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(plan.pages[1].text).toMatch(news);
    expect(plan.pages.at(-1)?.text).toMatch(end);
    expect(text).not.toMatch(/aller avoir|aller être|bibliothèque/);
    expect(plan.pages.some((p) => /with the baby|avec le bébé/.test(p.alt ?? ''))).toBe(true);
  });
});
