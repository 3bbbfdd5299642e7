import { describe, expect, it } from 'vitest';
import { nameGender } from '../idea/name-gender';
import { planStory } from '../testing/story-fixtures';

/**
 * An animal hero the idea does not name was given the theme's stock name whatever its French noun:
 * « Voici Lila, un ours », « un hérisson nommé Lila », « Milo, une fourmi ». The engine's name now
 * agrees with the noun (default-name.ts), and the stock boy's name is spelt « Léo » in French.
 */
const plan = (type: string, language: 'en' | 'fr', description: string, pages = 12) =>
  planStory({ type: type as never, language, description, title: description, pages });
const textOf = (p: Awaited<ReturnType<typeof plan>>) => p.pages.map((x) => x.text).join(' ');

describe('a French animal hero’s engine-picked name agrees with its noun (default-name)', () => {
  it.each([
    ['bedtime-books', 'Le petit ours qui ne voulait pas dormir', 'un ours'],
    ['story-book', 'Le hérisson qui voulait un câlin', 'un hérisson'],
    ['story-book', 'Le loup qui voulait changer de couleur', 'un loup'],
    ['story-book', 'Un petit lapin perdu', 'un lapin'],
  ] as const)('%s: « %s » gets a boy’s name, never « elle »', async (type, description, noun) => {
    for (const pages of [4, 12]) {
      const p = await plan(type, 'fr', description, pages);
      const name = p.character.name;
      expect(nameGender(name)).not.toBe('f');
      const text = textOf(p);
      expect(text).toContain(noun);
      expect(text).not.toMatch(new RegExp(`${name} (était|est) (toute )?\\S+ée\\b|nommé(e)? Lila`));
      expect(text).not.toContain('Voici Lila');
      expect(p.character.look).not.toMatch(/^une /);
    }
  });

  it.each([
    ['story-book', 'La petite fourmi courageuse', 'une fourmi'],
    ['story-book', 'Une girafe timide', 'une girafe'],
    ['farm-animals', 'Une poule courageuse', 'une poule'],
    ['story-book', 'Une petite tortue', 'une tortue'],
  ] as const)('%s: « %s » gets no boy’s name', async (type, description, noun) => {
    for (const pages of [4, 12]) {
      const p = await plan(type, 'fr', description, pages);
      expect(nameGender(p.character.name)).not.toBe('m');
      expect(textOf(p)).toContain(noun);
    }
  });

  it('lets the idea’s « fille » / « garçon » and its own name decide as before', async () => {
    expect(
      nameGender((await plan('story-book', 'fr', 'Une petite fille qui a peur du noir')).character.name),
    ).toBe('f');
    expect(nameGender((await plan('story-book', 'fr', 'Un garçon qui a peur du noir')).character.name)).toBe(
      'm',
    );
    const named = await plan('story-book', 'fr', 'Un ours nommé Lila qui ne voulait pas dormir');
    expect(named.character.name).toBe('Lila');
  });

  it('spells the stock boy’s name « Léo » in French, "Leo" in English', async () => {
    for (const pages of [4, 12]) {
      const train = await plan('vehicles', 'fr', 'Le petit train', pages);
      expect(train.character.name).toBe('Léo');
      expect(textOf(train)).not.toMatch(/\bLeo\b/);
    }
    const zoo = await plan('zoo-animals', 'fr', 'Une journée au zoo');
    expect(textOf(zoo)).not.toMatch(/\bLeo\b/);
    expect(zoo.character.name).not.toBe('Leo');
    expect((await plan('vehicles', 'en', 'The little train')).character.name).not.toBe('Léo');
  });
});

describe('an English animal hero may take any name; its pronouns agree with it (default-name)', () => {
  it.each([
    ['bedtime-books', 'The little bear who could not sleep'],
    ['story-book', 'A brave little hen'],
    ['story-book', 'A little bear lost in the woods'],
  ] as const)('%s: %s', async (type, description) => {
    for (const pages of [4, 12, 24]) {
      const p = await plan(type, 'en', description, pages);
      const name = p.character.name;
      const text = textOf(p);
      expect(text).toContain(name);
      const g = nameGender(name);
      if (g === 'm') expect(text).not.toMatch(new RegExp(`${name} \\w+ (her|herself)\\b`));
      if (g === 'f') expect(text).not.toMatch(new RegExp(`${name} \\w+ (his|himself)\\b`));
    }
  });
});
