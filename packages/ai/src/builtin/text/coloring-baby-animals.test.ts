import { describe, expect, it } from 'vitest';
import type { PagePlan } from '../../types';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import type { StoryHints } from './story-light';

/**
 * 'Cute kittens playing with yarn' had no story goal, so its coloring book fell back on the fantasy
 * theme: "Color Elio, who holds the magic wand in the castle tower!". It now draws the kittens (two
 * of them: it says several) with their yarn at home or in the garden, the caption naming them.
 */
const plan = (description: string, language: 'en' | 'fr', pages = 8) =>
  planStory({ type: 'coloring', description, title: description, language, pages });

const BABY_WORD: Record<string, string> = {
  cat: 'kitten',
  dog: 'puppy',
  rabbit: 'bunny',
  'baby-chick': 'chick',
  duck: 'duckling',
  ewe: 'lamb',
};

const h = (p: PagePlan) => (p.hints ?? {}) as StoryHints;
const HOME = /^the (living room|playroom|garden)$/;

describe('coloring books of cute young animals', () => {
  it.each([
    [
      'en',
      'Cute kittens playing with yarn',
      /^Color the kittens playing with a ball of yarn in the /,
      /kittens/,
    ],
    [
      'fr',
      'Des chatons mignons qui jouent avec une pelote de laine',
      /^Colorie les chatons qui jouent avec une pelote de laine (dans le salon|dans le jardin|dans la salle de jeux)\s!$/,
      /chatons/,
    ],
  ] as const)('%s: %s', async (language, idea, first, kittens) => {
    const { pages } = await plan(idea, language);
    expect(pages[0].text).toMatch(first);
    expect(h(pages[0]).props).toEqual(['yarn']);
    // The idea's own play comes back every other page, each time somewhere else.
    const yarn = pages.filter((p) => h(p).props?.includes('yarn'));
    expect(yarn.length).toBeGreaterThanOrEqual(3);
    expect(new Set(yarn.map((p) => p.hints?.place)).size).toBe(yarn.length);
    for (const p of pages) {
      expect(p.text).toMatch(kittens);
      expect(p.alt).toMatch(kittens);
      expect(p.text).not.toMatch(/magic wand|baguette magique|castle|château|Elio|Lumi/);
      // Several kittens: two drawn on every page, at home or in the garden.
      expect(h(p).subjects).toEqual(['cat', 'cat']);
      expect(String(p.hints?.place)).toMatch(HOME);
    }
  });

  it('names the thing drawn beside them and the place, in both languages', async () => {
    const words: Record<string, RegExp> = {
      yarn: /yarn|laine/,
      softball: /ball\b|balle/,
      basket: /basket|panier/,
      butterfly: /butterfly|papillon/,
      tulip: /tulips|tulipes/,
      package: /box|carton/,
      bubbles: /bubbles|bulles/,
      'teddy-bear': /teddy|peluche/,
      feather: /feather|plume/,
      'glass-of-milk': /milk|lait/,
    };
    const at: Record<string, RegExp> = {
      'the living room': /living room|salon/,
      'the garden': /garden|jardin/,
      'the playroom': /playroom|salle de jeux/,
    };
    for (const language of ['en', 'fr'] as const) {
      const { pages } = await plan('Cute kittens playing with yarn', language, 24);
      for (const p of pages) {
        for (const icon of h(p).props ?? []) expect(p.text).toMatch(words[icon]);
        expect(at[String(p.hints?.place)]).toBeDefined();
        expect(p.text).toMatch(at[String(p.hints?.place)]);
      }
    }
  });

  it('draws one puppy where it says one, and baby animals two by two', async () => {
    const pup = await plan('Un chiot mignon', 'fr', 5);
    for (const p of pup.pages) {
      expect(h(p).subjects).toEqual(['dog']);
      expect(p.text).toMatch(/\ble chiot (qui )?(joue|fait|court|regarde|sent|se cache|ronge)/);
    }
    const babies = await plan('Baby animals', 'en', 6);
    for (const p of babies.pages) {
      expect(h(p).subjects).toHaveLength(2);
      const [a, b] = (h(p).subjects ?? []).map((x) => BABY_WORD[x]);
      expect(p.text).toContain(`the ${a} and the ${b} `);
    }
  });

  it('says no caption twice in a 50-page book', async () => {
    for (const [language, idea] of [
      ['en', 'Cute puppies playing with a ball'],
      ['fr', 'Des bébés animaux'],
    ] as const) {
      const { pages } = await plan(idea, language, 50);
      expect(new Set(pages.map((p) => p.text)).size).toBe(50);
    }
  });

  it('draws the two kittens and their yarn in the living room', async () => {
    const p = await plan('Cute kittens playing with yarn', 'en', 4);
    const i = p.pages.findIndex((x) => x.hints?.place === 'the living room');
    const svg = drawPlanPage(p, 'coloring', i, 600, p.pages[i], true);
    expect(svg.match(/data-icon="cat"/g)).toHaveLength(2);
    expect(svg).toContain('data-icon="yarn"');
    expect(svg).toContain('data-icon="couch-and-lamp"');
  });

  it('leaves a named hero to its story', async () => {
    const { pages } = await plan('Mittens the kitten plays with yarn', 'en', 4);
    expect(pages[0].text).toMatch(/Mittens/);
  });
});
