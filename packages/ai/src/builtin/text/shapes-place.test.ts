import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "Shapes at the beach", « Les formes à la plage » showed the generic shapes (a slice of
 * pizza, a window). A shapes book at a place leads with that place's things, named and drawn — a
 * ball under the sun, a boat's sail, a kite over the sand — and asks to find them there.
 */
const page = async (description: string, language: Language) =>
  (await planStory({ type: 'shapes', description, language, pages: 10 })).pages;
const subjects = (pages: Awaited<ReturnType<typeof page>>) =>
  pages.flatMap((p) => (p.hints?.subjects as string[] | undefined) ?? []);

describe('a shapes book at the idea’s place', () => {
  it.each([
    ['Shapes at the beach', 'en', /ball on the beach/, /sail of a boat/, /at the beach, like/],
    ['Les formes à la plage', 'fr', /ballon sur la plage/, /voile d’un bateau/, /à la plage, comme/],
  ] as const)('%s', async (description, lang, circle, triangle, outro) => {
    const pages = await page(description, lang);
    const text = pages.map((p) => p.text).join(' ');
    expect(pages[0].text).toMatch(circle);
    expect(text).toMatch(triangle);
    expect(pages.at(-1)?.text).toMatch(outro);
    expect(text).not.toMatch(/pizza/);
    expect(subjects(pages)).toEqual(expect.arrayContaining(['volleyball', 'sailboat', 'kite']));
    expect(subjects(pages)).not.toContain('pizza');
  });

  it('a place of its own gives its own things (snow: a snowman, a snowflake for the hexagon)', async () => {
    const pages = await page('Shapes in the snow', 'en');
    expect(subjects(pages)).toEqual(expect.arrayContaining(['snowman', 'snowflake', 'evergreen-tree']));
  });

  it.each([
    ['Colours in the forest', 'en', 'Red, like a mushroom in the forest.', 'mushroom'],
    ['Les couleurs à la plage', 'fr', 'Rouge, comme un petit crabe sur le sable.', 'crab'],
  ] as const)('a colours book at a place: %s', async (description, lang, first, icon) => {
    const pages = (await planStory({ type: 'learning-books', description, language: lang, pages: 8 })).pages;
    expect(pages[0].text).toBe(first);
    expect(subjects(pages)).toContain(icon);
  });

  it('with no place, the shapes are the everyday ones', async () => {
    const pages = await page('Shapes with Tom', 'en');
    expect(pages[0].text).toBe('This is a circle. It is round like the sun.');
    expect(pages.at(-1)?.text).toMatch(/at home, like Tom/);
  });
});
