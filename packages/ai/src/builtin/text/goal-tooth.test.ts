import { describe, expect, it } from 'vitest';
import { readTooth } from '../idea/read-goal-tooth';
import { planStory } from '../testing/story-fixtures';

type Hints = { subjects?: string[]; light?: string; place?: string; asleep?: boolean };
const hints = (p: { hints?: unknown }) => (p.hints ?? {}) as Hints;

/**
 * « Une petite fille perd sa première dent » was a hunt: « Mais un jour, le dent avait disparu ! Lila
 * chercha partout à la maison », « Était-ce le dent ? » at the library and the park, drawn as a
 * parcel. Now the tooth wobbles, comes out in an apple, goes under the pillow at night, the tooth
 * fairy (en) or la petite souris (fr) comes while the hero sleeps, and a coin is found in the morning.
 */
describe('a first lost tooth', () => {
  it.each([
    ['en', 'A little girl loses her first tooth', 'woman-fairy', /tooth fairy/, /coin/],
    ['en', 'A boy with a wobbly tooth', 'woman-fairy', /tooth fairy/, /coin/],
    ['fr', 'Une petite fille perd sa première dent', 'mouse', /petite souris/, /pièce/],
    ['fr', 'Léo a une dent qui bouge', 'mouse', /petite souris/, /pièce/],
    ['fr', 'La fée des dents vient voir Lina', 'woman-fairy', /fée des dents/, /pièce/],
  ] as const)('%s: %s', async (language, description, visitor, visitorWords, coin) => {
    for (const pages of [8, 12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      expect(plan.pages).toHaveLength(pages);
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(
        /the tooth was gone|looked everywhere|\ble dent|la dent avait disparu|chercha partout/,
      );
      expect(text).toMatch(language === 'en' ? /wobbl/ : /bouge/);
      expect(text).toMatch(language === 'en' ? /apple/ : /pomme/);
      expect(text).toMatch(language === 'en' ? /pillow/ : /oreiller/);
      expect(text).toMatch(visitorWords);
      // The visitor comes at night, drawn asleep in bed, the visitor beside.
      const visit = plan.pages.find((p) => hints(p).subjects?.includes(visitor));
      expect(visit && hints(visit).light).toBe('night');
      expect(visit && hints(visit).asleep).toBe(true);
      // The turn: the coin under the pillow in the morning, in the bedroom, by day.
      const turn = plan.pages.at(-2) as (typeof plan.pages)[number];
      expect(turn.text).toMatch(coin);
      expect(hints(turn).subjects).toContain('coin');
      expect(hints(turn).place).toMatch(/bedroom/);
      expect(hints(turn).light).toBe('day');
      const all = plan.pages.flatMap((p) => hints(p).subjects ?? []);
      expect(all).toContain('tooth');
      expect(all).not.toContain('package');
      // Every page that says the night is drawn at night.
      for (const p of plan.pages)
        if (/\bnight\b|\bnuit\b/.test(p.text) && !/morning|matin/.test(p.text))
          expect(hints(p).light).toBe('night');
      if (pages >= 12) {
        expect(text).toMatch(language === 'en' ? /envelope/ : /enveloppe/);
        expect(all).toContain('red-apple');
      }
    }
  });

  it.each([
    ['en', 'A little girl loses her first tooth', /tooth fairy/],
    ['fr', 'Une petite fille perd sa première dent', /petite souris/],
  ] as const)('bedtime %s: %s ends asleep', async (language, description, visitorWords) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'bedtime-books', language, description, pages });
      const last = plan.pages.at(-1) as (typeof plan.pages)[number];
      expect(last.text).toMatch(visitorWords);
      expect(hints(last).asleep).toBe(true);
      expect(hints(last).light).toBe('sleep');
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(/breakfast|petit-déjeuner|classroom|classe/);
    }
  });

  it.each([
    [
      'en',
      'A little girl loses her first tooth',
      [/wobbly/, /apple/, /under the pillow/, /tooth fairy fluttered/],
    ],
    [
      'fr',
      'Une petite fille perd sa première dent',
      [/bougeait/, /pomme/, /sous l’oreiller/, /petite souris entra/],
    ],
  ] as const)('50 pages %s: %s keeps its order', async (language, description, order) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 50 });
    expect(plan.pages).toHaveLength(50);
    const at = order.map((re) => plan.pages.findIndex((p) => re.test(p.text)));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(new Set(plan.pages.map((p) => p.text)).size).toBe(50);
  });

  it.each([
    ['en', 'A little girl loses her first tooth', /wobbly tooth/, /coin/],
    ['fr', 'Une petite fille perd sa première dent', /dent qui bouge/, /pièce/],
  ] as const)(
    'coloring %s: %s colors the arc, not the magic wand',
    async (language, description, first, coin) => {
      const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(/magic wand|baguette magique/);
      expect(text).toMatch(first);
      expect(text).toMatch(coin);
    },
  );

  it('reads the idea, and the hero is the child, not the fairy', async () => {
    expect(readTooth('Une petite souris cherche sa maman')).toBeUndefined();
    expect(readTooth('A girl brushes her teeth')).toBeUndefined();
    expect(readTooth('La petite souris va passer ce soir pour la dent de Tom')?.fairy).toBe(false);
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'The tooth fairy visits Mia',
      pages: 12,
    });
    expect(plan.character.name).toBe('Mia');
    expect(plan.character.look).not.toMatch(/fairy/);
  });
});
