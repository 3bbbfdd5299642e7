import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Three Christmas ideas were told as the stock hunt ("Everyone talked about a present hidden somewhere
 * in the snowy village", "had a big plan for the day: to help Santa make toys" by a penguin, grandma
 * the hero of « Noël chez mamie avec mon petit frère »). Each is now its own story (goal-christmas.ts).
 */
const STOCK =
  /hidden somewhere|caché quelque part|big plan for the day|grand projet pour la journée|Glimmerbrook|Scintillebourg|lantern|lanternes|market|marché|snowman|bonhomme de neige|frozen lake|lac gelé/i;

const plan = (description: string, language: 'en' | 'fr', pages = 12) =>
  planStory({ type: 'holiday', description, language, pages, title: 'T' });

const noRepeat = (texts: string[]) => {
  const sentences = texts.flatMap(splitSentences);
  expect(new Set(sentences).size).toBe(sentences.length);
};

describe('Santa’s sick reindeer on Christmas Eve', () => {
  it.each([
    [
      'en',
      'Santa’s reindeer gets sick on Christmas Eve',
      /sneeze/,
      /fever/,
      /carrot soup|blanket/,
      /sleigh/,
      /Christmas morning/,
    ],
    [
      'fr',
      'Le renne du père Noël tombe malade la veille de Noël',
      /éternu/,
      /fièvre/,
      /soupe aux carottes|couverture/,
      /traîneau/,
      /matin de Noël/,
    ],
  ] as const)('%s', async (language, description, sneeze, fever, care, sleigh, morning) => {
    const book = await plan(description, language);
    const texts = book.pages.map((p) => p.text);
    const text = texts.join(' ');
    expect(text).not.toMatch(STOCK);
    expect(book.character.figure?.id).toBe('santa');
    expect(texts[0]).toMatch(/North Pole|pôle Nord/);
    expect(texts[1]).toMatch(sneeze);
    expect(texts[1]).toMatch(fever);
    expect(text).toMatch(care);
    const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
    expect(book.pages[turn].text).toMatch(sleigh);
    expect(book.pages[turn].hints?.light).toBe('night');
    const drawn = drawPlanPage(book, 'holiday', turn);
    expect(drawn).toContain('data-icon="deer"');
    expect(drawn).toContain('data-icon="sled"');
    expect(texts[texts.length - 1]).toMatch(morning);
    noRepeat(texts);
  });

  it('names the reindeer the idea names', async () => {
    const book = await plan('Rudolph the reindeer is sick on Christmas Eve', 'en');
    expect(book.character.figure?.id).toBe('santa');
    expect(book.pages[1].text).toMatch(/Rudolph gave a big sneeze/);
  });
});

describe('the little elf in Santa’s workshop', () => {
  it.each([
    [
      'en',
      'A little elf who helps Santa make toys',
      /little elf/,
      /toy train/,
      /Santa/,
      /wrapped the presents|label/,
    ],
    [
      'fr',
      'Un petit lutin qui aide le père Noël à fabriquer des jouets',
      /petit lutin/,
      /petit train/,
      /père Noël/,
      /emballa|étiquette/,
    ],
  ] as const)('%s', async (language, description, elf, train, santa, wrap) => {
    const book = await plan(description, language);
    const texts = book.pages.map((p) => p.text);
    const text = texts.join(' ');
    expect(text).not.toMatch(STOCK);
    // The hero is the elf, drawn in its pointed green hat (pictures/elf-suit.ts), not a stock penguin.
    expect(book.character.figure?.id).toBe('elf');
    expect(book.character.look).toMatch(/elf|lutin/);
    expect(texts[0]).toMatch(elf);
    expect(text).toMatch(train);
    expect(text).toMatch(santa);
    expect(text).toMatch(wrap);
    expect(drawPlanPage(book, 'holiday', 0)).toContain('data-figure="elf"');
    const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
    expect(book.pages[turn].hints?.light).toBe('night');
    expect(drawPlanPage(book, 'holiday', turn)).toContain('data-icon="sled"');
    noRepeat(texts);
  });
});

describe('Christmas at grandma’s with the little brother', () => {
  it.each([
    [
      'en',
      'Christmas at Grandma’s house with my little brother',
      /little brother/,
      /biscuits/,
      /stockings/,
      /Christmas morning/,
    ],
    ['fr', 'Noël chez mamie avec mon petit frère', /petit frère/, /biscuits/, /chaussettes/, /matin de Noël/],
  ] as const)('%s', async (language, description, brother, biscuits, stockings, morning) => {
    const book = await plan(description, language);
    const texts = book.pages.map((p) => p.text);
    const text = texts.join(' ');
    expect(text).not.toMatch(STOCK);
    // The narrator's child is the hero, grandma drawn beside, not the hero.
    expect(book.character.figure?.id).not.toBe('grandmother');
    expect(book.character.look).not.toMatch(/grand/);
    expect(texts[0]).toMatch(brother);
    expect(text).toMatch(biscuits);
    expect(text).toMatch(stockings);
    expect(text).toMatch(/that night|cette nuit-là/);
    const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
    expect(book.pages[turn].text).toMatch(morning);
    expect(drawPlanPage(book, 'holiday', turn)).toContain('data-icon="christmas-tree"');
    expect(drawPlanPage(book, 'holiday', 2)).toContain('data-icon="old-woman"');
    noRepeat(texts);
  });
});

describe('24 pages keep to the Christmas stories', () => {
  it.each([
    ['en', 'Santa’s reindeer gets sick on Christmas Eve'],
    ['fr', 'Le renne du père Noël tombe malade la veille de Noël'],
    ['en', 'A little elf who helps Santa make toys'],
    ['fr', 'Un petit lutin qui aide le père Noël à fabriquer des jouets'],
    ['en', 'Christmas at Grandma’s house with my little brother'],
    ['fr', 'Noël chez mamie avec mon petit frère'],
  ] as const)('%s: %s', async (language, description) => {
    const book = await plan(description, language, 24);
    expect(book.pages.map((p) => p.text).join(' ')).not.toMatch(STOCK);
  });
});
