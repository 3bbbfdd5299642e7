import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * « Les aventures de Capitaine Chaussette » opened « vivait un enfant nommé Capitaine Chaussette…
 * avait un secret », then told the secret: the title says it already. A titled hero opens as the
 * superhero (goal-superhero-titled.ts); an untitled one keeps the secret.
 */
const plan = (type: string, language: 'en' | 'fr', description: string, pages: number) =>
  planStory({ type: type as never, language, description, pages });

describe('a titled superhero opens as the superhero (goal-superhero-titled)', () => {
  it.each([
    ['fr', 'Les aventures de Capitaine Chaussette', /vivait un super-héros\s:\sCapitaine Chaussette/],
    ['en', 'The adventures of Captain Sock', /there lived a superhero: Captain Sock/],
    ['fr', 'Super Tomate combat le gang des bonbons', /vivait un super-héros\s:\sSuper Tomate/],
  ] as const)('%s: %s', async (language, description, opening) => {
    for (const pages of [4, 12, 24, 50]) {
      const p = await plan('story-book', language, description, pages);
      expect(p.pages).toHaveLength(pages);
      expect(p.pages[0].text).toMatch(opening);
      const text = p.pages.map((x) => x.text).join(' ');
      expect(text).not.toMatch(/enfant nommé|child called|secret/);
      const sentences = text.split(/(?<=[.!?»”])\s+(?=\p{Lu}|«|“)/u).filter((s) => s.length > 25);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it('keeps the secret for a hero with no title', async () => {
    const p = await plan('story-book', 'en', 'A superhero kid saves the city', 4);
    expect(p.pages[0].text).toMatch(/had a secret/);
  });
});
