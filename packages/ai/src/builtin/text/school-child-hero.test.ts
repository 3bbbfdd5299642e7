import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// The holiday type's stock heroes are a child and animals (a penguin, a kitten): at school, with the
// class, the hero is a pupil among children, never the stock animal (nor Mum drawn as one).
const ANIMAL = /penguin|kitten|\bcat\b|manchot|chaton|\bchat\b/i;

const plan = (description: string, language: 'en' | 'fr') =>
  planStory({ type: 'holiday', pages: 12, title: description, description, language });

describe('a holiday at school: the hero is a child among classmates, not the stock animal', () => {
  for (const [idea, language] of [
    ['Valentine’s Day at school', 'en'],
    ['A Christmas play at school', 'en'],
    ['Halloween party with my class', 'en'],
    ['La Saint-Valentin à l’école', 'fr'],
    ['La fête d’Halloween avec ma classe', 'fr'],
    ['Le spectacle de Noël à l’école', 'fr'],
  ] as const) {
    it(`${idea} (${language})`, async () => {
      const p = await plan(idea, language);
      for (const page of p.pages) {
        expect(page.alt).not.toMatch(ANIMAL);
        expect(page.text).not.toMatch(ANIMAL);
      }
      expect(p.pages[0].alt).toMatch(
        language === 'en' ? /\b(child|boy|girl)\b/ : /\b(enfant|garçon|fille)\b/,
      );
    });
  }

  it('keeps the stock animal when the idea names its hero', async () => {
    const p = await plan('A penguin’s Valentine’s Day at school', 'en');
    expect(p.pages[0].alt).toMatch(/penguin/);
  });
});
