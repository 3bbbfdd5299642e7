import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/** Issue 14: every character the idea names is in the text and the pictures, from page 1 for a companion. */
type Type = Parameters<typeof planStory>[0]['type'];
const plan = (type: Type, description: string, language: 'en' | 'fr') =>
  planStory({ title: 'T', type, description, language });
const text = (p: Awaited<ReturnType<typeof plan>>) => p.pages.map((x) => x.text).join('\n');

describe('the companion the idea names', () => {
  it.each([
    ['en', 'Tom and his grandfather walk to the old lighthouse', /Tom’s grandfather/],
    ['fr', 'Tom et son grand-père marchent jusqu’au vieux phare', /[Ll]e grand-père de Tom/],
    ['fr', 'Léa construit une cabane avec l’aide de sa maman', /[Ll]a maman de Léa/],
    ['en', 'Zoé bakes a cake with her big sister', /Zoé’s sister/],
  ] as const)('%s: a relative is named as whose it is from page 1 — %s', async (lang, idea, who) => {
    const p = await plan('story-book', idea, lang);
    expect(p.pages[0].text, text(p)).toMatch(who);
    // Drawn at the hero's side on every page, so said in every alt text.
    for (const page of p.pages) expect(page.alt).toMatch(who);
    // Never "Tom and Tom’s grandfather": after the first page, as the child calls them.
    expect(text(p)).not.toMatch(/(\w+) (and|et) (\1’s|(le|la) \S+ de \1)/);
  });

  it.each([
    ['en', 'Tom and his grandfather walk to the old lighthouse', /Grandpa/],
    ['fr', 'Léa construit une cabane avec l’aide de sa maman', /Maman/],
  ] as const)(
    '%s: a grandparent or parent is called as the child calls them after page 1',
    async (lang, idea, called) => {
      // A long book, so that pages after the first speak of the companion.
      const p = await planStory({
        title: 'T',
        type: 'story-book',
        description: idea,
        language: lang,
        pages: 24,
      });
      expect(
        p.pages
          .slice(1)
          .map((x) => x.text)
          .join('\n'),
      ).toMatch(called);
    },
  );

  it('the relative is drawn standing beside the hero, not as a face on the ground', async () => {
    const p = await plan('story-book', 'Tom and his grandfather walk to the old lighthouse', 'en');
    const svg = await drawPlanPage(p, 'story-book', 1);
    // Standing people are drawn on a body with the cardigan and walking stick of helper-figure.ts.
    expect(svg).toMatch(/stroke="#7a4b2a" stroke-width/);
  });

  it.each([
    [
      'en',
      'Sam and his friend Coral the turtle explore the sea',
      /Coral the turtle was never far away/,
      /turtle/,
    ],
    [
      'fr',
      'Sam et son amie Coral la tortue explorent la mer',
      /Coral la tortue n’était jamais bien loin/,
      /tortue/,
    ],
  ] as const)(
    '%s: a named companion is introduced with its kind, and no second one of its kind is met',
    async (lang, idea, intro, kind) => {
      const p = await plan('ocean-animals', idea, lang);
      expect(p.pages[0].text, text(p)).toMatch(intro);
      const later = p.pages.slice(1).map((x) => x.text.replace(/Coral (the turtle|la tortue)/g, 'Coral'));
      expect(later.join('\n')).not.toMatch(kind);
    },
  );

  it('"Mia and Hoot the owl": Hoot is with Mia from page 1', async () => {
    const p = await plan('story-book', 'Mia and Hoot the owl look for a red kite in the park.', 'en');
    expect(p.pages[0].text).toMatch(/Hoot the owl was never far away/);
    expect(p.pages[0].alt).toMatch(/with Hoot the owl/);
  });

  it('« Tom cherche son chat »: the cat is what Tom looks for and finds, drawn as a cat, not a stock object', async () => {
    const p = await plan('story-book', 'Tom cherche son chat', 'fr');
    expect(text(p)).not.toMatch(/cerf-volant|œuf|Le chat n’était jamais bien loin/);
    expect(p.pages.at(-2)?.alt).toMatch(/un chat/);
  });
});
