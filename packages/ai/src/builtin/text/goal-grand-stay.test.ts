import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * « Les vacances chez Papi et Mamie » made the grandchild the hero of the stock kite hunt at the park,
 * the hill and the library, with only Papi along. Now a stay at the grandparents' (goal-grand-stay.ts):
 * the trip and the hugs at the door, a homesick first night, a different small thing each day at its
 * place, the jam at the goodbye; Papi AND Mamie drawn where a page names them.
 */
const STOCK = /kite|cerf-volant|library|bibliothèque|the park|au parc|top of the hill|de la colline/i;

const cases: [string, 'en' | 'fr', string, RegExp, RegExp][] = [
  ['story-book', 'fr', 'Les vacances chez Papi et Mamie', /Papi/, /Mamie/],
  ['story-book', 'en', 'A week at Grandma and Grandpa’s house', /Grandpa/, /Grandma/],
  ['story-book', 'en', 'Summer holidays at Granny’s farm', /Grandpa/, /Granny/],
  ['story-book', 'fr', 'Une semaine chez Mamie à la campagne', /Papi/, /Mamie/],
];

describe('a stay at the grandparents’ house', () => {
  it.each(cases)(
    '%s %s “%s”: the days there, not a kite hunt',
    async (type, language, description, pa, ma) => {
      for (const pages of [12, 24]) {
        const plan = await planStory({ type: type as 'story-book', language, description, pages });
        const texts = plan.pages.map((p) => p.text);
        const all = texts.join(' ');
        expect(all).not.toMatch(STOCK);
        expect(texts[0]).toMatch(pa);
        expect(texts[0]).toMatch(ma);
        // The first night homesick, the days, the jam at the goodbye.
        expect(all).toMatch(language === 'en' ? /guest bedroom/ : /chambre d’amis/);
        expect(all).toMatch(language === 'en' ? /strawberr|workshop|fishing/ : /fraise|atelier|pêche/);
        expect(texts.at(-1)).toMatch(language === 'en' ? /jam/ : /confiture/);
        const sentences = texts.flatMap(splitSentences);
        expect(new Set(sentences).size).toBe(sentences.length);
        // Each grandparent a page names is drawn there.
        for (const p of plan.pages) {
          const h = p.hints as { subjects?: string[]; companion?: string } | undefined;
          const drawn = [...(h?.subjects ?? []), h?.companion];
          if (ma.test(p.text)) expect(drawn).toContain('old-woman');
          if (pa.test(p.text)) expect(drawn).toContain('old-man');
        }
      }
    },
  );

  it('the farm has hens; the house in town has none', async () => {
    const farm = await planStory({ type: 'story-book', language: 'fr', description: cases[3][2], pages: 24 });
    expect(farm.pages.map((p) => p.text).join(' ')).toMatch(/poules/);
    const town = await planStory({ type: 'story-book', language: 'en', description: cases[1][2], pages: 24 });
    expect(town.pages.map((p) => p.text).join(' ')).not.toMatch(/hens/);
  });

  it('draws Papi and Mamie both as people on the page that names both', async () => {
    const plan = await planStory({ type: 'story-book', language: 'fr', description: cases[0][2] });
    const svg = await drawPlanPage(plan, 'story-book', 0);
    expect(svg).toMatch(/old-man/);
    expect(svg).toMatch(/old-woman/);
  });
});

/** 'Easter egg hunt in Grandma’s garden': the little sister Lily was named, never drawn. */
describe('the Easter hunt’s little sister', () => {
  it.each([
    ['en', 'Easter egg hunt in Grandma’s garden', 'Lily', 'girl'],
    ['fr', 'La chasse aux œufs de Pâques dans le jardin de Mamie avec mon petit frère', 'Léo', 'boy'],
  ] as const)('%s “%s”: %s drawn on the pages that name them', async (language, description, lil, icon) => {
    const plan = await planStory({ type: 'holiday', language, description });
    const naming = plan.pages.filter((p) => p.text.includes(lil));
    expect(naming.length).toBeGreaterThan(2);
    for (const p of naming) expect(p.hints?.subjects).toContain(icon);
  });
});
