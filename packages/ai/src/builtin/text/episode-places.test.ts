import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: a quest's middle pages move through the setting's places — never the same place twice
 * in a row, and a place comes back only once every place (of the route's leg) has had its page.
 * "Sam checked the library twice" and then the library again two pages on is what this keeps out.
 */
const QUESTS: [string, Language][] = [
  ['Zoé and her cat look for a shell at the beach', 'en'],
  ['Tom cherche son doudou perdu dans la maison', 'fr'],
  ['Mia looks for her lost red kite in the park', 'en'],
  ['Léo cherche une plume dorée dans la forêt', 'fr'],
  ['Sam the pirate sails to a treasure island', 'en'],
  ['Le pirate Sam navigue vers l’île au trésor', 'fr'],
];

describe('quest pages tour the places (issue 14)', () => {
  for (const [description, language] of QUESTS)
    for (const pages of [12, 16, 20, 24])
      it(`${description} (${pages} pages)`, async () => {
        const plan = await planStory({ type: 'story-book', description, language, pages });
        const middle = plan.pages.filter((p) => p.hints?.beat === 'journey' || p.hints?.beat === 'helper');
        const places = middle.map((p) => String(p.hints?.place));
        const distinct = new Set(places).size;
        for (let i = 1; i < places.length; i++)
          expect(places[i], `${i}: ${places.join(' | ')}`).not.toBe(places[i - 1]);
        // Each run of pages at a leg's places: a place again only after the others.
        const legs = [
          ...new Set(middle.map((p) => (/open sea/.test(String(p.hints?.place)) ? 'sea' : 'land'))),
        ];
        for (const leg of legs) {
          const run = places.filter((p) => (/open sea/.test(p) ? 'sea' : 'land') === leg);
          const n = new Set(run).size;
          for (let i = 0; i + n <= run.length; i += n)
            expect(new Set(run.slice(i, i + n)).size, run.join(' | ')).toBe(n);
        }
        expect(distinct).toBeGreaterThan(2);
        expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/\btwice\b|deux fois/);
      });
});
