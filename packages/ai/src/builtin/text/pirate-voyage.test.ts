import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "Sam the pirate sails to a treasure island", « Le pirate Sam navigue vers l’île au
 * trésor » is a pirate voyage — off from the harbour, across the sea aboard the ship, over the
 * island (beach, palms, jungle, caves), the chest dug up at the X and home again — and the pictures
 * show it: the ship (hull, mast, sail) on sea pages, the island's palms, the map, the chest open at
 * the find (was a little house on Maple Lane, the library, the park, the hill and the garden).
 */
const BOOKS: [string, Language][] = [
  ['Sam the pirate sails to a treasure island', 'en'],
  ['Le pirate Sam navigue vers l’île au trésor', 'fr'],
];

describe('a pirate voyage (issue 14)', () => {
  for (const [description, language] of BOOKS)
    for (const pages of [12, 24])
      it(`${description} (${pages} pages)`, async () => {
        const plan = await planStory({ type: 'story-book', description, language, pages });
        const text = plan.pages.map((p) => p.text).join(' ');
        expect(text).not.toMatch(
          /Maple|Érables|library|bibliothèque|\bpark\b|\bparc\b|garden|jardin|hill|colline/i,
        );
        const place = (i: number) => String(plan.pages[i].hints?.place);
        expect(place(0)).toMatch(/harbour/);
        expect(plan.pages[0].text).toMatch(language === 'en' ? /harbour/ : /au port/);
        expect(plan.pages[1].text).toMatch(language === 'en' ? /map.*X|X/ : /carte.*croix/);
        expect(plan.pages[1].hints?.subjects).toContain('treasure-map');
        // The middle sails first, then lands on the island.
        const middle = plan.pages.slice(2, -2).map((p) => String(p.hints?.place));
        const firstIsland = middle.findIndex((p) => /treasure island|jungle of the island/.test(p));
        expect(firstIsland).toBeGreaterThan(0);
        expect(middle.slice(0, firstIsland).every((p) => /open sea/.test(p))).toBe(true);
        expect(middle.slice(firstIsland).some((p) => /open sea/.test(p))).toBe(false);
        // The find at the X, the chest open with its gold; home to the harbour at the end.
        const turn = plan.pages.at(-2);
        expect(turn?.hints?.place).toMatch(/spot marked X/);
        expect(turn?.hints?.subjects).toContain('open-treasure-chest');
        expect(turn?.text).toMatch(language === 'en' ? /gold/ : /or\b/);
        expect(plan.pages.at(-1)?.hints?.place).toMatch(/harbour/);
        // Pictures: the ship on a sea page, palms on the island, the X and the open chest at the find.
        const sea = plan.pages.findIndex((p) => /open sea/.test(String(p.hints?.place)));
        const seaSvg = drawPlanPage(plan, 'story-book', sea);
        for (const part of ['hull', 'mast', 'sail', 'deck']) expect(seaSvg).toContain(`data-part="${part}"`);
        const turnSvg = drawPlanPage(plan, 'story-book', plan.pages.length - 2);
        expect(turnSvg).toContain('data-part="x-mark"');
        expect(turnSvg).toContain('open-treasure-chest');
        expect(drawPlanPage(plan, 'story-book', 0)).toContain('data-part="ship"');
        const palms = plan.pages.findIndex((p) => /palm trees/.test(String(p.hints?.place)));
        expect(drawPlanPage(plan, 'story-book', palms)).toContain('landmark-island-palms');
      });

  it.each([
    ['a pirate looks for buried treasure', 'en'],
    ['un pirate cherche un trésor enfoui', 'fr'],
    ['Captain Lily and her crew sail the seven seas', 'en'],
    ['Le pirate Sam navigue vers l’île au trésor', 'fr'],
  ] as const)('%s is a voyage', (idea, lang) => {
    const facts = readIdea(idea, idea, lang);
    expect(facts.setting?.id).toBe('voyage');
    expect(facts.goal).toBeUndefined();
  });

  it.each([
    ['Zoé and her cat look for a shell at the beach', 'en', 'beach'],
    ['Mia the mermaid sails along the coral reef', 'en', 'sea'],
    ['Tom sails his little boat on the pond', 'en', 'pond'],
    ['Léa passe ses vacances sur une île', 'fr', undefined],
  ] as const)('%s is no voyage', (idea, lang, setting) => {
    expect(readIdea(idea, idea, lang).setting?.id).toBe(setting);
  });
});
