import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "Our first Hanukkah with Grandma" was "a child called Hanukkah" hunting "a present hidden somewhere
 * in the snowy village of Glimmerbrook"; "Priya celebrates Diwali" was a chore "to celebrate Diwali"
 * done at the library and in the park. Each is now the festival itself, at home (goal-festival.ts).
 */
const STOCK =
  /hidden somewhere|caché quelque part|big plan for the day|grand projet pour la journée|Glimmerbrook|Scintillebourg|library|bibliothèque|market|marché|frozen lake|lac gelé|called Hanukkah|appelé Hanoucca/i;

const plan = (
  description: string,
  language: 'en' | 'fr',
  pages = 12,
  type: 'story-book' | 'holiday' = 'story-book',
) => planStory({ type, description, language, pages, title: description });

const noRepeat = (texts: string[]) => {
  const sentences = texts.flatMap(splitSentences);
  expect(new Set(sentences).size).toBe(sentences.length);
};
const subjectsOf = (book: Awaited<ReturnType<typeof plan>>) =>
  book.pages.flatMap((p) => p.hints?.subjects ?? []);

describe('Hanukkah with Grandma', () => {
  it.each([
    [
      'en',
      'Our first Hanukkah with Grandma',
      /menorah/,
      /first night/,
      /latkes/,
      /story of the oil/,
      /eighth night/,
    ],
    [
      'fr',
      'Notre premier Hanoucca avec mamie',
      /ménorah/,
      /première nuit/,
      /latkes/,
      /histoire de l’huile/,
      /huitième nuit/,
    ],
  ] as const)('%s', async (language, description, menorah, first, latkes, oil, eighth) => {
    const book = await plan(description, language, 12, 'holiday');
    const texts = book.pages.map((p) => p.text);
    const text = texts.join(' ');
    expect(text).not.toMatch(STOCK);
    // The festival is no one's name.
    expect(text).not.toMatch(/Hanukkah’s|de Hanoucca,|Hanukkah lit|Hanoucca alluma/);
    expect(texts[1]).toMatch(menorah);
    expect(text).toMatch(first);
    expect(text).toMatch(latkes);
    expect(text).toMatch(/dreidel/);
    expect(text).toMatch(/doughnut|beignet/);
    expect(text).toMatch(oil);
    expect(text.indexOf(text.match(first)?.[0] ?? '')).toBeLessThan(text.search(eighth));
    for (const icon of ['menorah-0', 'pancakes', 'doughnut', 'dreidel'])
      expect(subjectsOf(book)).toContain(icon);
    const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
    expect(book.pages[turn].text).toMatch(eighth);
    expect(book.pages[turn].hints?.light).toBe('night');
    expect(book.pages[turn].hints?.place).toMatch(/window/);
    // One more candle each night: the first night's menorah has one lit, the eighth all of them.
    expect(book.pages.find((p) => first.test(p.text))?.hints?.subjects).toContain('menorah-1');
    expect(book.pages[turn].hints?.subjects).toContain('menorah-8');
    expect(drawPlanPage(book, 'holiday', turn)).toContain('data-icon="menorah-8"');
    const latkePage = book.pages.find((p) => latkes.test(p.text));
    expect(latkePage?.hints?.place).toMatch(/kitchen/);
    noRepeat(texts);
  });

  it('draws the dreidel it names', async () => {
    const book = await plan('Our first Hanukkah with Grandma', 'en');
    const at = book.pages.findIndex((p) => /dreidel/.test(p.text));
    expect(book.pages[at].hints?.subjects).toContain('dreidel');
    expect(book.pages[at].alt).toMatch(/a dreidel/);
    expect(drawPlanPage(book, 'story-book', at)).toContain('data-icon="dreidel"');
  });
});

describe('Diwali', () => {
  it.each([
    ['en', 'Priya celebrates Diwali', /clay/, /rangoli/, /new clothes/, /neighbour/, /firework/],
    ['fr', 'Priya fête Diwali', /argile/, /rangoli/, /habits neufs/, /voisin/, /feu d’artifice/],
  ] as const)('%s', async (language, description, clay, rangoli, clothes, neighbour, firework) => {
    const book = await plan(description, language);
    const texts = book.pages.map((p) => p.text);
    const text = texts.join(' ');
    expect(text).not.toMatch(STOCK);
    expect(texts[0]).toMatch(/^(This is|Voici) Priya/);
    // An autumn feast at home, not in the winter holiday's snowy village (themes.ts).
    for (const p of book.pages) expect(p.alt).not.toMatch(/snow|neige/);
    for (const re of [clay, rangoli, clothes, neighbour]) expect(text).toMatch(re);
    for (const icon of ['diya-lamp', 'blossom', 'candy', 'fireworks-burst'])
      expect(subjectsOf(book)).toContain(icon);
    const rangoliPage = book.pages.find((p) => rangoli.test(p.text) && p.hints?.beat !== 'problem');
    expect(rangoliPage?.hints?.place).toMatch(/doorstep/);
    const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
    expect(book.pages[turn].text).toMatch(firework);
    expect(book.pages[turn].hints?.light).toBe('night');
    expect(book.pages[turn].hints?.place).toMatch(/street/);
    expect(drawPlanPage(book, 'story-book', turn)).toContain('data-icon="fireworks-burst"');
    noRepeat(texts);
  });
});

describe('a festival in a long book', () => {
  it.each([
    ['en', 'Our first Hanukkah with Grandma'],
    ['fr', 'Priya fête Diwali'],
  ] as const)('%s %s at 50 pages says no sentence twice', async (language, description) => {
    const book = await plan(description, language, 50);
    expect(book.pages).toHaveLength(50);
    expect(book.pages.map((p) => p.text).join(' ')).not.toMatch(STOCK);
    noRepeat(book.pages.map((p) => p.text));
  });
});
