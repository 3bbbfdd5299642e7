import { describe, expect, it } from 'vitest';
import { iconBody } from '../pictures/icons';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * A hero who wishes to be different. Before: « Le loup qui voulait changer de couleur » was a generic
 * day's plan « à la bibliothèque », 'A bunny who wants to be bigger' a stock kite hunt, the short-armed
 * T-rex a generic plan ("everything tumbled down") and the cow who wanted to fly could fly at the end.
 * Now tries that fit the wish, a friend's words, and being itself saves the day (goal-different.ts).
 */
/** The colour the page draws the hero in (StoryHints.tints.hero), if any. */
const tintOf = (page?: { hints?: { tints?: unknown } }) =>
  (page?.hints?.tints as Record<string, string> | undefined)?.hero;

describe('a wish to be different', () => {
  it.each([
    [
      'fr',
      'story-book',
      'Le loup qui voulait changer de couleur',
      [/changer de couleur/, /myrtilles/, /hibou/, /la pluie arriva/],
    ],
    [
      'en',
      'story-book',
      'A bunny who wants to be bigger',
      [/I wish I were bigger/, /flat stones/, /old turtle/, /small enough to fit/],
    ],
    [
      'fr',
      'story-book',
      'Le petit lapin qui voulait être plus grand',
      [/plus grand/, /pierres plates/, /vieille tortue/, /juste à la bonne taille pour y passer/],
    ],
    [
      'en',
      'dinosaurs',
      'A T-rex who wants to give hugs but his arms are too short',
      [/arms were so short/, /long stick/, /long-neck bent down/, /all the friends came running/],
    ],
    [
      'en',
      'farm-animals',
      'The cow who wanted to fly',
      [/I wish I could fly/, /wings out of big green leaves/, /sparrow/, /caught it/],
    ],
    [
      'fr',
      'farm-animals',
      'La vache qui voulait voler',
      [/pouvais voler/, /feuilles vertes/, /moineau/, /le rattrapa/],
    ],
    [
      'fr',
      'story-book',
      'Le petit escargot qui voulait aller vite',
      [/aller vite/, /grande feuille/, /coccinelle/, /ramena la petite fourmi/],
    ],
    [
      'en',
      'zoo-animals',
      'A giraffe who wishes she had a short neck',
      [/short neck/, /bent the long neck/, /zebra/, /took the kite/],
    ],
  ] as const)('%s %s: %s', async (language, type, description, steps) => {
    for (const pages of [4, 12, 24, 50]) {
      const book = await planStory({ type, language, description, pages });
      const texts = book.pages.map((p) => p.text);
      const all = texts.join(' ');
      expect(all).not.toMatch(/kite hidden|grand projet|big plan|could fly!|library|bibliothèque/);
      // The wish on the problem page, the turn where being itself saves the day.
      expect(texts[1]).toMatch(steps[0]);
      expect(texts.at(-2)).toMatch(steps[3]);
      if (pages >= 12) {
        const at = steps.map((re) => texts.findIndex((t) => re.test(t)));
        expect(at.every((k) => k > 0)).toBe(true);
        expect([...at].sort((a, b) => a - b)).toEqual(at);
      }
      const sentences = texts.flatMap(splitSentences);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it('draws the wolf in the colour each try gave it, and in its own at the end', async () => {
    const book = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Le loup qui voulait changer de couleur',
      pages: 12,
    });
    const berries = book.pages.findIndex((p) => /myrtilles/.test(p.text));
    expect(tintOf(book.pages[berries])).toBe('#7b4bb7');
    expect(tintOf(book.pages.at(-1))).toBeUndefined();
    expect(tintOf(book.pages.at(-2))).toBeUndefined();
    // The wolf's own grey coat is gone from the hero drawn on the berries' page, back at the turn.
    const grey = /fill="(#[0-9a-f]{6})"/.exec(iconBody('wolf'))?.[1] ?? '';
    const hero = (page: number) => {
      const svg = drawPlanPage(book, 'story-book', page);
      return svg.slice(svg.indexOf('id="hero"'), svg.indexOf('id="hero"') + 4000);
    };
    expect(hero(berries)).not.toContain(`fill="${grey}"`);
    expect(hero(book.pages.length - 2)).toContain(`fill="${grey}"`);
  });

  it.each([
    ['en', 'A dog who wants to fly'],
    ['fr', 'Un petit cochon qui rêve de voler'],
    ['en', 'A boy who wants to run fast'],
    ['en', 'Tom wants to fly a kite'],
  ] as const)('%s: %s is no wish to be different', async (language, description) => {
    const book = await planStory({ type: 'story-book', language, description, pages: 12 });
    expect(book.pages.map((p) => p.text).join(' ')).not.toMatch(/sparrow|moineau|ladybird|coccinelle/);
  });
});
