import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Issue 14: a poem follows the idea — its hero (the idea's fox, not a stock "Bram"), its setting, its
 * key object, its deed, and the topic it names (the seasons, in order).
 */
const poem = (language: 'en' | 'fr', description: string, pages = 12) =>
  planStory({ type: 'poetry-rhymes', language, description, pages });
const textOf = (plan: Awaited<ReturnType<typeof poem>>) => plan.pages.map((p) => p.text).join('\n');

const FOX = {
  en: [
    'A fox watches the seasons change in the forest',
    /the little fox/i,
    ['spring', 'summer', 'autumn', 'winter'],
  ],
  fr: [
    'Un petit renard regarde les saisons passer dans la forêt',
    /le petit renard/i,
    ['printemps', 'été', 'automne', 'hiver'],
  ],
} as const;

describe('a poem about the idea (issue 14)', () => {
  for (const lang of ['en', 'fr'] as const) {
    const [idea, hero, seasons] = FOX[lang];

    it(`${lang}: the fox and the seasons poem sings of the fox, the forest and the seasons in order`, async () => {
      const plan = await poem(lang, idea);
      const text = textOf(plan);
      expect(text).toMatch(hero);
      expect(text).not.toMatch(/\b(Bram|Ruby|Pip|Daisy)\b/);
      expect(text).toMatch(lang === 'en' ? /forest/ : /forêt/);
      const at = seasons.map((s) => text.toLowerCase().search(new RegExp(`(?<!\\p{L})${s}(?!\\p{L})`, 'u')));
      for (const i of at) expect(i).toBeGreaterThanOrEqual(0);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      // No stock bee, frog or teddy bear in a 12-page poem about the fox.
      expect(text).not.toMatch(/\b(bees?|frog|teddy|abeille|grenouille|ours en peluche)\b/i);
      // The alt text names the fox too, in the book's language.
      for (const p of plan.pages) expect(p.alt).toMatch(hero);
    });

    it(`${lang}: the pictures draw the fox, the winter page in the snow`, async () => {
      const plan = await poem(lang, idea);
      for (const i of [0, 4])
        expect(drawPlanPage(plan, 'poetry-rhymes', i, 300)).toContain('data-figure="fox"');
      const winter = plan.pages.find((p) => /winter|hiver/i.test(p.text));
      expect(winter?.hints?.weather).toBe('snow');
      expect(winter?.hints?.subjects).toContain('snowflake');
    });
  }

  it('a named fox keeps its name: « Léo le renard »', async () => {
    const text = textOf(await poem('fr', 'Léo le renard regarde les saisons passer'));
    expect(text).toMatch(/Léo, un renard/);
    expect(text).toMatch(/printemps[\s\S]*été[\s\S]*automne[\s\S]*hiver/i);
  });

  it.each([
    [
      'en',
      'A mouse looks for cheese at the farm',
      /cheese/,
      /farm|barn|hay field|henhouse|orchard|stable/,
      /the little mouse/i,
    ],
    [
      'fr',
      'Une souris cherche du fromage à la ferme',
      /fromage/,
      /ferme|grange|foin|poulailler|verger|écurie/,
      /la petite souris/i,
    ],
  ] as const)(
    '%s: %s — the poem names the cheese, the farm and the mouse',
    async (lang, idea, thing, farm, hero) => {
      const plan = await poem(lang, idea);
      const text = textOf(plan);
      expect(text).toMatch(thing);
      expect(text).toMatch(farm);
      expect(text).toMatch(hero);
      expect(text).not.toMatch(/\b(bees?|frog|teddy|abeille|grenouille|ours en peluche)\b/i);
      expect(drawPlanPage(plan, 'poetry-rhymes', 1, 300)).toContain('data-figure="mouse"');
      // « La petite souris cherche le fromage encore » was the same first line on every page.
      const firsts = plan.pages.flatMap((p) => p.text.split('\n\n').map((c) => c.split('\n')[0]));
      expect(new Set(firsts).size).toBe(firsts.length);
    },
  );

  it.each([
    ['en', 'Tom walks to the old lighthouse', /lighthouse/],
    ['fr', 'Tom va jusqu’au phare', /phare/],
    ['en', 'Sam finds a lost puppy and helps it home', /puppy/],
    ['en', 'Lila is afraid of the dark', /afraid of the dark|not afraid/],
    ['fr', 'Lila a peur du noir', /peur du noir/],
    ['en', 'Ben looks for his mum in the town', /where did Mum go[\s\S]*Mum holds Ben/],
    ['fr', 'Lou cherche sa maman dans la forêt', /Où es-tu, maman[\s\S]*Sa maman qui serre Lou/],
    ['en', 'Mia and her dog play in the park', /Mia and the dog, side by side/],
    ['fr', 'Zoé et son chat Minou jouent à la ferme', /Avec Minou, main dans la main/],
  ] as const)('%s: %s — the poem sings the deed', async (lang, idea, deed) => {
    expect(textOf(await poem(lang, idea))).toMatch(deed);
  });
});

describe('idea poems keep the book rules at every length', () => {
  const ideas = [
    ['en', 'A fox watches the seasons change in the forest'],
    ['fr', 'Léo le renard regarde les saisons passer'],
    ['en', 'A mouse looks for cheese at the farm'],
    ['fr', 'Une souris cherche du fromage à la ferme'],
    ['en', 'Learn about the weather with Pip the penguin'],
    ['fr', 'Tom va jusqu’au phare'],
    ['fr', 'Lou cherche sa maman dans la forêt'],
    ['en', 'Mia makes a new friend at the beach'],
  ] as const;
  it.each(ideas)('%s: %s — no couplet or sentence twice, French elisions', async (lang, idea) => {
    for (const pages of [4, 12, 24, 50]) {
      const plan = await poem(lang, idea, pages);
      const couplets = plan.pages.flatMap((p) => p.text.split('\n\n'));
      expect(new Set(couplets).size, `${pages} pages`).toBe(couplets.length);
      const sentences = plan.pages.flatMap((p) => splitSentences(p.text.replace(/\n/g, ' ')));
      expect(new Set(sentences).size, `${pages} pages`).toBe(sentences.length);
      const text = textOf(plan);
      expect(text).not.toMatch(/(?<!\p{L})(de|le|la|que) [aeiouéè]/iu);
      expect(text).not.toMatch(/\b(de le|à le|de les|à les)\b/i);
      expect(text).not.toMatch(/\{|\}|undefined/);
      for (const p of plan.pages) expect(p.alt).not.toMatch(/undefined|\{/);
    }
  });
});
