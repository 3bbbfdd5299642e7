import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "Lin's Chinese New Year" and "Thanksgiving at Grandma's house" were not read as festivals (they
 * had no words): the first was a stock day, the second had Grandma as the hero. Each is now the
 * festival itself (goal-festival-lunar-words.ts, goal-festival-thanksgiving-words.ts).
 */
const STOCK =
  /hidden somewhere|caché quelque part|big plan for the day|grand projet pour la journée|Glimmerbrook|Scintillebourg|library|bibliothèque|market|marché|magic wand|baguette magique/i;

const plan = (description: string, language: 'en' | 'fr', pages = 12) =>
  planStory({ type: 'holiday', description, language, pages, title: description });
type Book = Awaited<ReturnType<typeof plan>>;

const noRepeat = (texts: string[]) => {
  const sentences = texts.flatMap(splitSentences);
  expect(new Set(sentences).size).toBe(sentences.length);
};
const subjectsOf = (book: Book) => book.pages.flatMap((p) => p.hints?.subjects ?? []);
const pageOf = (book: Book, re: RegExp) => book.pages.find((p) => re.test(p.text));
/** Each word first said after the one before it. */
const inOrder = (text: string, res: RegExp[]) => {
  const at = res.map((re) => text.search(re));
  for (const i of at) expect(i).toBeGreaterThanOrEqual(0);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
};

describe('the Lunar New Year', () => {
  it.each([
    ['en', 'Lin’s Chinese New Year', /broom/, /lantern/, /red envelope/, /dumpling/, /lion/, /Firework/],
    [
      'fr',
      'Le Nouvel An chinois de Lin',
      /balai/,
      /lanterne/,
      /enveloppe rouge/,
      /ravioli/,
      /lion/,
      /feu d’artifice/,
    ],
  ] as const)('%s %s', async (language, description, broom, lantern, envelope, dumpling, lion, firework) => {
    const book = await plan(description, language);
    const texts = book.pages.map((p) => p.text);
    const text = texts.join(' ');
    expect(text).not.toMatch(STOCK);
    // Lin is the hero, not « Nouvel ».
    expect(texts[0]).toMatch(/^(This is|Voici) Lin\./);
    inOrder(text, [broom, lantern, envelope, dumpling, lion]);
    for (const icon of ['broom', 'red-paper-lantern', 'red-envelope', 'dumpling', 'lion', 'fireworks-burst'])
      expect(subjectsOf(book)).toContain(icon);
    expect(pageOf(book, dumpling)?.hints?.place).toMatch(/kitchen/);
    expect(pageOf(book, lion)?.hints?.place).toMatch(/street/);
    // « balaya chaque coin »: a corner, not a coin.
    expect(pageOf(book, /swept every corner|balaya chaque coin/)?.hints?.subjects ?? []).not.toContain(
      'coin',
    );
    const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
    expect(book.pages[turn].text).toMatch(firework);
    expect(book.pages[turn].text).toMatch(/midnight|minuit/);
    expect(book.pages[turn].hints?.light).toBe('night');
    expect(drawPlanPage(book, 'holiday', turn)).toContain('data-icon="fireworks-burst"');
    noRepeat(texts);
  });
});

describe('Thanksgiving', () => {
  it.each([
    ['en', 'Thanksgiving at Grandma’s house', /car window/, /pie/, /plates/, /doorbell/, /thankful/],
    ['fr', 'Thanksgiving chez Mamie', /voiture/, /tarte/, /assiettes/, /sonnette/, /merci/],
  ] as const)('%s %s', async (language, description, car, pie, plates, doorbell, thankful) => {
    const book = await plan(description, language);
    const texts = book.pages.map((p) => p.text);
    const text = texts.join(' ');
    expect(text).not.toMatch(STOCK);
    // The grandchild goes to Grandma's: Grandma is not the hero.
    expect(book.pages[0].alt).not.toMatch(/^[^,]+, (a grandmother|une grand-mère)/);
    expect(book.pages[1].text).toMatch(car);
    expect(book.pages[1].hints?.place).toMatch(/road/);
    inOrder(text, [car, pie, plates, doorbell]);
    for (const icon of ['automobile', 'pie', 'fork-and-knife-with-plate', 'turkey'])
      expect(subjectsOf(book)).toContain(icon);
    expect(pageOf(book, /pumpkin with sugar|citrouille avec du sucre/)?.hints?.place).toMatch(
      /Grandma’s kitchen/,
    );
    const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
    expect(book.pages[turn].text).toMatch(thankful);
    expect(book.pages[turn].hints?.place).toMatch(/Grandma’s big table/);
    // The feast at the table, not back on the road.
    expect(book.pages.at(-1)?.text).toMatch(/feast|festin/);
    expect(book.pages.at(-1)?.hints?.place).toMatch(/table/);
    noRepeat(texts);
  });

  it.each([
    ['en', 'Sam’s Thanksgiving at home'],
    ['fr', 'Le Thanksgiving de Sam à la maison'],
  ] as const)('%s %s is at home: the table is not Grandma’s', async (language, description) => {
    const book = await plan(description, language);
    const text = book.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/Grandma’s|chez mamie|de mamie/);
    const turn = book.pages.find((p) => p.hints?.beat === 'turn');
    expect(turn?.hints?.place).toMatch(/big table/);
    expect(turn?.hints?.place).not.toMatch(/Grandma/);
    for (const p of book.pages) expect(p.hints?.place ?? '').not.toMatch(/Grandma|road/);
  });
});

describe('a festival in a long or short book', () => {
  it.each([
    ['en', 'Lin’s Chinese New Year', 24],
    ['fr', 'Thanksgiving chez Mamie', 24],
    ['fr', 'Le Nouvel An chinois de Lin', 4],
    ['en', 'Thanksgiving at Grandma’s house', 4],
  ] as const)('%s %s at %i pages says no sentence twice', async (language, description, pages) => {
    const book = await plan(description, language, pages);
    expect(book.pages).toHaveLength(pages);
    expect(book.pages.map((p) => p.text).join(' ')).not.toMatch(STOCK);
    noRepeat(book.pages.map((p) => p.text));
  });
});
