import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14, refusal books read as a parent would: "In the hallway, Inès dipped one toe in the
 * water", the bath drawn in the kitchen by the bread, « Mamie s’assit à côté de Lila » with Lila
 * alone, a cost page before the refusal it costs, and a bedtime book ending "friends make every
 * problem smaller" after "The next morning…" drawn at night. Each page now happens where and when
 * its words say, in the order written, with the one it names drawn beside the hero.
 */
type Hints = { place?: string; light?: string; companion?: string; subjects?: string[] };
const hints = (p: { hints?: unknown }) => (p.hints ?? {}) as Hints;

const BATH = {
  en: {
    description: 'A girl who refuses to take a bath',
    steps: [
      /No! No bath!|behind the sofa|door frame/,
      /itchy|sniffed|sandy/,
      /big sister|Grandpa/,
      /one toe|climbed in/,
    ],
    rooms: [
      [/turned on the taps|one toe|climbed in|soap bubble|duck floating/, /bath/],
      [/behind the sofa|sniffed/, /living room/],
      [/sheets were so sandy/, /bedroom/],
    ],
  },
  fr: {
    description: 'Une petite fille qui ne veut pas prendre son bain',
    steps: [
      /Pas de bain|derrière le canapé|à la porte|sale pour toujours|sous le lit/,
      /démangeaisons|renifla|pleins de sable|nuage de poussière|une mouche/,
      /grande sœur|Papi|buée du miroir|les pirates aussi|Tu veux essayer/,
      /un orteil|entra dans l’eau|jusqu’aux genoux|barbe de mousse|avec un gobelet/,
    ],
    rooms: [
      [/ouvrit les robinets|un orteil|entra dans l’eau|bulle de savon|fit flotter/, /bath/],
      [/derrière le canapé|renifla/, /living room/],
      [/draps étaient/, /bedroom/],
    ],
  },
} as const;

describe('a refusal book happens where, when and in the order its words say (issue 14)', () => {
  it.each(['en', 'fr'] as const)('%s: the bath book, 12 and 24 pages', async (language) => {
    const c = BATH[language];
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description: c.description, pages });
      const texts = plan.pages.map((p) => p.text ?? '');
      // Each page's words and its drawn room agree.
      plan.pages.forEach((p, i) => {
        for (const [words, room] of c.rooms) if (words.test(texts[i])) expect(hints(p).place).toMatch(room);
        // The bath is drawn only in the bathroom.
        if (hints(p).subjects?.includes('bathtub')) expect(hints(p).place).toMatch(/bath/);
      });
      // The refusal, what it costs, who shows another way, the tries: in that order.
      const at = c.steps.map((re) => texts.map((t, i) => (re.test(t) ? i : -1)).filter((i) => i >= 0));
      for (let k = 1; k < at.length; k++) expect(Math.min(...at[k])).toBeGreaterThan(Math.max(...at[k - 1]));
    }
    const plan = await planStory({ type: 'story-book', language, description: c.description, pages: 12 });
    const bathPage = plan.pages.findIndex((p) => hints(p).place === 'the bathroom');
    const svg = await drawPlanPage(plan, 'story-book', bathPage, 300);
    expect(svg).toContain('id="room-bathroom"');
    expect(svg).not.toContain('id="room-kitchen"');
  });

  it.each([
    ['en', 'A little bear who does not want to share his toys', /Grandma/, 'Grandma'],
    ['fr', 'Un petit ours qui ne veut pas partager ses jouets', /Mamie/, 'Mamie'],
  ] as const)(
    '%s: the one who shows another way is drawn and said',
    async (language, description, who, said) => {
      const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
      const i = plan.pages.findIndex((p) => who.test(p.text ?? ''));
      expect(i).toBeGreaterThan(0);
      expect(hints(plan.pages[i]).companion).toBe('old-woman');
      expect(plan.pages[i].alt).toContain(said);
      const svg = await drawPlanPage(plan, 'story-book', i, 300);
      // A bear's grandmother is a grown bear (pictures/kin-figure.ts), drawn beside the hero.
      expect(svg).toMatch(/data-figure="kin"/);
      expect(svg).toContain('id="room-playroom"');
      // The friends who "ran off to play", leaving the hero "all alone", are not drawn there.
      const alone = plan.pages.find((p) => /all alone|sans personne/.test(p.text ?? ''));
      expect(alone && hints(alone).companion).toBeUndefined();
    },
  );

  it.each([
    [
      'en',
      'A little fox who does not want to go to bed',
      /sleep makes every day brighter/,
      /next morning|next day|afternoon/i,
    ],
    [
      'fr',
      'Un petit renard qui ne veut pas aller au lit',
      /sommeil rend chaque journée/,
      /lendemain|après-midi/i,
    ],
  ] as const)(
    '%s: a bedtime refusal keeps to the night and ends on its own lesson',
    async (language, description, lesson, daytime) => {
      const plan = await planStory({ type: 'bedtime-books', language, description, pages: 12 });
      const texts = plan.pages.map((p) => p.text ?? '');
      expect(texts.join(' ')).toMatch(lesson);
      expect(texts.join(' ')).not.toMatch(/friends make every problem|avec des amis, chaque problème/);
      plan.pages.forEach((p, i) => {
        if (hints(p).light === 'night' || hints(p).light === 'sleep') expect(texts[i]).not.toMatch(daytime);
      });
    },
  );
});
