import type { BookType, Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * 'A little tractor says goodnight to the farm' rubbed both eyes, yawned “in the henhouse”, went
 * “step by step” and “snuggled into bed” in a bedroom; « Une petite voiture dit bonne nuit à la ville »
 * said every goodnight « En ville », at the market. A vehicle blinks its headlights and drives, stops
 * by a barn's animals outside it, goes round the city's streets and parks in its shed or garage, drawn
 * parked inside (goal-goodnight-drive.ts, goal-goodnight-den.ts, pictures/den-sleep.ts).
 */
const CLASH =
  /\bin the (?:henhouse|big red barn|stable)|dans (?:le poulailler|la grange|l’écurie)|into bed|son lit|rubbed both eyes|frotta les yeux|step by step|pas à pas|tiptoe|pointe des pieds/;
const BOOKS: [Language, string, RegExp][] = [
  ['en', 'A little tractor says goodnight to the farm', /old tractor shed/],
  ['fr', 'Un petit tracteur dit bonne nuit à la ferme', /vieux hangar à tracteurs/],
  ['en', 'A little red car says goodnight to the city', /little garage at the end of the street/],
  ['fr', 'Une petite voiture dit bonne nuit à la ville', /petit garage au bout de la rue/],
];
const TYPES: [BookType, number][] = [
  ['bedtime-books', 8],
  ['story-book', 12],
];

describe('a vehicle drives its goodnight round and parks for the night', () => {
  it.each(BOOKS)('%s: %s', async (language, description, parked) => {
    for (const [type, pages] of TYPES) {
      const plan = await planStory({ type, language, description, pages });
      for (const [i, p] of plan.pages.entries()) expect(p.text, `${type} p${i}`).not.toMatch(CLASH);
      const last = plan.pages.length - 1;
      expect(plan.pages[last].text).toMatch(parked);
      expect(drawPlanPage(plan, type, last)).toMatch(/<g class="den">.*<g class="parked"><g id="hero"/);
      // Round the setting's places, not one spot on every page.
      const stops = new Set(plan.pages.slice(2, -2).map((p) => p.hints?.place));
      expect(stops.size, type).toBeGreaterThan(1);
    }
  });
});
