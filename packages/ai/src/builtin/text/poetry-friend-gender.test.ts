import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

const poemText = async (description: string) =>
  (await planStory({ type: 'poetry-rhymes', language: 'fr', description, pages: 8 })).pages
    .map((p) => p.text)
    .join('\n');

describe('a poem keeps the gender of the friend the idea makes (issue 14)', () => {
  it('« se fait une nouvelle amie » is sung « une nouvelle amie », never « un nouvel ami »', async () => {
    const text = await poemText('Lila se fait une nouvelle amie');
    expect(text).toMatch(/une nouvelle amie/);
    expect(text).not.toMatch(/nouvel ami\b/);
  });

  it('« se fait un nouvel ami » stays « un nouvel ami »', async () => {
    const text = await poemText('Léo se fait un nouvel ami');
    expect(text).toMatch(/un nouvel ami\b/);
    expect(text).not.toMatch(/nouvelle amie/);
  });
});
