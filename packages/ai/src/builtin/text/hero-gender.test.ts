import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planBuiltinStory } from './plan-builtin-story';

/** Issue 14: « Voici Lila, un enfant… » — a named child is a girl or a boy as the name says. */
const book = async (description: string, language: Language, type = 'story-book') => {
  const plan = await planBuiltinStory({
    type,
    language,
    title: 'Title',
    description,
    pages: 6,
    author: 'Test',
  } as Parameters<typeof planBuiltinStory>[0]);
  return {
    text: plan.pages.map((p) => p.text).join(' '),
    alt: plan.pages[0].alt ?? '',
    look: plan.character.look,
  };
};

describe('a named child agrees with the name', () => {
  it.each([
    [
      'Lila cherche un coquillage sous la mer.',
      /une petite fille nommée Lila|Voici Lila, une petite fille/,
      /une fille vêtue/,
    ],
    [
      'Zoé et son chat cherchent une balle à la plage.',
      /une petite fille nommée Zoé|Voici Zoé, une petite fille/,
      /une fille vêtue/,
    ],
    [
      'Emma cherche un ballon au parc.',
      /une petite fille nommée Emma|Voici Emma, une petite fille/,
      /une fille vêtue/,
    ],
    [
      'Chloé cherche une clé dans la forêt.',
      /une petite fille nommée Chloé|Voici Chloé, une petite fille/,
      /une fille vêtue/,
    ],
    ['Léo explore la mer la nuit.', /un petit garçon nommé Léo|Voici Léo, un petit garçon/, /un garçon vêtu/],
    [
      'Tom cherche un ballon au parc.',
      /un petit garçon nommé Tom|Voici Tom, un petit garçon/,
      /un garçon vêtu/,
    ],
    [
      'Hugo cherche une clé dans la forêt.',
      /un petit garçon nommé Hugo|Voici Hugo, un petit garçon/,
      /un garçon vêtu/,
    ],
  ] as const)('%s', async (description, said, drawn) => {
    const b = await book(description, 'fr');
    expect(b.text).toMatch(said);
    expect(b.text).not.toMatch(/\bun enfant\b/);
    expect(b.alt).toMatch(drawn);
  });

  it('a bedtime opening agrees too (« une petite fille nommée Lila leva les yeux »)', async () => {
    expect((await book('Lila cherche son doudou.', 'fr', 'bedtime-books')).text).toMatch(
      /une petite fille nommée Lila/,
    );
  });

  it('the idea’s own words win over the name; a name for either stays « un enfant »', async () => {
    expect((await book('Un garçon nommé Chloé cherche un ballon au parc.', 'fr')).text).toMatch(
      /un petit garçon nommé Chloé|Voici Chloé, un petit garçon/,
    );
    expect((await book('Une fille nommée Léo cherche un ballon au parc.', 'fr')).text).toMatch(
      /une petite fille nommée Léo|Voici Léo, une petite fille/,
    );
    expect((await book('Camille cherche un ballon au parc.', 'fr')).text).toMatch(
      /un enfant nommé Camille|Voici Camille, un enfant/,
    );
  });

  it('in English a named child is a girl or a boy too', async () => {
    expect((await book('Lila looks for a shell under the sea.', 'en')).text).toMatch(
      /a girl called Lila|Meet Lila, a girl/,
    );
    expect((await book('Hugo looks for a ball in the park.', 'en')).text).toMatch(
      /a boy called Hugo|Meet Hugo, a boy/,
    );
  });
});
