import { describe, expect, it } from 'vitest';
import { hasIcon } from '../pictures/icons';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14, concept books keep the idea's theme. Before: « Compter les pommes du verger » counted
 * « Une pomme… Deux poires… Trois bananes »; "Count the stars with Luna" a hen, eggs and apples;
 * « Compter les dinosaures » eggs, bones and rocks; "Shapes in the kitchen" the sun, a window and a
 * door; « L’alphabet des fruits et légumes » D comme dauphin, G comme girafe, L comme lion.
 */
const plan = (
  type: 'numbers' | 'shapes' | 'alphabet',
  language: 'en' | 'fr',
  description: string,
  pages: number,
) => planStory({ type, language, description, pages });

describe('a counting book counts the one thing the idea names', () => {
  it.each([
    ['fr', 'Compter les pommes du verger', 'red-apple', /^Une pomme\./, /^Trois pommes\./, /dans le verger/],
    ['en', 'Count the stars with Luna', 'star', /^One star\./, /^Three stars\./, undefined],
    ['fr', 'Compter les dinosaures', 'sauropod', /^Un dinosaure\./, /^Trois dinosaures\./, undefined],
    ['en', 'Counting ducks at the pond', 'duck', /^One duck\./, /^Three ducks\./, /ducks are by the pond/],
  ] as const)('%s: %s', async (language, description, object, one, three, where) => {
    for (const pages of [6, 12]) {
      const book = await plan('numbers', language, description, pages);
      const objects = book.pages.map((p) => p.hints?.object);
      expect(objects.slice(0, Math.min(pages, 10))).toEqual(Array(Math.min(pages, 10)).fill(object));
      expect(book.pages.map((p) => p.hints?.count)).toEqual(book.pages.map((_, i) => i + 1));
      expect(book.pages[0].text).toMatch(one);
      expect(book.pages[2].text).toMatch(three);
      if (where) expect(book.pages[0].text).toMatch(where);
      // Past ten pages every other page counts a neighbour (pears by the apples), never before.
      expect(
        book.pages
          .slice(0, 10)
          .map((p) => p.text)
          .join(' '),
      ).not.toMatch(/poires|bananes|hen|eggs|rochers/);
    }
  });
});

describe('shapes in the kitchen', () => {
  it.each([
    [
      'en',
      'Shapes in the kitchen',
      /plate on the kitchen table/,
      /slice of pizza baked in the kitchen/,
      /sun|window|door/,
    ],
    [
      'fr',
      'Les formes dans la cuisine',
      /assiette sur la table de la cuisine/,
      /pizza cuite dans le four/,
      /soleil|fenêtre|porte/,
    ],
  ] as const)('%s: %s', async (language, description, circle, triangle, stock) => {
    const book = await plan('shapes', language, description, 8);
    const text = book.pages.map((p) => p.text).join(' ');
    const subjects = book.pages.flatMap((p) => (p.hints?.subjects as string[]) ?? []);
    expect(book.pages[0].text).toMatch(circle);
    expect(text).toMatch(triangle);
    expect(text).not.toMatch(stock);
    expect(subjects).toEqual(
      expect.arrayContaining(['fork-and-knife-with-plate', 'waffle', 'chocolate-bar']),
    );
    expect(book.pages.at(-1)?.text).toMatch(/in the kitchen, like|dans la cuisine, comme/);
  });
});

describe('an alphabet of fruit and vegetables', () => {
  it.each([
    [
      'fr',
      'L’alphabet des fruits et légumes',
      ['gingembre', 'haricots', 'laitue', 'noix de coco', 'oignon'],
      /^(dauphin|étoile|girafe|hibou|lion|nuage)$/,
    ],
    ['en', 'Fruit and vegetable ABC', ['carrot', 'jalapeño', 'red pepper', 'eggplant'], /^(fish|rainbow)$/],
  ] as const)('%s: %s', async (language, description, own, stock) => {
    const book = await plan('alphabet', language, description, 26);
    const words = book.pages.flatMap((p) => (p.hints?.words as string[]) ?? []);
    const subjects = book.pages.flatMap((p) => (p.hints?.subjects as string[]) ?? []);
    expect(words).toEqual(expect.arrayContaining([...own]));
    // A letter with no fruit or vegetable says so, plainly.
    for (const p of book.pages)
      if (stock.test(((p.hints?.words as string[]) ?? [''])[0]))
        expect(p.text).toMatch(/no fruit or vegetable|pas de fruit ni de légume/);
    for (const s of subjects) expect(hasIcon(s), s).toBe(true);
  });
});
