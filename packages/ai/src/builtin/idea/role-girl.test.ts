import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * « Une petite gymnaste va à sa première compétition » was « un petit garçon nommé Milo », « Une
 * petite pompière » a hare, "A little ballerina" a hare too: the role's feminine noun says a girl.
 */
const plan = (language: 'en' | 'fr', description: string, pages = 4) =>
  planStory({ type: 'story-book', language, description, pages });

describe('a feminine role noun at the head of the idea makes the hero a girl (role-girl)', () => {
  it.each([
    ['fr', 'Une petite gymnaste va à sa première compétition'],
    ['fr', 'Une petite gymnaste'],
    ['fr', 'Une danseuse'],
    ['fr', 'Une petite pompière'],
    ['fr', 'Une nageuse'],
    ['fr', 'Une skieuse'],
    ['en', 'A little ballerina'],
  ] as const)('%s: %s', async (language, description) => {
    const p = await plan(language, description);
    const text = p.pages.map((x) => x.text).join(' ');
    expect(p.character.look).toMatch(language === 'fr' ? /^une fille/ : /^a girl/);
    expect(text).not.toMatch(/petit garçon|\blièvre\b|\bboy\b|\bhare\b/);
    expect(p.pages[0].alt).not.toMatch(/garçon|lapin|\bboy\b|bunny/);
  });

  it('keeps « un gymnaste » a boy and a dancer met on the way no hero', async () => {
    const boy = await plan('fr', 'Un petit gymnaste nommé Hugo');
    expect(boy.character.look).not.toMatch(/^une fille/);
    const met = await plan('fr', 'Léo rencontre une danseuse');
    expect(met.character.name).toBe('Léo');
    expect(met.character.look).not.toMatch(/^une fille/);
  });
});
