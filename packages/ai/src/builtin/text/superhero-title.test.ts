import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "Captain Broccoli fights the junk food gang" was "a child called Broccoli" with a plan "to fight
 * the junk food gang" in a little house on Maple Lane; « Les aventures de Capitaine Chaussette » was
 * « un enfant nommé Chaussette » hunting a star. A titled hero is a superhero named with the title.
 */
const plan = (type: string, language: 'en' | 'fr', description: string, pages = 12) =>
  planStory({ type: type as never, language, description, pages });

describe('a "Captain X" / « Capitaine X » hero is a superhero (read-goal-superhero, story-facts)', () => {
  it('runs the superhero arc with the title kept in the name, in a comic book and a story book', async () => {
    for (const [type, language, description, name, hero] of [
      [
        'comic-books',
        'en',
        'Captain Broccoli fights the junk food gang',
        'Captain Broccoli',
        /a superhero\b/,
      ],
      ['story-book', 'en', 'Captain Broccoli fights the junk food gang', 'Captain Broccoli', /a superhero\b/],
      [
        'comic-books',
        'fr',
        'Les aventures de Capitaine Chaussette',
        'Capitaine Chaussette',
        /un super-héros/,
      ],
      ['story-book', 'fr', 'Super Tomate combat le gang des bonbons', 'Super Tomate', /super-héros/],
    ] as const) {
      const p = await plan(type, language, description);
      const text = p.pages.map((x) => x.text).join(' ');
      expect(p.pages[0].text).toContain(name);
      expect(text).toMatch(hero);
      expect(text).not.toMatch(/Maple Lane|Station|station spatiale|to fight the junk food gang/);
      // The arc's rescues and storm, at the city's spots.
      expect(
        p.pages.some((x) =>
          (x.hints?.subjects as string[] | undefined)?.includes('cloud-with-lightning-and-rain'),
        ),
      ).toBe(true);
      expect(p.pages[0].alt).toContain(name);
      // The caped hero is drawn (character-design.ts).
      expect(p.character.look).toMatch(/\bcape\b/);
    }
  });

  // "Super Captain Broccoli, ready to help!" doubled the title; a name with none is still "Super Sacha".
  it.each([
    [
      'en',
      'Captain Broccoli fights the junk food gang',
      /“Captain Broccoli, ready to help!”/,
      /Super Captain/,
    ],
    [
      'fr',
      'Les aventures de Capitaine Chaussette',
      /« Capitaine Chaussette, prêt à aider/,
      /Super Capitaine/,
    ],
    ['fr', 'Super Tomate combat le gang des bonbons', /« Super Tomate, prêt/, /Super Super/],
    ['en', 'A superhero kid saves the city', /“Super \p{Lu}\p{Ll}+, ready to help!”/u, /Super Super/],
  ] as const)('%s: %s calls the hero once by the title', async (language, description, call, doubled) => {
    const p = await plan('story-book', language, description, 12);
    const text = p.pages.map((x) => x.text).join(' ');
    expect(text).toMatch(call);
    expect(text).not.toMatch(doubled);
  });

  it('keeps a ship captain a sailor', async () => {
    const p = await plan('story-book', 'en', 'Captain Lily and her crew sail the seven seas', 4);
    expect(p.pages.map((x) => x.text).join(' ')).not.toMatch(/superhero/);
    expect(p.pages[0].text).not.toMatch(/Captain Lily/);
  });
});
